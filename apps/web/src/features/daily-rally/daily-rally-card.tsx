import { Box, Card, Stack, Text, Title } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { DAILY_RALLY_FORM_HEIGHT } from './form-height.ts';

const DailyRallyForm = lazy(() => import('./daily-rally-form.tsx'));

export const DAILY_RALLY_HEADING_ID = 'daily-rally-heading';

/**
 * The daily rally's settings. Low in the sidebar, so its form and its query wait until the card is
 * first scrolled into view: the first screen neither downloads nor asks for them.
 */
export function DailyRallyCard() {
  const { ref, inViewport } = useInViewport();
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once seen, it stays loaded
    if (inViewport) setSeen(true);
  }, [inViewport]);

  return (
    <Card
      ref={ref}
      component="section"
      withBorder
      padding="lg"
      aria-labelledby={DAILY_RALLY_HEADING_ID}
    >
      <Stack gap={4} mb="md">
        <Title order={2} fz="lg" id={DAILY_RALLY_HEADING_ID}>
          Daily Rally
        </Title>
        <Text fz="sm" c="dimmed">
          A talk written for you and voiced before your chosen time. Each one uses one speech of
          your allowance.
        </Text>
      </Stack>
      {seen ? (
        <Suspense fallback={<DailyRallySkeleton />}>
          <DailyRallyForm />
        </Suspense>
      ) : (
        <DailyRallySkeleton />
      )}
    </Card>
  );
}

/** The form's room, kept empty: nothing moves when it arrives, and no skeleton shimmers unseen. */
function DailyRallySkeleton() {
  return <Box mih={DAILY_RALLY_FORM_HEIGHT} aria-hidden />;
}
