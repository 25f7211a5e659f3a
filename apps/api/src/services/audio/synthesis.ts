import type { Speech } from '@rally/db';
import pLimit from 'p-limit';
import type { AppDeps } from '../../deps.ts';
import { memorySlot } from '../../server-memory.ts';
import { Mp3FrameReader } from '../../providers/voice/mp3.ts';
import { VoiceError } from '../../providers/voice/types.ts';
import type { VoiceProvider } from '../../providers/voice/types.ts';
import type { VoiceChoice } from '../voices.ts';
import { ChunkAudio } from './chunk-audio.ts';
import { FairQueue } from './fair-queue.ts';

/** Chunks synthesised at once for one speech: enough to stay ahead of playback, few enough to be polite. */
export const SYNTHESIS_CONCURRENCY = 3;
/** Syntheses a voice service runs at once for this server, unless its adapter says how many it can. */
const SYNTHESES_AT_ONCE = 12;

const SYNTHESIS_QUEUES = memorySlot(() => new WeakMap<VoiceProvider, FairQueue>());

/**
 * The queue in which `provider`'s syntheses take turns between users: one per voice provider and
 * server (deps.memory), its capacity shared by all the recordings it makes.
 */
export function synthesisQueueOf(deps: AppDeps, provider: VoiceProvider): FairQueue {
  const queues = deps.memory.get(SYNTHESIS_QUEUES);
  let queue = queues.get(provider);
  if (queue === undefined) {
    queue = new FairQueue(provider.concurrency ?? SYNTHESES_AT_ONCE);
    queues.set(provider, queue);
  }
  return queue;
}

/**
 * Starts every chunk's synthesis, a few at a time and in the provider's fair queue, stopping them all
 * at the first failure; each chunk's frames are kept as they arrive, in the chunks' order. A chunk
 * stopped because another failed reports that failure, not the 'aborted' it saw.
 */
export function synthesizeChunks(
  deps: AppDeps,
  { speech, choice }: { speech: Speech; choice: VoiceChoice },
  texts: string[],
  stop: AbortController,
): ChunkAudio[] {
  const queue = synthesisQueueOf(deps, choice.provider);
  const atOnce = pLimit(SYNTHESIS_CONCURRENCY);
  const { signal } = stop;
  const options = {
    voice: choice.voice.id,
    tone: speech.tone,
    voiceStyle: speech.voiceStyle,
    signal,
  };
  const pieces = async function* (text: string): AsyncGenerator<Uint8Array> {
    if (choice.provider.stream) yield* choice.provider.stream(text, options);
    else yield await choice.provider.synthesize(text, options);
  };
  const synthesize = async (text: string, chunk: ChunkAudio): Promise<void> => {
    const reader = new Mp3FrameReader();
    for await (const piece of pieces(text)) chunk.add(reader.push(piece));
    chunk.add(reader.end());
    if (reader.durationMs === 0) throw new VoiceError('empty');
    chunk.finish(reader.durationMs);
  };
  return texts.map((text) => {
    const chunk = new ChunkAudio();
    void atOnce(async () => {
      try {
        await queue.run(speech.userId, () => synthesize(text, chunk), signal);
      } catch (error) {
        if (!signal.aborted) stop.abort(error);
        chunk.fail(signal.reason instanceof Error ? signal.reason : error);
      }
    });
    return chunk;
  });
}
