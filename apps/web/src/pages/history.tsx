import {
  Button,
  Center,
  Chip,
  Container,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  SPEECH_LENGTHS,
  SPEECH_LENGTH_NAMES,
  SPEECH_PAGE_SIZE,
  SPEECH_SEARCH_MAX_LENGTH,
  TONES,
  TONE_LABELS,
  goalCategoryLabel,
  isOneOf,
} from '@rally/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ReportedSpeeches } from '../features/reports/reported-speeches.tsx';
import { SpeechRowsSkeleton } from '../features/speeches/recent-speeches-card.tsx';
import { HistoryRow } from '../features/speeches/history-row.tsx';
import { useDeleteSpeech } from '../features/speeches/use-delete-speech.tsx';
import { useNow } from '../rendered-time.ts';
import { trpc } from '../trpc.ts';

const SEARCH_DELAY_MS = 300;
const ALL = '';

/** The filters as the address holds them, so a filtered list can be linked to and comes back on reload. */
function useHistoryFilters() {
  const [params, setParams] = useSearchParams();
  const tone = params.get('tone') ?? ALL;
  const length = params.get('length') ?? ALL;
  const goalId = Number(params.get('goal'));
  const filters = {
    q: params.get('q') ?? '',
    tone: isOneOf(TONES, tone) ? tone : undefined,
    length: isOneOf(SPEECH_LENGTHS, length) ? length : undefined,
    favourite: params.get('favourite') === '1' ? true : undefined,
    daily: params.get('daily') === '1' ? true : undefined,
    goalId: Number.isInteger(goalId) && goalId > 0 ? goalId : undefined,
  };
  // React Router's functional update reads the last render's params, not the last change: two
  // quick changes (favourites off, then a tone) would lose the first. The latest change is kept here.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const set = (name: string, value: string | null) => {
    const next = new URLSearchParams(latest.current);
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
    latest.current = next;
    setParams(next, { replace: true });
  };
  return { filters, set };
}

/** Every speech of the user, newest first, searched and filtered, 20 at a time. */
export function HistoryPage() {
  const now = useNow();
  const { filters, set } = useHistoryFilters();
  const [search, setSearch] = useState(filters.q);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [openedId, setOpenedId] = useState<number | null>(null);
  const goals = trpc.goal.list.useQuery();
  const { remove } = useDeleteSpeech();

  const input = {
    limit: SPEECH_PAGE_SIZE,
    ...(debouncedSearch ? { q: debouncedSearch } : {}),
    ...(filters.tone ? { tone: filters.tone } : {}),
    ...(filters.length ? { length: filters.length } : {}),
    ...(filters.favourite ? { favourite: true } : {}),
    ...(filters.daily ? { daily: true } : {}),
    ...(filters.goalId ? { goalId: filters.goalId } : {}),
  };
  const pages = trpc.speech.page.useInfiniteQuery(input, {
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // A new search keeps the rows it replaces on screen until its answer comes.
    placeholderData: keepPreviousData,
  });
  const speeches = pages.data?.pages.flatMap((page) => page.speeches) ?? [];
  const filtered = Object.keys(input).length > 1;

  return (
    <Container size="md" py={{ base: 32, md: 48 }}>
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          History
        </Title>
        <Text c="dimmed">Every speech you have written, newest first.</Text>
      </Stack>

      <Stack component="section" aria-label="Search and filters" gap="sm" mb="lg">
        <TextInput
          type="search"
          label="Search"
          placeholder="Search your speeches"
          value={search}
          maxLength={SPEECH_SEARCH_MAX_LENGTH}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            set('q', event.currentTarget.value.trim() || null);
          }}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <NativeSelect
            label="Tone"
            value={filters.tone ?? ALL}
            onChange={(event) => set('tone', event.currentTarget.value)}
            data={[
              { value: ALL, label: 'All tones' },
              ...TONES.map((tone) => ({ value: tone, label: TONE_LABELS[tone] })),
            ]}
          />
          <NativeSelect
            label="Length"
            value={filters.length ?? ALL}
            onChange={(event) => set('length', event.currentTarget.value)}
            data={[
              { value: ALL, label: 'All lengths' },
              ...SPEECH_LENGTHS.map((length) => ({
                value: length,
                label: SPEECH_LENGTH_NAMES[length],
              })),
            ]}
          />
          <NativeSelect
            label="Goal"
            value={filters.goalId ? String(filters.goalId) : ALL}
            onChange={(event) => set('goal', event.currentTarget.value)}
            data={[
              { value: ALL, label: 'All goals' },
              ...(goals.data ?? []).map((goal) => ({
                value: String(goal.id),
                label: `${goal.title} (${goalCategoryLabel(goal.category)})`,
              })),
            ]}
          />
        </SimpleGrid>
        <Group gap="xs">
          <Chip
            checked={filters.favourite === true}
            onChange={(checked) => set('favourite', checked ? '1' : null)}
            variant="light"
          >
            Favourites only
          </Chip>
          <Chip
            checked={filters.daily === true}
            onChange={(checked) => set('daily', checked ? '1' : null)}
            variant="light"
          >
            Daily talks only
          </Chip>
        </Group>
      </Stack>

      <section aria-label="Speeches" aria-busy={pages.isFetching}>
        {pages.isPending ? (
          <SpeechRowsSkeleton rows={5} />
        ) : pages.isError ? (
          <Text c="red" role="alert">
            Your speeches could not be loaded: {pages.error.message}
          </Text>
        ) : speeches.length === 0 ? (
          <Text c="dimmed">
            {filtered
              ? 'No speech matches. Try other words or fewer filters.'
              : 'No speeches yet. Write your first one on the dashboard.'}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {speeches.map((speech) => (
              <HistoryRow
                key={speech.id}
                speech={speech}
                now={now}
                opened={openedId === speech.id}
                onToggle={() => setOpenedId((id) => (id === speech.id ? null : speech.id))}
                onDelete={() => {
                  if (openedId === speech.id) setOpenedId(null);
                  remove(speech.id);
                }}
              />
            ))}
          </Stack>
        )}
        {pages.hasNextPage && (
          <Center mt="lg">
            <Button
              variant="light"
              onClick={() => void pages.fetchNextPage()}
              loading={pages.isFetchingNextPage}
            >
              Load more
            </Button>
          </Center>
        )}
        {pages.isFetching && !pages.isPending && !pages.isFetchingNextPage && (
          <Center mt="sm">
            <Loader size="xs" role="status" aria-label="Updating" />
          </Center>
        )}
      </section>
      <ReportedSpeeches />
    </Container>
  );
}
