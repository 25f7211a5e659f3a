import { speechHeading } from '@rally/domain';
import type { RouterOutputs } from '../../trpc.ts';

/** A saved speech with its text, as the client receives it when it is opened. */
export type Speech = RouterOutputs['speech']['byId'];
/** A speech as lists carry it: everything but the text. */
export type SpeechSummary = RouterOutputs['speech']['page']['speeches'][number];
/**
 * What `speech.generateStream` yields, as it arrives: the server's one declaration
 * (`GenerationEvent` in apps/api's services/speeches.ts) through the router's type, dates as text.
 * The text as it is written, then the saved speech with what saving it changed; or care instead.
 */
export type GenerationEvent =
  RouterOutputs['speech']['generateStream'] extends AsyncIterable<infer Event> ? Event : never;
/** What a finished generation brings: the speech, and the allowance and stats after it. */
export type SavedSpeech = Omit<Extract<GenerationEvent, { type: 'done' }>, 'type'>;

export function isFavourite(speech: Pick<Speech, 'isFavourite'>): boolean {
  return speech.isFavourite === 1;
}

/** '{Tone} Motivational Speech'. */
export function speechHeadingOf(speech: Pick<Speech, 'tone'>): string {
  return speechHeading(speech.tone);
}
