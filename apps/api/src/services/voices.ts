import { MESSAGES, audioVoiceId, voiceBadge } from '@rally/domain';
import type { AlternateProviderBadge, Voice, VoiceGender } from '@rally/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.ts';
import type { VoiceProvider } from '../providers/voice/types.ts';
import { AppError } from './errors.ts';

/** A voice as `GET /api/voices` lists it: the spec's fields plus the badge the picker shows. */
export interface ListedVoice extends Voice {
  badge: AlternateProviderBadge | null;
}

export interface VoiceList {
  voices: ListedVoice[];
  /** The alternate provider (Polly) is configured and answering. */
  pollyAvailable: boolean;
}

/** A voice and the provider that speaks it. */
export interface VoiceChoice {
  provider: VoiceProvider;
  voice: Voice;
}

/** When a voice's provider fails, the other provider speaks with one of these, by gender, if it has it. */
const PREFERRED_STAND_INS: Record<VoiceGender, readonly string[]> = {
  female: ['joanna', 'ruth', 'danielle', 'nova'],
  male: ['matthew', 'gregory', 'stephen', 'echo'],
  other: ['ruth', 'joanna', 'alloy'],
};

/** The primary provider's voices, then Polly's when it is configured and answers. */
export async function listVoices(deps: AppDeps, log: FastifyBaseLogger): Promise<VoiceList> {
  const { primary, alternate } = deps.providers.voices;
  const primaryVoices = await primary.listVoices();
  const alternateVoices = alternate ? await voicesOrNothing(alternate, log) : null;
  const taken = new Set(primaryVoices.map((voice) => voice.id));
  const voices = [
    ...primaryVoices,
    ...(alternateVoices ?? []).filter((voice) => !taken.has(voice.id)),
  ];
  return {
    voices: voices.map((voice) => ({ ...voice, badge: voiceBadge(voice) })),
    pollyAvailable: alternateVoices !== null && alternateVoices.length > 0,
  };
}

/** The voice an audio request names ('nova-hd' is nova); an id no provider has is a 400. */
export async function chooseVoice(
  deps: AppDeps,
  requested: string,
  log: FastifyBaseLogger,
): Promise<VoiceChoice> {
  const id = audioVoiceId(requested).toLowerCase();
  const isRequested = (voice: Voice) => voice.id === id;
  const { primary, alternate } = deps.providers.voices;
  const primaryVoice = (await primary.listVoices()).find(isRequested);
  if (primaryVoice) return { provider: primary, voice: primaryVoice };
  if (alternate) {
    const alternateVoices = await voicesOrNothing(alternate, log);
    // Polly cannot say which voices it has right now: the voice may well be one of them.
    if (alternateVoices === null) {
      throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.audioFailed.message);
    }
    const alternateVoice = alternateVoices.find(isRequested);
    if (alternateVoice) return { provider: alternate, voice: alternateVoice };
  }
  throw new AppError('BAD_REQUEST', `Unknown voice '${id}'. Choose one of the listed voices.`);
}

/** A voice of the other provider to try when `choice`'s provider fails, or null when there is none. */
export async function standInVoice(
  deps: AppDeps,
  choice: VoiceChoice,
  log: FastifyBaseLogger,
): Promise<VoiceChoice | null> {
  const { primary, alternate } = deps.providers.voices;
  if (alternate === null) return null;
  const other = choice.provider === primary ? alternate : primary;
  const voices = await voicesOrNothing(other, log);
  if (voices === null || voices.length === 0) return null;
  const sameGender = voices.filter((voice) => voice.gender === choice.voice.gender);
  const voice =
    PREFERRED_STAND_INS[choice.voice.gender]
      .map((id) => sameGender.find((candidate) => candidate.id === id))
      .find((candidate) => candidate !== undefined) ??
    sameGender[0] ??
    voices[0];
  return voice ? { provider: other, voice } : null;
}

/** A provider's voices, or null (logged) when it cannot list them right now. */
async function voicesOrNothing(
  provider: VoiceProvider,
  log: FastifyBaseLogger,
): Promise<Voice[] | null> {
  try {
    return await provider.listVoices();
  } catch (error) {
    log.warn({ err: error, provider: provider.name }, 'voice provider could not list its voices');
    return null;
  }
}
