import { LAZY_IMAGE } from '@rally/domain';
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

type ObserverClass = new (
  callback: IntersectionObserverCallback,
  options: IntersectionObserverInit,
) => Pick<IntersectionObserver, 'observe' | 'disconnect'>;

/**
 * Calls `onVisible` once, when LAZY_IMAGE's share of `element` comes within its margin of the
 * viewport; at once where the browser has no IntersectionObserver. Returns the clean-up.
 */
export function observeVisibility(
  element: Element,
  onVisible: () => void,
  Observer: ObserverClass | null = 'IntersectionObserver' in globalThis
    ? IntersectionObserver
    : null,
): () => void {
  if (Observer === null) {
    onVisible();
    return () => undefined;
  }
  const observer = new Observer(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onVisible();
    },
    { threshold: LAZY_IMAGE.threshold, rootMargin: LAZY_IMAGE.rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

export interface LazyImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  alt: string;
}

/** An image fetched only as it scrolls into view; `loading="lazy"` covers the first paint too. */
export function LazyImage({ src, alt, ...imageProps }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    return observeVisibility(element, () => setVisible(true));
  }, []);

  return <img ref={ref} src={visible ? src : undefined} alt={alt} loading="lazy" {...imageProps} />;
}
