import { RECENT_SPEECHES_SHOWN, SPEECH_PAGE_SIZE } from '@rally/domain';

/**
 * The dashboard's speech lists, as `speech.page` inputs: the cards ask with these (and declare them
 * for the first screen), and a generated speech is put into the recent list's cache under it.
 */
export const RECENT_SPEECHES_INPUT = { limit: RECENT_SPEECHES_SHOWN };
/** The dashboard's newest favourites; the rest are on History's favourites filter. */
export const FAVOURITE_SPEECHES_INPUT = { favourite: true, limit: SPEECH_PAGE_SIZE };
