import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Mp3Encoder } from '@breezystack/lamejs';
import ESpeakNg from 'espeak-ng';
import type { ESpeakNgInstance } from 'espeak-ng';
import type { EspeakVoice } from './local-protocol.ts';

/** The work of the built-in voice, done inside a worker thread (see local-worker.ts). */

export interface Pcm {
  sampleRate: number;
  /** 16-bit mono samples. */
  samples: Int16Array;
}

/** Small files for speech: 64 kbps mono is plenty for espeak's 22 kHz voice. */
const MP3_KBPS = 64;
/** Samples handed to the encoder at a time. */
const ENCODE_BLOCK = 11_520;
/**
 * The first block is two MP3 frames' worth (0.1 s at 22 kHz), so that the first bytes go out
 * before the rest is encoded (docs/decisions/first-sound.md).
 */
const FIRST_ENCODE_BLOCK = 2_304;
const INPUT_PATH = '/input.txt';
const OUTPUT_PATH = '/output.wav';

/** The compiled espeak-ng WebAssembly; compiled once per worker, instantiated once per text. */
export async function compileEspeak(): Promise<WebAssembly.Module> {
  const script = createRequire(import.meta.url).resolve('espeak-ng');
  return WebAssembly.compile(await readFile(new URL('espeak-ng.wasm', pathToFileURL(script))));
}

/** An espeak-ng instance made ahead, waiting for the one text it will speak. */
export interface ReadyEspeak {
  /** Speaks `text` into a WAV; once only (espeak-ng keeps state between runs of its `main`). */
  speak(text: string, voice: EspeakVoice): Promise<Uint8Array>;
}

/** Held until the text is known: Emscripten runs `main` once no run dependency is left. */
const TEXT_DEPENDENCY = 'rally-text';

/**
 * A new instance of the compiled module, instantiated now and held before its `main` (an Emscripten
 * run dependency) until `speak` gives it the text and the voice: the instantiation is off the path of
 * the request that uses it (docs/decisions/first-sound.md).
 */
export function prepareEspeak(compiled: WebAssembly.Module): ReadyEspeak {
  // The command line is read when `main` runs: filled in place by `speak`.
  const commandLine: string[] = [];
  const errors: string[] = [];
  let held: ((instance: ESpeakNgInstance) => void) | undefined;
  const preRun = new Promise<ESpeakNgInstance>((resolve) => (held = resolve));
  const finished = ESpeakNg({
    arguments: commandLine,
    print: () => {},
    printErr: (line) => errors.push(line),
    preRun: [
      (module) => {
        module.addRunDependency(TEXT_DEPENDENCY);
        held?.(module);
      },
    ],
    instantiateWasm(imports, receiveInstance) {
      WebAssembly.instantiate(compiled, imports).then(
        (instance) => receiveInstance(instance, compiled),
        (error: unknown) => errors.push(String(error)),
      );
      return {};
    },
  });
  return {
    async speak(text, voice) {
      const module = await preRun;
      commandLine.push(
        '-v',
        voice.voice,
        '-p',
        String(voice.pitch),
        '-s',
        String(voice.wordsPerMinute),
        '-a',
        String(voice.amplitude),
        '-w',
        OUTPUT_PATH,
        // From a file: a long command-line argument would have to fit on the WebAssembly stack.
        '-f',
        INPUT_PATH,
      );
      module.FS.writeFile(INPUT_PATH, text);
      module.removeRunDependency(TEXT_DEPENDENCY);
      const spoken = await finished;
      try {
        return spoken.FS.readFile(OUTPUT_PATH);
      } catch (error) {
        throw new Error(`espeak-ng wrote no audio: ${errors.join(' ')}`, { cause: error });
      }
    },
  };
}

/** The samples of a 16-bit PCM mono WAV. */
export function parseWav(bytes: Uint8Array): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (bytes.length < 12 || ascii(0) !== 'RIFF' || ascii(8) !== 'WAVE') {
    throw new Error('Not a WAV file.');
  }
  let sampleRate: number | undefined;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = ascii(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      const format = view.getUint16(body, true);
      const channels = view.getUint16(body + 2, true);
      const bitsPerSample = view.getUint16(body + 14, true);
      if (format !== 1 || channels !== 1 || bitsPerSample !== 16) {
        throw new Error(
          `Unsupported WAV: format ${format}, ${channels} channels, ${bitsPerSample} bits.`,
        );
      }
      sampleRate = view.getUint32(body + 4, true);
    } else if (id === 'data') {
      if (sampleRate === undefined) throw new Error('WAV data comes before its format.');
      // A writer that could not seek back leaves the size unset: the data then runs to the end.
      const end = Math.min(bytes.length, body + size);
      const length = Math.floor((end - body) / 2);
      const samples = new Int16Array(length);
      for (let index = 0; index < length; index += 1) {
        samples[index] = view.getInt16(body + index * 2, true);
      }
      return { sampleRate, samples };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV has no data.');
}

/**
 * MP3 of mono PCM, with lamejs (a pure JavaScript LAME), handed to `take` a block at a time as it is
 * encoded: the first block small, so that its frames are out quickly.
 */
export function encodeMp3(pcm: Pcm, take: (bytes: Uint8Array) => void): void {
  const encoder = new Mp3Encoder(1, pcm.sampleRate, MP3_KBPS);
  // lamejs gives signed bytes (an Int8Array, whatever its types say): copied as the same bytes,
  // unsigned, each piece in a buffer of its own.
  const give = (bytes: Uint8Array | Int8Array) => {
    if (bytes.length > 0) take(new Uint8Array(bytes));
  };
  let block = FIRST_ENCODE_BLOCK;
  for (let start = 0; start < pcm.samples.length; start += block, block = ENCODE_BLOCK) {
    give(encoder.encodeBuffer(pcm.samples.subarray(start, start + block)));
  }
  give(encoder.flush());
}

/** Speaks `text` and hands its MP3 to `take` piece by piece as it is encoded. */
export async function speakToMp3(
  espeak: ReadyEspeak,
  text: string,
  voice: EspeakVoice,
  take: (bytes: Uint8Array) => void,
): Promise<void> {
  encodeMp3(parseWav(await espeak.speak(text, voice)), take);
}
