import { MESSAGES, audioVoiceId, standInFor, voiceBadge } from '@rally/domain';
import type { AlternateProviderBadge, Voice } from '@rally/domain';
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

/**
 * The voices to try, in turn, when `choice`'s provider fails: one of the other provider (Polly for
 * OpenAI, OpenAI for Polly) when the alternate is configured, then the built-in voice. Each is the
 * same voice when that provider has it, else one of the same gender.
 */
export async function standInVoices(
  deps: AppDeps,
  choice: VoiceChoice,
  log: FastifyBaseLogger,
): Promise<VoiceChoice[]> {
  const { primary, alternate, builtIn } = deps.providers.voices;
  const others: VoiceProvider[] = [];
  if (alternate !== null) others.push(choice.provider === primary ? alternate : primary);
  if (builtIn !== undefined) others.push(builtIn);
  const standIns: VoiceChoice[] = [];
  for (const provider of new Set(others)) {
    if (provider === choice.provider) continue;
    const voices = await voicesOrNothing(provider, log);
    const voice = voices === null ? undefined : likeVoice(voices, choice.voice);
    if (voice) standIns.push({ provider, voice });
  }
  return standIns;
}

/** `wanted` itself when `voices` has it, else the domain's stand-in for it. */
function likeVoice(voices: Voice[], wanted: Voice): Voice | undefined {
  return voices.find((voice) => voice.id === wanted.id) ?? standInFor(wanted, voices);
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
