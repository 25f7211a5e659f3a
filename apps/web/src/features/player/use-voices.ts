import { FALLBACK_VOICES } from '@rally/domain';
import type { Voice } from '@rally/domain';
import { trpc } from '../../trpc.ts';

export interface VoiceList {
  voices: readonly Voice[];
  /** The alternate provider is configured and answering. */
  pollyAvailable: boolean;
}

/** When the list cannot be loaded: the five built-in voices, and no alternate provider. */
export const FALLBACK_VOICE_LIST: VoiceList = { voices: FALLBACK_VOICES, pollyAvailable: false };

/** `voice.list`; while it loads `list` is null, and a failure gives the fallback voices. */
export function useVoices(): { list: VoiceList | null } {
  const query = trpc.voice.list.useQuery();
  if (query.isError) return { list: FALLBACK_VOICE_LIST };
  return { list: query.data ?? null };
}
