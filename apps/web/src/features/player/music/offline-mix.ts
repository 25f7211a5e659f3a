import { bedLoopBuffer } from './bed-loop.ts';
import type { ComposedBed } from './composer.ts';
import { buildMixGraph, fadePlan, mixSeconds } from './mix-graph.ts';

/** The download's rate: the MP3 encoder's usual one. */
export const MIX_SAMPLE_RATE = 44_100;

/**
 * The voice (an MP3's bytes) mixed over `bed` as the player plays it, rendered faster than real
 * time with the player's own graph: mono, at MIX_SAMPLE_RATE, the voice's length plus the fade out.
 */
export async function renderMix(voiceMp3: ArrayBuffer, bed: ComposedBed): Promise<AudioBuffer> {
  const decoder = new OfflineAudioContext(1, 1, MIX_SAMPLE_RATE);
  const voice = await decoder.decodeAudioData(voiceMp3);
  const context = new OfflineAudioContext(
    1,
    Math.ceil(mixSeconds(voice.duration) * MIX_SAMPLE_RATE),
    MIX_SAMPLE_RATE,
  );
  const voiceSource = context.createBufferSource();
  voiceSource.buffer = voice;
  const { bedInput, fader } = buildMixGraph(context, voiceSource);
  const bedSource = context.createBufferSource();
  bedSource.buffer = await bedLoopBuffer(context, bed);
  bedSource.loop = true;
  bedSource.connect(bedInput);
  for (const { time, gain } of fadePlan(voice.duration)) {
    if (time === 0) fader.gain.setValueAtTime(gain, 0);
    else fader.gain.linearRampToValueAtTime(gain, time);
  }
  voiceSource.start(0);
  bedSource.start(0);
  return context.startRendering();
}
