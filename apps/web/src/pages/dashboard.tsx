import { Card, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { greetingLine } from '@rally/domain';
import { useEffect, useRef, useState } from 'react';
import { YourDataCard } from '../features/account/your-data-card.tsx';
import type { SessionUser } from '../features/auth/use-auth.ts';
import { FeedbackCard } from '../features/feedback/feedback-card.tsx';
import { QuickGoalsCard } from '../features/goals/quick-goals-card.tsx';
import { MoodMeterCard } from '../features/mood/mood-meter-card.tsx';
import { PersonalisationProfileCard } from '../features/personalisation/personalisation-profile-card.tsx';
import { ProgressCard } from '../features/progress/progress-card.tsx';
import { FreeAllowanceBanner } from '../features/speech-form/free-allowance-banner.tsx';
import { SpeechForm } from '../features/speech-form/speech-form.tsx';
import { FavouriteSpeechesCard } from '../features/speeches/favourite-speeches-card.tsx';
import { RecentSpeechesCard } from '../features/speeches/recent-speeches-card.tsx';
import type { Speech } from '../features/speeches/speech.ts';
import { SpeechResult } from '../features/speeches/speech-result.tsx';
import { UsageCard } from '../features/usage/usage-card.tsx';
import { useLocalHour } from '../rendered-time.ts';
import { trpc } from '../trpc.ts';

export interface DashboardPageProps {
  user: SessionUser;
}

export function DashboardPage({ user }: DashboardPageProps) {
  const hour = useLocalHour();
  const [openSpeech, setOpenSpeech] = useState<Speech | null>(null);
  const speeches = trpc.speech.list.useQuery();
  // The list holds the newest version of the open speech (renamed, favourited); a speech just
  // generated is shown as it came until the list has it.
  const shownSpeech = openSpeech
    ? (speeches.data?.find((speech) => speech.id === openSpeech.id) ?? openSpeech)
    : null;

  const resultRef = useRef<HTMLDivElement>(null);
  const shownId = shownSpeech?.id ?? null;
  useEffect(() => {
    if (shownId !== null) resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [shownId]);

  return (
    <Container size="lg" py={{ base: 32, md: 48 }}>
      <Stack gap={4} mb="xl">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {greetingLine(hour, user.firstName)}
        </Title>
        <Text c="dimmed">What do you need motivation for today?</Text>
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <FreeAllowanceBanner user={user} />
            <MoodMeterCard compact />
            <Card
              component="section"
              withBorder
              shadow="sm"
              padding="xl"
              aria-label="Speech studio"
            >
              <Title order={2} fz="xl" mb="md">
                Create Your Speech
              </Title>
              <SpeechForm user={user} onGenerated={setOpenSpeech} />
            </Card>
            {shownSpeech && (
              // Clear of the sticky header when scrolled into view.
              <div ref={resultRef} style={{ scrollMarginTop: 88 }}>
                <Stack gap="lg">
                  <SpeechResult speech={shownSpeech} />
                  <FeedbackCard key={shownSpeech.id} speechId={shownSpeech.id} />
                </Stack>
              </div>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <DashboardSidebar user={user} openSpeechId={shownId} onOpen={setOpenSpeech} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

interface DashboardSidebarProps {
  user: SessionUser;
  openSpeechId: number | null;
  onOpen: (speech: Speech) => void;
}

/**
 * The right column, top to bottom as the spec orders it: subscription usage, quick goals,
 * favourites, recent speeches, progress, personalisation profile; then the account's own data.
 */
function DashboardSidebar({ user, openSpeechId, onOpen }: DashboardSidebarProps) {
  return (
    <Stack component="aside" aria-label="Your speeches and progress" gap="lg">
      <UsageCard user={user} />
      <QuickGoalsCard />
      <FavouriteSpeechesCard openSpeechId={openSpeechId} onOpen={onOpen} />
      <RecentSpeechesCard openSpeechId={openSpeechId} onOpen={onOpen} />
      <ProgressCard />
      <PersonalisationProfileCard />
      <YourDataCard />
    </Stack>
  );
}
