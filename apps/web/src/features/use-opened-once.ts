import { useEffect, useState } from 'react';

/**
 * For a Mantine modal that is closed when its page starts: render it (`mounted`) only once it is
 * first opened. A closed modal still mounts a portal, which re-renders it right after the page
 * has started, on a phone's busiest moment. It mounts closed and opens a moment later
 * (`opened`), so it still animates in; after that it stays, so it animates out too.
 */
export function useOpenedOnce(opened: boolean): { mounted: boolean; opened: boolean } {
  const [wasOpened, setWasOpened] = useState(false);
  useEffect(() => {
    // A second render on purpose: the first commits the modal closed, so that it opens with its
    // transition.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    if (opened) setWasOpened(true);
  }, [opened]);
  return { mounted: wasOpened || opened, opened: wasOpened && opened };
}
