import { FALLBACK_VOICES, VOICE_GENDERS, VOICE_PROVIDERS, httpErrorMessage } from '@rally/domain';
import type { Voice } from '@rally/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../native/api-fetch.ts';

export interface VoiceList {
  voices: readonly Voice[];
  /** The alternate provider is configured and answering. */
  pollyAvailable: boolean;
}

const VOICES_PATH = '/api/voices';

/** When the list cannot be loaded: the five built-in voices, and no alternate provider. */
export const FALLBACK_VOICE_LIST: VoiceList = { voices: FALLBACK_VOICES, pollyAvailable: false };

/** `GET /api/voices`; while it loads `voices` is null, and a failure gives the fallback voices. */
export function useVoices(): { list: VoiceList | null } {
  const query = useQuery({ queryKey: [VOICES_PATH], queryFn: fetchVoiceList });
  if (query.isError) return { list: FALLBACK_VOICE_LIST };
  return { list: query.data ?? null };
}

async function fetchVoiceList(): Promise<VoiceList> {
  const response = await apiFetch(VOICES_PATH);
  if (!response.ok) {
    throw new Error(httpErrorMessage(response.status, await response.text(), response.statusText));
  }
  const list = parseVoiceList(await response.json());
  if (list === null) throw new Error('The voice list was not understood');
  return list;
}

/** The answer's voices that have every field the picker needs; null when none do. */
export function parseVoiceList(body: unknown): VoiceList | null {
  if (!isRecord(body) || !Array.isArray(body.voices)) return null;
  const voices = body.voices.flatMap((item: unknown): Voice[] => {
    const voice = voiceOf(item);
    return voice ? [voice] : [];
  });
  return voices.length > 0 ? { voices, pollyAvailable: body.pollyAvailable === true } : null;
}

function voiceOf(item: unknown): Voice | null {
  if (!isRecord(item)) return null;
  const { id, name, description, provider, gender } = item;
  if (typeof id !== 'string' || typeof name !== 'string') return null;
  const knownProvider = VOICE_PROVIDERS.find((value) => value === provider);
  const knownGender = VOICE_GENDERS.find((value) => value === gender);
  if (knownProvider === undefined) return null;
  return {
    id,
    name,
    description: typeof description === 'string' ? description : '',
    provider: knownProvider,
    // The spec shows any gender but female and male as Neutral.
    gender: knownGender ?? 'other',
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
