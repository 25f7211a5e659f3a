/**
 * The mix of a talk's voice over a music bed, built the same way into the page's AudioContext (what
 * is heard) and into an OfflineAudioContext (the download): one graph, so the download is the mix
 * that was heard (docs/decisions/music-bed.md).
 *
 *   voice ─────────────────────────────────────────────▶ out
 *     └▶ |x| ─▶ low-pass (the voice's level) ─▶ duck curve ─┐
 *   bed loop ─▶ bed level ─▶ ducker (gain 1 + curve) ◀──────┘ ─▶ fader ─▶ out
 *
 * The ducking follows the voice's level on the audio thread, sample by sample, with no timer: it
 * keeps working in a hidden page, whatever the speed or a seek did, and identically offline.
 */

export const MIX = {
  /** The bed's level against the voice's full scale, before ducking (calm: 0.016 RMS in a pause). */
  bedLevel: 0.45,
  /** How much of the bed's level the voice takes away while it speaks (0.65: −9 dB). */
  duckDepth: 0.65,
  /** The voice's smoothed level (mean |x|) at which the bed starts to duck, and is fully ducked. */
  duckFrom: 0.004,
  duckFull: 0.03,
  /** Hertz: how fast the followed level moves; ~0.2 s to duck, ~0.4 s to swell back in a pause. */
  levelFollowHertz: 2.5,
  /** Seconds of the bed's fade in at the start, and of its fade out after the voice ends. */
  fadeInSeconds: 2,
  fadeOutSeconds: 3,
  /** Seconds the bed takes to fall silent on a pause, and to return on resume. */
  pauseFadeSeconds: 0.4,
} as const;

/** Points of a WaveShaper curve; its input runs from −1 to 1. */
const CURVE_POINTS = 2049;

/** The bed's gain for a smoothed voice level: 1 in silence, 1 − depth while the voice speaks. */
export function duckedGain(level: number): number {
  const amount = Math.min(1, Math.max(0, (level - MIX.duckFrom) / (MIX.duckFull - MIX.duckFrom)));
  // Smoothstep: the gain leaves 1 and reaches its floor without a corner.
  const eased = amount * amount * (3 - 2 * amount);
  return 1 - MIX.duckDepth * eased;
}

/** The duck curve: what is added to the ducker's gain of 1 for each level in [−1, 1]. */
export function duckCurve(): Float32Array<ArrayBuffer> {
  const curve = new Float32Array(CURVE_POINTS);
  for (let i = 0; i < CURVE_POINTS; i += 1) {
    const level = Math.abs((i / (CURVE_POINTS - 1)) * 2 - 1);
    curve[i] = duckedGain(level) - 1;
  }
  return curve;
}

/** |x|: a full-wave rectifier as a WaveShaper curve. */
export function rectifierCurve(): Float32Array<ArrayBuffer> {
  const curve = new Float32Array(CURVE_POINTS);
  for (let i = 0; i < CURVE_POINTS; i += 1) curve[i] = Math.abs((i / (CURVE_POINTS - 1)) * 2 - 1);
  return curve;
}

/** A ramp point of the fader's gain. */
export interface GainPoint {
  /** Seconds from the voice's start. */
  time: number;
  gain: number;
}

/** The fader from the voice's start to the mix's end: fade in, hold, fade out after the voice. */
export function fadePlan(voiceSeconds: number): GainPoint[] {
  const fadeIn = Math.min(MIX.fadeInSeconds, voiceSeconds);
  return [
    { time: 0, gain: 0 },
    { time: fadeIn, gain: 1 },
    { time: voiceSeconds, gain: 1 },
    { time: voiceSeconds + MIX.fadeOutSeconds, gain: 0 },
  ];
}

/** Seconds the mix lasts: the voice, then the bed's fade out. */
export function mixSeconds(voiceSeconds: number): number {
  return voiceSeconds + MIX.fadeOutSeconds;
}

export interface MixGraph {
  /** Where the bed's loop source connects. */
  bedInput: GainNode;
  /** Ramp this for fades; starts silent. */
  fader: GainNode;
}

/** Connects `voice` to the output, and a bed path ducked by the voice's level. */
export function buildMixGraph(context: BaseAudioContext, voice: AudioNode): MixGraph {
  voice.connect(context.destination);

  const rectifier = context.createWaveShaper();
  rectifier.curve = rectifierCurve();
  const follower = context.createBiquadFilter();
  follower.type = 'lowpass';
  follower.frequency.value = MIX.levelFollowHertz;
  // Q is in dB for a low-pass: below −3 dB it is over-damped, so the level never overshoots.
  follower.Q.value = -6;
  const duck = context.createWaveShaper();
  duck.curve = duckCurve();
  const ducker = context.createGain();
  ducker.gain.value = 1;
  voice.connect(rectifier).connect(follower).connect(duck).connect(ducker.gain);

  const bedInput = context.createGain();
  bedInput.gain.value = MIX.bedLevel;
  const fader = context.createGain();
  fader.gain.value = 0;
  bedInput.connect(ducker).connect(fader).connect(context.destination);
  return { bedInput, fader };
}
