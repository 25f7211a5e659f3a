import { Anchor, Box, Card, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { favouriteContext, formatDuration } from '@rally/domain';
import { RenderedOnce } from '@rally/ui';
import { Link } from 'react-router-dom';
import { trpc } from '../../trpc.ts';
import { firstScreenQuery } from '../../first-screen/queries.ts';
import { FAVOURITE_SPEECHES_INPUT } from './list-inputs.ts';
import { SpeechRowsSkeleton } from './recent-speeches-card.tsx';
import type { SpeechListCardProps } from './recent-speeches-card.tsx';
import { SpeechNameEditor } from './speech-name-editor.tsx';

firstScreenQuery((trpc) => trpc.speech.page.prefetch(FAVOURITE_SPEECHES_INPUT));

/** Past this the list scrolls inside the card, so a long list never pushes the column away. */
const FAVOURITES_MAX_HEIGHT_PX = 320;
const LOADING_ROWS = 2;

/** Favourite speeches: each renamed or unfavourited in place, and opened from its context line. */
export function FavouriteSpeechesCard({ onOpen, openSpeechId }: SpeechListCardProps) {
  const favourites = trpc.speech.page.useQuery(FAVOURITE_SPEECHES_INPUT);
  const speeches = favourites.data?.speeches ?? [];
  // With no favourites the card is the same for everyone: the server renders it once.
  const none = favourites.isSuccess && speeches.length === 0 && !favourites.data.nextCursor;

  return (
    <RenderedOnce name="favourite-speeches" dependsOn={none ? 'no favourites' : null}>
      <Card
        component="section"
        withBorder
        padding="lg"
        aria-labelledby="favourite-speeches-heading"
      >
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="lg" id="favourite-speeches-heading">
            Favourite Speeches
          </Title>
          {favourites.data?.nextCursor && (
            <Anchor component={Link} to="/history?favourite=1" fz="sm" fw={600}>
              See all
            </Anchor>
          )}
        </Group>
        {favourites.isPending ? (
          <SpeechRowsSkeleton rows={LOADING_ROWS} />
        ) : favourites.isError ? (
          <Text c="red" fz="sm">
            Your favourites could not be loaded.
          </Text>
        ) : speeches.length === 0 ? (
          <Text c="dimmed" fz="sm">
            Tap the heart on a speech to keep it here.
          </Text>
        ) : (
          // The browser's own scrolling: Mantine's ScrollArea would bring Floating UI into the
          // first screen's scripts.
          <Box
            mah={FAVOURITES_MAX_HEIGHT_PX}
            style={{ overflowY: 'auto', scrollbarGutter: 'stable' }}
          >
            <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
              {speeches.map((speech) => (
                <Paper
                  component="li"
                  key={speech.id}
                  withBorder
                  p="xs"
                  radius="md"
                  bg={speech.id === openSpeechId ? 'violet.0' : undefined}
                >
                  <SpeechNameEditor speech={speech} compact />
                  <UnstyledButton
                    onClick={() => onOpen(speech)}
                    aria-current={speech.id === openSpeechId ? 'true' : undefined}
                    mt={4}
                    w="100%"
                  >
                    <Text c="dimmed" fz="xs" lh={1.4}>
                      {favouriteContext(speech.context)}
                    </Text>
                    <Text c="dimmed" fz="xs" lh={1.4}>
                      {formatDuration(speech.estimatedDuration)}
                    </Text>
                  </UnstyledButton>
                </Paper>
              ))}
            </Stack>
          </Box>
        )}
      </Card>
    </RenderedOnce>
  );
}
