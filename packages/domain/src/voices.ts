import type { SpeechLength, Tone, VoiceStyle } from './speech.ts';

export const VOICE_GENDERS = ['female', 'male', 'other'] as const;
export type VoiceGender = (typeof VOICE_GENDERS)[number];

/** openai is the first provider, polly the alternate one, local the built-in voice. */
export const VOICE_PROVIDERS = ['openai', 'polly', 'local'] as const;
export type VoiceProvider = (typeof VOICE_PROVIDERS)[number];
export const ALTERNATE_VOICE_PROVIDER: VoiceProvider = 'polly';

export interface Voice {
  id: string;
  name: string;
  description: string;
  provider: VoiceProvider;
  gender: VoiceGender;
}

/** The picker's groups, in the order shown; 'other' is shown as Neutral. */
export const VOICE_GROUPS = [
  { gender: 'female', label: 'Female' },
  { gender: 'other', label: 'Neutral' },
  { gender: 'male', label: 'Male' },
] as const satisfies readonly { gender: VoiceGender; label: string }[];
export type VoiceGroupLabel = (typeof VOICE_GROUPS)[number]['label'];

export interface VoiceGroup {
  label: VoiceGroupLabel;
  voices: Voice[];
}

/** Voices in picker order, keeping each group's order as given; groups with no voice are left out. */
export function groupVoices(voices: readonly Voice[]): VoiceGroup[] {
  return VOICE_GROUPS.map(({ gender, label }) => ({
    label,
    voices: voices.filter((voice) => voice.gender === gender),
  })).filter((group) => group.voices.length > 0);
}

export type AlternateProviderBadge = 'Long-form' | 'Generative' | 'Neural';

export const LONG_FORM_VOICES = ['danielle', 'gregory', 'ruth'] as const;
export const GENERATIVE_VOICES = ['joanna', 'matthew', 'amy', 'stephen'] as const;

/** The badge of an alternate-provider voice; Polly spells ids with a capital ('Danielle'). */
export function alternateProviderBadge(voiceId: string): AlternateProviderBadge {
  const id = voiceId.toLowerCase();
  if ((LONG_FORM_VOICES as readonly string[]).includes(id)) return 'Long-form';
  if ((GENERATIVE_VOICES as readonly string[]).includes(id)) return 'Generative';
  return 'Neural';
}

/** Only voices of the alternate provider carry a badge. */
export function voiceBadge(voice: Pick<Voice, 'id' | 'provider'>): AlternateProviderBadge | null {
  return voice.provider === ALTERNATE_VOICE_PROVIDER ? alternateProviderBadge(voice.id) : null;
}

/** Shown when the voice list cannot be loaded. */
export const FALLBACK_VOICES: readonly Voice[] = [
  {
    id: 'nova',
    name: 'Nova',
    description: 'Warm and friendly',
    provider: 'openai',
    gender: 'female',
  },
  {
    id: 'shimmer',
    name: 'Shimmer',
    description: 'Soft and gentle',
    provider: 'openai',
    gender: 'female',
  },
  { id: 'alloy', name: 'Alloy', description: 'Balanced tone', provider: 'openai', gender: 'other' },
  { id: 'echo', name: 'Echo', description: 'Authoritative', provider: 'openai', gender: 'male' },
  {
    id: 'onyx',
    name: 'Onyx',
    description: 'Deep and powerful',
    provider: 'openai',
    gender: 'male',
  },
];

/** Used when an audio request names no voice. */
export const DEFAULT_VOICE = 'alloy';
export const PICKER_START_VOICE = 'nova';

export const DEBUG_VOICES = ['alloy', 'echo', 'nova', 'danielle', 'joanna'] as const;
export const DEBUG_TEST_GAP_MS = 2000;

/** The speech the audio debug tool creates; the spec fixes tone, style and length, the context is ours. */
export const DEBUG_SPEECH: {
  context: string;
  tone: Tone;
  voiceStyle: VoiceStyle;
  duration: SpeechLength;
} = {
  context: 'Testing every AI voice in the audio debug tool',
  tone: 'encouraging',
  voiceStyle: 'warm',
  duration: 'short',
};

/**
 * The debug speech's text: fixed, never written by the writer, so that the diagnostic costs no
 * speech of the allowance and gives nothing a user would want instead of a speech.
 */
export const DEBUG_SPEECH_TEXT =
  'This is a test of your voice. If you can hear these words clearly, this voice works on your device.';

/** Voice ids are sent cut at the first hyphen ('nova-hd' → 'nova'). */
export function audioVoiceId(voiceId: string): string {
  return beforeFirstHyphen(voiceId);
}

/** The audio call takes the speech id from the part before the first hyphen ('42-nova' → '42'). */
export function audioSpeechId(id: string | number): string {
  return beforeFirstHyphen(String(id));
}

function beforeFirstHyphen(value: string): string {
  const hyphen = value.indexOf('-');
  return hyphen === -1 ? value : value.slice(0, hyphen);
}

const PROVIDER_NAMES: Record<VoiceProvider, string> = {
  openai: 'OpenAI',
  polly: 'Amazon Polly',
  local: 'the built-in voice',
};

/**
 * What the player says when the audio is spoken by another voice than the one chosen (a stand-in,
 * because the chosen voice's provider is unavailable), or null when it is the chosen voice.
 */
export function standInNotice(
  chosen: Pick<Voice, 'id' | 'provider'>,
  speaker: { provider: VoiceProvider; voice: string },
  speakerName: string = speaker.voice,
): string | null {
  if (speaker.voice === chosen.id && speaker.provider === chosen.provider) return null;
  return `Read by ${speakerName} (${PROVIDER_NAMES[speaker.provider]}) standing in: the voice you chose is not available right now.`;
}

/** When a voice's provider fails, the other provider speaks with one of these, by gender, if it has it. */
export const PREFERRED_STAND_INS: Record<VoiceGender, readonly string[]> = {
  female: ['joanna', 'ruth', 'danielle', 'nova'],
  male: ['matthew', 'gregory', 'stephen', 'echo'],
  other: ['ruth', 'joanna', 'alloy'],
};

/**
 * The voice of the other provider's `voices` to speak in place of `voice`: the first preferred one of
 * the same gender it has, else any of the same gender, else its first; undefined when it has none.
 */
export function standInFor<Candidate extends Pick<Voice, 'id' | 'gender'>>(
  voice: Pick<Voice, 'gender'>,
  voices: readonly Candidate[],
): Candidate | undefined {
  const sameGender = voices.filter((candidate) => candidate.gender === voice.gender);
  const preferred = PREFERRED_STAND_INS[voice.gender]
    .map((id) => sameGender.find((candidate) => candidate.id === id))
    .find((candidate) => candidate !== undefined);
  return preferred ?? sameGender[0] ?? voices[0];
}

/**
 * The headers of the audio call's answer: who spoke it (a stand-in when the chosen voice's provider
 * failed) and, for a stored recording, its URL. The native app reads them across origins (CORS).
 */
export const AUDIO_ANSWER_HEADERS = {
  storedUrl: 'x-audio-url',
  voiceProvider: 'x-voice-provider',
  voice: 'x-voice',
} as const;

/**
 * The `Prefer` (RFC 7240) with which the player asks the audio call for a stored recording's URL
 * (a 204) instead of its bytes; a new recording streams all the same.
 */
export const PREFER_STORED_URL = 'return=minimal';
