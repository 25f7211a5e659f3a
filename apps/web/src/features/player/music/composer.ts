import type { MusicBed } from '@rally/domain';

/**
 * The music beds, composed in code (issue 38): each mood is a few bars of chords, bass, arpeggio and
 * drums written as note events, synthesised here into one loop of samples. Nothing is sampled, so
 * no recording of unclear licence ships. The loop is rendered in whole bars and the sound that rings
 * past its end is folded back onto its start, so that playing it again and again is exactly what a
 * continuous performance of the same bars would be: no seam (docs/decisions/music-bed.md).
 */

export type Instrument = 'pad' | 'bass' | 'pluck' | 'kick' | 'hat';

export interface NoteEvent {
  instrument: Instrument;
  /** Seconds from the loop's start; always inside the loop. */
  start: number;
  /** Seconds the note is held; its release rings on after. */
  length: number;
  /** Hertz; unused by the hat. */
  frequency: number;
  /** Peak amplitude. */
  level: number;
}

export type ComposedBed = Exclude<MusicBed, 'none'>;

interface Score {
  beatsPerMinute: number;
  /** One chord per bar, as MIDI note numbers from the root up. */
  chords: readonly (readonly number[])[];
  /** Arpeggio notes per bar (0: none). */
  arpeggioPerBar: number;
  /** Whether the arpeggio climbs through the loop (rising) or stays in place. */
  arpeggioClimbs: boolean;
  /** Bass notes per bar (0: none). */
  bassPerBar: number;
  /** Beats of a bar that carry a kick. */
  kickBeats: readonly number[];
  /** Whether the off-beats carry a hat. */
  hats: boolean;
  padLevel: number;
}

const BEATS_PER_BAR = 4;

/** The moods: slow and open, building, and pushing. Four bars each. */
const SCORES: Readonly<Record<ComposedBed, Score>> = {
  // Cmaj7 Am7 Fmaj7 G6: long pads, a few soft notes on top.
  calm: {
    beatsPerMinute: 68,
    chords: [
      [48, 55, 59, 64],
      [45, 52, 55, 60],
      [41, 48, 52, 57],
      [43, 50, 52, 59],
    ],
    arpeggioPerBar: 2,
    arpeggioClimbs: false,
    bassPerBar: 0,
    kickBeats: [],
    hats: false,
    padLevel: 0.16,
  },
  // Am F C G: eighth-note arpeggio climbing bar by bar, a heartbeat kick.
  rising: {
    beatsPerMinute: 88,
    chords: [
      [45, 52, 57, 60],
      [41, 48, 53, 57],
      [48, 55, 60, 64],
      [43, 50, 55, 59],
    ],
    arpeggioPerBar: 8,
    arpeggioClimbs: true,
    bassPerBar: 2,
    kickBeats: [0, 2],
    hats: false,
    padLevel: 0.12,
  },
  // Em C G D: four on the floor, off-beat hats, eighth-note bass.
  driving: {
    beatsPerMinute: 118,
    chords: [
      [40, 47, 52, 55],
      [36, 43, 48, 52],
      [43, 50, 55, 59],
      [38, 45, 50, 54],
    ],
    arpeggioPerBar: 8,
    arpeggioClimbs: false,
    bassPerBar: 8,
    kickBeats: [0, 1, 2, 3],
    hats: true,
    padLevel: 0.09,
  },
};

export function midiToHertz(note: number): number {
  return 440 * 2 ** ((note - 69) / 12);
}

/** The loop's length in seconds: its bars at its tempo. */
export function loopSeconds(bed: ComposedBed): number {
  const score = SCORES[bed];
  return (score.chords.length * BEATS_PER_BAR * 60) / score.beatsPerMinute;
}

/** The loop's notes, in time order of instrument. */
export function composeBed(bed: ComposedBed): NoteEvent[] {
  const score = SCORES[bed];
  const beat = 60 / score.beatsPerMinute;
  const bar = beat * BEATS_PER_BAR;
  const events: NoteEvent[] = [];
  score.chords.forEach((chord, barIndex) => {
    const barStart = barIndex * bar;
    for (const note of chord) {
      events.push({
        instrument: 'pad',
        start: barStart,
        length: bar,
        frequency: midiToHertz(note + 12),
        level: score.padLevel / chord.length,
      });
    }
    const root = chord[0] ?? 48;
    for (let step = 0; step < score.bassPerBar; step += 1) {
      events.push({
        instrument: 'bass',
        start: barStart + (step * bar) / score.bassPerBar,
        length: (0.8 * bar) / score.bassPerBar,
        frequency: midiToHertz(root - 12),
        level: 0.16,
      });
    }
    const octaveLift = score.arpeggioClimbs ? barIndex * 3 : 0;
    for (let step = 0; step < score.arpeggioPerBar; step += 1) {
      const note = (chord[(step % (chord.length - 1)) + 1] ?? root) + 24 + octaveLift;
      events.push({
        instrument: 'pluck',
        start: barStart + (step * bar) / score.arpeggioPerBar,
        length: bar / score.arpeggioPerBar,
        frequency: midiToHertz(note),
        level: score.arpeggioClimbs ? 0.05 + 0.012 * barIndex : 0.05,
      });
    }
    for (const kickBeat of score.kickBeats) {
      events.push({
        instrument: 'kick',
        start: barStart + kickBeat * beat,
        length: 0.05,
        frequency: 50,
        level: 0.32,
      });
    }
    if (score.hats) {
      for (let beatIndex = 0; beatIndex < BEATS_PER_BAR; beatIndex += 1) {
        events.push({
          instrument: 'hat',
          start: barStart + (beatIndex + 0.5) * beat,
          length: 0.02,
          frequency: 0,
          level: 0.05,
        });
      }
    }
  });
  return events;
}

/** Seconds each instrument rings after its note ends; the loop renders this much past its end. */
const RELEASE_SECONDS: Readonly<Record<Instrument, number>> = {
  pad: 1.6,
  bass: 0.12,
  pluck: 0.6,
  kick: 0.35,
  hat: 0.06,
};
const PAD_ATTACK_SECONDS = 0.9;
const NOTE_ATTACK_SECONDS = 0.005;

/** Seconds of sound after a loop's end that its last notes still make. */
export const LONGEST_RELEASE_SECONDS = Math.max(...Object.values(RELEASE_SECONDS));

/** mulberry32: the hat's noise, the same numbers on every repeat (seeded by the note). */
function seededNoise(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1;
  };
}

/** Adds one note, started at `offsetFrames`, into `out` (samples past the end are dropped). */
function addNote(out: Float32Array, event: NoteEvent, offsetFrames: number, sampleRate: number) {
  const release = RELEASE_SECONDS[event.instrument];
  const attack = event.instrument === 'pad' ? PAD_ATTACK_SECONDS : NOTE_ATTACK_SECONDS;
  const first = offsetFrames + Math.round(event.start * sampleRate);
  const total = Math.ceil((event.length + release) * sampleRate);
  const noise = seededNoise(Math.round(event.start * 1000) * 31 + 7);
  let previousNoise = 0;
  const twoPi = 2 * Math.PI;
  for (let i = 0; i < total; i += 1) {
    const index = first + i;
    if (index >= out.length) break;
    const t = i / sampleRate;
    // Attack, hold, then a release shaped as a raised cosine: no click at either end.
    let envelope = Math.min(1, t / attack);
    if (t > event.length) {
      const released = Math.min(1, (t - event.length) / release);
      envelope *= 0.5 * (1 + Math.cos(Math.PI * released));
    }
    let sample: number;
    switch (event.instrument) {
      case 'pad': {
        // Two detuned sines and a soft third harmonic: warm, without a filter.
        const phase = twoPi * event.frequency * t;
        sample =
          0.5 * Math.sin(phase) +
          0.35 * Math.sin(phase * 1.003) +
          0.15 * Math.sin(phase * 3) * Math.exp(-t);
        break;
      }
      case 'bass': {
        const phase = twoPi * event.frequency * t;
        sample = Math.sin(phase) + 0.3 * Math.sin(2 * phase);
        break;
      }
      case 'pluck': {
        const phase = twoPi * event.frequency * t;
        sample = (Math.sin(phase) + 0.25 * Math.sin(2 * phase)) * Math.exp(-6 * t);
        break;
      }
      case 'kick': {
        // A falling pitch, the integral of 50 + 90·e^(−30t) Hz.
        const phase = twoPi * (event.frequency * t + (90 / 30) * (1 - Math.exp(-30 * t)));
        sample = Math.sin(phase) * Math.exp(-9 * t);
        break;
      }
      case 'hat': {
        // White noise through a first difference: only its top remains.
        const white = noise();
        sample = (white - previousNoise) * 0.5 * Math.exp(-60 * t);
        previousNoise = white;
        break;
      }
    }
    out[index] = (out[index] ?? 0) + event.level * envelope * sample;
  }
}

/**
 * The notes played `repeats` times one after the other, `frames` samples long: a continuous
 * performance, as the folded loop must sound.
 */
export function renderEvents(
  events: readonly NoteEvent[],
  loopFrames: number,
  repeats: number,
  frames: number,
  sampleRate: number,
): Float32Array<ArrayBuffer> {
  const out = new Float32Array(frames);
  for (let repeat = 0; repeat < repeats; repeat += 1) {
    for (const event of events) addNote(out, event, repeat * loopFrames, sampleRate);
  }
  return out;
}

/** The number of samples in one loop: whole bars, rounded to a whole sample. */
export function loopFrameCount(bed: ComposedBed, sampleRate: number): number {
  return Math.round(loopSeconds(bed) * sampleRate);
}

/**
 * Adds what rings past the loop's end back onto its start. Played in a loop, the result is sample
 * for sample the steady state of the bars played continuously (the tails are shorter than a loop).
 */
export function foldTail(
  rendered: Float32Array<ArrayBuffer>,
  loopFrames: number,
): Float32Array<ArrayBuffer> {
  const loop = rendered.slice(0, loopFrames);
  for (let i = loopFrames; i < rendered.length; i += 1) {
    const target = (i - loopFrames) % loopFrames;
    loop[target] = (loop[target] ?? 0) + (rendered[i] ?? 0);
  }
  return loop;
}

/** One seamless loop of the bed, mono, at `sampleRate`. */
export function renderBedLoop(bed: ComposedBed, sampleRate: number): Float32Array<ArrayBuffer> {
  const loopFrames = loopFrameCount(bed, sampleRate);
  const tailFrames = Math.ceil(LONGEST_RELEASE_SECONDS * sampleRate) + 1;
  return foldTail(
    renderEvents(composeBed(bed), loopFrames, 1, loopFrames + tailFrames, sampleRate),
    loopFrames,
  );
}
