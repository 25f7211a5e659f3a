import { calendarDay } from '@rally/domain';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { PROGRESS_CHART_DAYS } from '../progress/chart-data.ts';
import { trpc } from '../../trpc.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { RECENT_SPEECHES_INPUT } from './list-inputs.ts';
import type { SavedSpeech, SpeechSummary } from './speech.ts';

type SpeechPage = RouterOutputs['speech']['page'];
type CachedPages = SpeechPage | InfiniteData<SpeechPage, unknown>;
type TrpcUtils = ReturnType<typeof trpc.useUtils>;

/** Every cached page of every speech list: the dashboard's cards (pages) and History (infinite). */
const SPEECH_PAGES = getQueryKey(trpc.speech.page);

function isInfinite(data: CachedPages): data is InfiniteData<SpeechPage, unknown> {
  return 'pages' in data;
}

/** Runs `edit` over the rows of every cached speech list. */
function editCachedLists(
  queryClient: QueryClient,
  edit: (speeches: SpeechSummary[]) => SpeechSummary[],
): void {
  queryClient.setQueriesData<CachedPages>({ queryKey: SPEECH_PAGES }, (data) => {
    if (!data) return data;
    if (!isInfinite(data)) return { ...data, speeches: edit(data.speeches) };
    return {
      ...data,
      pages: data.pages.map((page) => ({ ...page, speeches: edit(page.speeches) })),
    };
  });
}

/** A renamed or (un)favourited speech, shown at once in every list that holds it. */
export function showChangedSpeech(queryClient: QueryClient, changed: SpeechSummary): void {
  editCachedLists(queryClient, (speeches) =>
    speeches.map((speech) => (speech.id === changed.id ? { ...speech, ...changed } : speech)),
  );
}

/** A speech taken out of every list (deleted, or waiting out its undo). */
export function hideSpeech(queryClient: QueryClient, speechId: number): void {
  editCachedLists(queryClient, (speeches) => speeches.filter((speech) => speech.id !== speechId));
}

/** The lists are asked again when next shown; the ones showing now, at once. */
export function refreshSpeechLists(utils: TrpcUtils): Promise<void> {
  return utils.speech.page.invalidate();
}

/**
 * A generated speech put into the caches from the generation's last event: no list, usage or
 * stats are asked again. The recent list gains it on top; other lists (filtered, History) are
 * marked stale and asked again when next shown. Insights are asked again: the server derives them.
 */
export function addGeneratedSpeech(utils: TrpcUtils, { speech, usage, stats }: SavedSpeech): void {
  const recentListInput = RECENT_SPEECHES_INPUT;
  const { content: _text, ...summary } = speech;
  utils.speech.byId.setData({ id: speech.id }, speech);
  void utils.speech.page.invalidate(undefined, { refetchType: 'none' });
  utils.speech.page.setData(recentListInput, (page) =>
    page
      ? {
          ...page,
          speeches: [summary, ...page.speeches.filter((row) => row.id !== speech.id)].slice(
            0,
            recentListInput.limit,
          ),
        }
      : page,
  );
  const day = calendarDay(new Date(speech.createdAt));
  utils.speech.activity.setData({ days: PROGRESS_CHART_DAYS }, (days) => {
    if (!days) return days;
    const counted = days.some((entry) => entry.day === day);
    return counted
      ? days.map((entry) =>
          entry.day === day ? { ...entry, speeches: entry.speeches + 1 } : entry,
        )
      : [...days, { day, speeches: 1 }];
  });
  utils.auth.user.setData(undefined, (user) => (user ? { ...user, ...usage } : user));
  utils.user.profile.setData(undefined, (profile) =>
    profile ? { ...profile, ...usage, stats } : profile,
  );
  utils.user.stats.setData(undefined, stats);
  void utils.personalisation.insights.invalidate();
}
