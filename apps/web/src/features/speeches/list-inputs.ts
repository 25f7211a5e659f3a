import { RECENT_SPEECHES_SHOWN, SPEECH_PAGE_SIZE } from '@rally/domain';

/**
 * The dashboard's speech lists, as `speech.page` inputs. The server answers these same inputs
 * with the first screen (first-screen-queries.ts), so the cards find them in the cache.
 */
export const RECENT_SPEECHES_INPUT = { limit: RECENT_SPEECHES_SHOWN };
/** The newest favourites; the rest are on History's favourites filter. */
export const FAVOURITE_SPEECHES_INPUT = { favourite: true, limit: SPEECH_PAGE_SIZE };
