import {
  DescribeVoicesCommand,
  PollyClient,
  PollyServiceException,
  SynthesizeSpeechCommand,
} from '@aws-sdk/client-polly';
import { Readable } from 'node:stream';
import type { Voice as PollyVoice, VoiceId } from '@aws-sdk/client-polly';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { VOICE_CHUNK_MAX_CHARS, alternateProviderBadge } from '@rally/domain';
import type { AlternateProviderBadge, Voice, VoiceGender } from '@rally/domain';
import { VoiceError, collectBytes } from './types.ts';
import type { SynthesisOptions, VoiceProvider } from './types.ts';

export interface PollyVoiceOptions {
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Another endpoint than AWS's (a local mock in tests). */
  endpoint?: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;
/** A server that does not even accept the connection by then is not going to answer. */
const CONNECTION_TIMEOUT_MS = 5_000;
/** Polly's voices change rarely. */
const VOICE_LIST_TTL_MS = 6 * 60 * 60 * 1000;
/** A failed listing is asked again after this long, not at every request in between. */
const VOICE_LIST_RETRY_MS = 60_000;

/**
 * Characters one SynthesizeSpeech takes, per engine: 3000 billed characters (plain text, so every
 * character is billed) for each of them (Polly's quotas page and TextLengthExceededException).
 */
export const POLLY_MAX_CHARS_OF_ENGINE: Readonly<
  Record<'long-form' | 'generative' | 'neural', number>
> = {
  'long-form': 3000,
  generative: 3000,
  neural: 3000,
};

/** Each voice is spoken with the engine its badge names. */
const ENGINE_OF_BADGE: Record<AlternateProviderBadge, keyof typeof POLLY_MAX_CHARS_OF_ENGINE> = {
  'Long-form': 'long-form',
  Generative: 'generative',
  Neural: 'neural',
};

interface PollyVoiceEntry {
  voice: Voice;
  voiceId: VoiceId;
  engine: keyof typeof POLLY_MAX_CHARS_OF_ENGINE;
}

/** AWS Polly through the official SDK: English voices of the neural, long-form and generative engines. */
export function createPollyVoice(options: PollyVoiceOptions): VoiceProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = new PollyClient({
    region: options.region,
    endpoint: options.endpoint,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK's default handler speaks HTTP/2, which plain HTTP/1.1 servers (and proxies) refuse.
    requestHandler: new NodeHttpHandler({
      connectionTimeout: Math.min(CONNECTION_TIMEOUT_MS, timeoutMs),
      requestTimeout: timeoutMs,
      // Without it the handler only logs a warning when the deadline passes, and keeps waiting.
      throwOnRequestTimeout: true,
    }),
    maxAttempts: 2,
  });

  let listing: { entries: Promise<Map<string, PollyVoiceEntry>>; expiresAt: number } | undefined;
  const voiceEntries = (): Promise<Map<string, PollyVoiceEntry>> => {
    if (listing === undefined || Date.now() >= listing.expiresAt) {
      const current = {
        entries: describeVoices(client),
        expiresAt: Date.now() + VOICE_LIST_TTL_MS,
      };
      current.entries.catch(() => {
        current.expiresAt = Date.now() + VOICE_LIST_RETRY_MS;
      });
      listing = current;
    }
    return listing.entries;
  };

  /** The MP3 as Polly sends it: its AudioStream read as it arrives. */
  async function* stream(
    text: string,
    { voice, signal }: SynthesisOptions,
  ): AsyncGenerator<Uint8Array> {
    let sent = 0;
    try {
      const entry = (await voiceEntries()).get(voice);
      if (entry === undefined) throw new VoiceError('unknown_voice');
      if (text.length > POLLY_MAX_CHARS_OF_ENGINE[entry.engine]) {
        throw new VoiceError('rejected', {
          cause: new Error(`${text.length} characters is over the ${entry.engine} engine's limit`),
        });
      }
      const output = await client.send(
        new SynthesizeSpeechCommand({
          Engine: entry.engine,
          OutputFormat: 'mp3',
          Text: text,
          TextType: 'text',
          VoiceId: entry.voiceId,
        }),
        { abortSignal: signal },
      );
      if (output.AudioStream instanceof Readable) {
        for await (const piece of output.AudioStream) {
          const bytes = piece as Uint8Array;
          sent += bytes.length;
          yield bytes;
        }
      } else {
        const bytes = (await output.AudioStream?.transformToByteArray()) ?? new Uint8Array();
        sent += bytes.length;
        if (bytes.length > 0) yield bytes;
      }
    } catch (error) {
      throw voiceError(error, signal);
    }
    if (sent === 0) throw new VoiceError('empty');
  }

  return {
    name: 'polly',
    maxChunkChars: VOICE_CHUNK_MAX_CHARS.polly,
    async listVoices() {
      try {
        return [...(await voiceEntries()).values()].map((entry) => entry.voice);
      } catch (error) {
        throw voiceError(error, undefined);
      }
    },
    synthesize: (text, options) => collectBytes(stream(text, options)),
    stream,
    close: async () => client.destroy(),
  };
}

/** Every English voice that its badge's engine can speak, keyed by lower-case id ('joanna'). */
async function describeVoices(client: PollyClient): Promise<Map<string, PollyVoiceEntry>> {
  const entries = new Map<string, PollyVoiceEntry>();
  let nextToken: string | undefined;
  do {
    const page = await client.send(new DescribeVoicesCommand({ NextToken: nextToken }));
    for (const voice of page.Voices ?? []) {
      const entry = voiceEntry(voice);
      if (entry !== null && !entries.has(entry.voice.id)) entries.set(entry.voice.id, entry);
    }
    nextToken = page.NextToken;
  } while (nextToken);
  return entries;
}

function voiceEntry(voice: PollyVoice): PollyVoiceEntry | null {
  if (voice.Id === undefined || !voice.LanguageCode?.startsWith('en-')) return null;
  const badge = alternateProviderBadge(voice.Id);
  const engine = ENGINE_OF_BADGE[badge];
  if (!voice.SupportedEngines?.includes(engine)) return null;
  const gender: VoiceGender =
    voice.Gender === 'Female' ? 'female' : voice.Gender === 'Male' ? 'male' : 'other';
  return {
    voiceId: voice.Id,
    engine,
    voice: {
      id: voice.Id.toLowerCase(),
      name: voice.Name ?? voice.Id,
      description: voice.LanguageName ? `${badge}, ${voice.LanguageName}` : badge,
      provider: 'polly',
      gender,
    },
  };
}

/** Turns whatever the SDK threw into a VoiceError; the original stays as its cause. */
function voiceError(error: unknown, signal: AbortSignal | undefined): VoiceError {
  if (error instanceof VoiceError) return error;
  if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
    return new VoiceError('aborted', { cause: error });
  }
  if (error instanceof PollyServiceException) {
    const status = error.$metadata.httpStatusCode ?? 0;
    if (error.name === 'ThrottlingException' || status === 429) {
      return new VoiceError('rate_limited', { cause: error });
    }
    if (status === 401 || status === 403) return new VoiceError('misconfigured', { cause: error });
    if (error.$fault === 'client') return new VoiceError('rejected', { cause: error });
    return new VoiceError('upstream', { cause: error });
  }
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new VoiceError('timeout', { cause: error });
  }
  return new VoiceError('unreachable', { cause: error });
}
