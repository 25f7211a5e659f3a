import { Card, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { greetingLine } from '@rally/domain';
import { RenderedOnce } from '@rally/ui';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { YourDataCard } from '../features/account/your-data-card.tsx';
import { DailyRallyCard } from '../features/daily-rally/daily-rally-card.tsx';
import type { SessionUser } from '../features/auth/use-auth.ts';
import { QuickGoalsCard } from '../features/goals/quick-goals-card.tsx';
import { MoodMeterCard } from '../features/mood/mood-meter-card.tsx';
import { PersonalisationProfileCard } from '../features/personalisation/personalisation-profile-card.tsx';
import { ProgressCard } from '../features/progress/progress-card.tsx';
import { FreeAllowanceBanner } from '../features/speech-form/free-allowance-banner.tsx';
import { SpeechForm } from '../features/speech-form/speech-form.tsx';
import { FavouriteSpeechesCard } from '../features/speeches/favourite-speeches-card.tsx';
import { OpenedSpeech } from '../features/speeches/opened-speech.tsx';
import { RecentSpeechesCard } from '../features/speeches/recent-speeches-card.tsx';
import { UsageCard } from '../features/usage/usage-card.tsx';
import { useLocalHour } from '../rendered-time.ts';
import { trpc } from '../trpc.ts';

export interface DashboardPageProps {
  user: SessionUser;
}

export function DashboardPage({ user }: DashboardPageProps) {
  const hour = useLocalHour();
  // A speech just generated is in the cache already; one opened from a list is fetched with its text.
  const [shownId, setShownId] = useState<number | null>(null);
  // The voice a notification's link asked for (`/?speech=12&voice=alloy`): a recording made already.
  const [linkedVoice, setLinkedVoice] = useState<string | undefined>(undefined);
  const open = (speech: { id: number }) => {
    setShownId(speech.id);
    setLinkedVoice(undefined);
  };
  // '/?goal=12': the form writes the speech for that goal (Goals' button).
  const [params, setParams] = useSearchParams();
  // Only with a goal to look for: the first screen is rendered without one.
  const goalId = params.get('goal');
  const goals = trpc.goal.list.useQuery(undefined, { enabled: goalId !== null });
  const forGoal = goals.data?.find((goal) => String(goal.id) === goalId) ?? null;
  // '/?speech=12&voice=alloy' (a notification's link): that speech, on the voice already recorded.
  // Followed while rendering (React's pattern for state that follows a changed input), then taken
  // out of the address so that a reload does not open it again.
  const linkedSpeech = params.get('speech');
  const [followedLink, setFollowedLink] = useState<string | null>(null);
  if (linkedSpeech !== followedLink) {
    setFollowedLink(linkedSpeech);
    const id = Number(linkedSpeech);
    if (linkedSpeech !== null && Number.isSafeInteger(id) && id > 0) {
      setShownId(id);
      setLinkedVoice(params.get('voice') ?? undefined);
    }
  }
  useEffect(() => {
    if (linkedSpeech === null) return;
    setParams(
      (current) => {
        current.delete('speech');
        current.delete('voice');
        return current;
      },
      { replace: true },
    );
  }, [linkedSpeech, setParams]);

  const resultRef = useRef<HTMLDivElement>(null);
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
            <RenderedOnce
              name="free-allowance"
              dependsOn={`${user.subscriptionTier} ${user.speechesUsed}`}
            >
              <FreeAllowanceBanner user={user} />
            </RenderedOnce>
            <MoodMeterCard compact />
            {/* The same for every user until a goal is chosen (the form's limit is checked on submit). */}
            <RenderedOnce name="speech-studio" dependsOn={JSON.stringify(forGoal)}>
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
                <SpeechForm
                  user={user}
                  onGenerated={open}
                  forGoal={forGoal}
                  onClearGoal={() => setParams({}, { replace: true })}
                />
              </Card>
            </RenderedOnce>
            {shownId !== null && (
              // Clear of the sticky header when scrolled into view.
              <div ref={resultRef} style={{ scrollMarginTop: 88 }}>
                <OpenedSpeech speechId={shownId} voice={linkedVoice} />
              </div>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <DashboardSidebar user={user} openSpeechId={shownId} onOpen={open} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

interface DashboardSidebarProps {
  user: SessionUser;
  openSpeechId: number | null;
  onOpen: (speech: { id: number }) => void;
}

/**
 * The right column, top to bottom as the spec orders it: subscription usage, quick goals,
 * favourites, recent speeches, progress, personalisation profile; then the daily rally's settings
 * (not in the spec: issue 23) and the account's own data.
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
      <DailyRallyCard />
      <RenderedOnce name="your-data">
        <YourDataCard />
      </RenderedOnce>
    </Stack>
  );
}
