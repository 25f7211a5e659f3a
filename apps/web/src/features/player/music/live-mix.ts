import { bedLoopBuffer } from './bed-loop.ts';
import type { ComposedBed } from './composer.ts';
import type { MixGraph } from './mix-graph.ts';
import { buildMixGraph, MIX } from './mix-graph.ts';

/**
 * The player's mix as it is heard: the <audio> element's voice routed through the page's
 * AudioContext into the mix graph, with the bed looping under it. An element can be routed only
 * once, so this is done the first time a bed is chosen, never for 'None' alone: the voice of a
 * player without music stays on the plain element, which the lock screen plays best.
 */
export class LiveMix {
  private readonly context: AudioContext;
  private readonly graph: MixGraph;
  private bed: ComposedBed | null = null;
  /** The bed's loop now playing, with its own gain for cross-fades. */
  private playing: { source: AudioBufferSourceNode; gain: GainNode } | null = null;
  private readonly loops = new Map<ComposedBed, Promise<AudioBuffer>>();

  constructor(private readonly audio: HTMLMediaElement) {
    this.context = new AudioContext();
    this.graph = buildMixGraph(this.context, this.context.createMediaElementSource(audio));
    audio.addEventListener('play', this.onPlay);
    audio.addEventListener('pause', this.onPause);
    audio.addEventListener('ended', this.onEnded);
    // Chosen while the voice plays: its 'play' has passed, so the bed comes in now.
    if (!audio.paused) this.fadeTo(1, MIX.pauseFadeSeconds);
  }

  /** Changes the bed under the voice, the old one fading out as the new one fades in; null: none. */
  setBed(bed: ComposedBed | null): void {
    if (bed === this.bed) return;
    this.bed = bed;
    const now = this.context.currentTime;
    const end = now + MIX.pauseFadeSeconds;
    if (this.playing) {
      const { source, gain } = this.playing;
      gain.gain.setValueAtTime(gain.gain.value, now);
      gain.gain.linearRampToValueAtTime(0, end);
      source.stop(end);
      this.playing = null;
    }
    if (bed === null) return;
    // Chosen by a click: the context may start now.
    void this.context.resume();
    this.loopOf(bed)
      .then((buffer) => this.startLoop(bed, buffer))
      // A loop that could not be made leaves the voice alone, as None would.
      .catch(() => undefined);
  }

  private startLoop(bed: ComposedBed, buffer: AudioBuffer): void {
    // Another bed may have been chosen, or the player closed, while this one was being made.
    if (this.bed !== bed || this.playing || this.context.state === 'closed') return;
    const start = this.context.currentTime;
    const source = this.context.createBufferSource();
    source.buffer = buffer;
    source.loop = true;
    const gain = this.context.createGain();
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(1, start + MIX.pauseFadeSeconds);
    source.connect(gain).connect(this.graph.bedInput);
    source.start(start);
    this.playing = { source, gain };
  }

  /** Stops the bed and frees the context: the player is gone. */
  close(): void {
    this.audio.removeEventListener('play', this.onPlay);
    this.audio.removeEventListener('pause', this.onPause);
    this.audio.removeEventListener('ended', this.onEnded);
    mixes.delete(this.audio);
    void this.context.close();
  }

  private loopOf(bed: ComposedBed): Promise<AudioBuffer> {
    let buffer = this.loops.get(bed);
    if (!buffer) {
      buffer = bedLoopBuffer(this.context, bed);
      // A failed synthesis is tried again the next time the bed is chosen.
      buffer.catch(() => this.loops.delete(bed));
      this.loops.set(bed, buffer);
    }
    return buffer;
  }

  private fadeTo(target: number, seconds: number): void {
    const gain = this.graph.fader.gain;
    const now = this.context.currentTime;
    gain.cancelScheduledValues(now);
    gain.setValueAtTime(gain.value, now);
    gain.linearRampToValueAtTime(target, now + seconds);
  }

  private readonly onPlay = () => {
    void this.context.resume();
    // From the start: the same fade in as the download's; after a pause, a short return.
    const fromStart = this.audio.currentTime < MIX.fadeInSeconds / 2;
    this.fadeTo(1, fromStart ? MIX.fadeInSeconds : MIX.pauseFadeSeconds);
  };

  private readonly onPause = () => {
    if (this.audio.ended) return;
    this.fadeTo(0, MIX.pauseFadeSeconds);
  };

  private readonly onEnded = () => {
    this.fadeTo(0, MIX.fadeOutSeconds);
  };
}

const mixes = new WeakMap<HTMLMediaElement, LiveMix>();

/** The element's live mix, made (and the element routed through it) on first use. */
export function liveMixFor(audio: HTMLMediaElement): LiveMix {
  let mix = mixes.get(audio);
  if (!mix) {
    mix = new LiveMix(audio);
    mixes.set(audio, mix);
  }
  return mix;
}

/** The element's live mix if a bed was ever chosen for it. */
export function existingLiveMix(audio: HTMLMediaElement): LiveMix | undefined {
  return mixes.get(audio);
}
