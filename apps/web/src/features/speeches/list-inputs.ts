/**
 * The dashboard's speech lists, as `speech.page` inputs. The server answers these same inputs
 * with the first screen (FIRST_SCREEN_QUERIES in the domain's first-screen contract), so the cards
 * find them in the cache.
 */
export { FAVOURITE_SPEECHES_INPUT, RECENT_SPEECHES_INPUT } from '@rally/domain';
