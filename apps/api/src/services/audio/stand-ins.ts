import { MESSAGES } from '@rally/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { VoiceError } from '../../providers/voice/types.ts';
import { AppError } from '../errors.ts';
import { statusOf } from '../provider-status.ts';
import { standInVoices } from '../voices.ts';
import type { VoiceChoice } from '../voices.ts';
import type { AudioAnswer } from './answers.ts';

/** What to do with each voice in turn. */
export interface VoiceAttempt {
  /** Its stored audio, or a new recording; a VoiceError when its provider fails before any audio. */
  speak(choice: VoiceChoice): Promise<AudioAnswer>;
  /** Its stored audio only, for a provider passed over (gone or standing down); null when none. */
  stored(choice: VoiceChoice): Promise<AudioAnswer | null>;
}

/**
 * The answer of `choice`, or of its stand-ins in turn when its provider fails before any audio is
 * sent (or its model is gone, or it keeps failing): the alternate provider if configured, then the
 * built-in voice. When none can speak, the spec's message, as a 503.
 */
export async function firstVoiceThatSpeaks(
  deps: AppDeps,
  choice: VoiceChoice,
  attempt: VoiceAttempt,
  log: FastifyBaseLogger,
): Promise<AudioAnswer> {
  const candidates = [choice, ...(await standInVoices(deps, choice, log))];
  let failure: VoiceError | undefined;
  for (const [index, candidate] of candidates.entries()) {
    const status = statusOf(deps, candidate.provider);
    const last = index === candidates.length - 1;
    // A provider that is gone or standing down is passed over, unless nothing is left after it.
    if (!last && !status.usable(deps.now())) {
      const stored = await attempt.stored(candidate);
      if (stored) return stored;
      continue;
    }
    try {
      const answer = await attempt.speak(candidate);
      status.succeeded();
      if (candidate !== choice) {
        log.warn(
          {
            asked: { provider: choice.provider.name, voice: choice.voice.id },
            speaks: { provider: candidate.provider.name, voice: candidate.voice.id },
          },
          'a stand-in voice speaks',
        );
      }
      return answer;
    } catch (error) {
      if (!(error instanceof VoiceError)) throw error;
      // The client has gone: there is no one to answer, and no reason to try another provider.
      if (error.kind === 'aborted') throw audioFailed(error);
      noteVoiceFailure(deps, candidate, error, log);
      failure = error;
    }
  }
  throw audioFailed(failure);
}

/** Failures that say something about the provider (not about this text or voice) count against it. */
function noteVoiceFailure(
  deps: AppDeps,
  choice: VoiceChoice,
  error: VoiceError,
  log: FastifyBaseLogger,
): void {
  const provider = choice.provider.name;
  const status = statusOf(deps, choice.provider);
  if (error.kind === 'model_gone') {
    status.gone(error.message, deps.now());
    log.error({ err: error, provider }, 'voice model is gone: its stand-ins speak from now on');
    return;
  }
  log.warn({ err: error, provider, voice: choice.voice.id }, 'voice provider failed');
  if (error.kind === 'unknown_voice' || error.kind === 'rejected') return;
  if (status.failed(error.kind, deps.now())) {
    log.error({ provider }, 'voice provider keeps failing: its stand-ins speak for a while');
  }
}

/** The spec's message when no voice can speak, as a 503. */
export function audioFailed(cause: unknown): AppError {
  return new AppError('SERVICE_UNAVAILABLE', MESSAGES.audioFailed.message, undefined, { cause });
}
