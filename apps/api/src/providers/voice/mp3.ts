/**
 * Just enough MPEG audio (Layer III) parsing to join synthesised chunks into one playable MP3 and
 * to know how long each chunk plays. Each provider's answer may start with an ID3 tag and a
 * Xing/Info frame that states the length of that chunk alone; a browser would believe it for the
 * whole file, so both are dropped and only the audio frames are kept.
 */

export interface Mp3Audio {
  /** Only the audio frames, ready to be concatenated with other chunks of the same format. */
  frames: Uint8Array;
  durationMs: number;
}

interface FrameHeader {
  length: number;
  samples: number;
  sampleRate: number;
  /** Bytes between the end of the 4-byte header and the start of a Xing/Info tag. */
  sideInfoLength: number;
}

const MPEG1_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG2_KBPS = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
/** By the header's version bits: 0 is MPEG 2.5, 2 is MPEG 2, 3 is MPEG 1 (1 is reserved). */
const SAMPLE_RATES: Record<number, readonly number[]> = {
  0: [11025, 12000, 8000],
  2: [22050, 24000, 16000],
  3: [44100, 48000, 32000],
};
const MPEG1 = 3;
const MONO = 3;
const ID3V2_HEADER_LENGTH = 10;

/** The MPEG Layer III frame header at `offset`, or null when there is none. */
function frameAt(bytes: Uint8Array, offset: number): FrameHeader | null {
  if (offset + 4 > bytes.length) return null;
  const [b0, b1, b2, b3] = [bytes[offset], bytes[offset + 1], bytes[offset + 2], bytes[offset + 3]];
  if (b0 !== 0xff || b1 === undefined || b2 === undefined || b3 === undefined) return null;
  if ((b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 0b11;
  const layerIsIII = ((b1 >> 1) & 0b11) === 0b01;
  const sampleRate = SAMPLE_RATES[version]?.[(b2 >> 2) & 0b11];
  const kbps = (version === MPEG1 ? MPEG1_KBPS : MPEG2_KBPS)[b2 >> 4];
  if (!layerIsIII || sampleRate === undefined || kbps === undefined || kbps === 0) return null;
  const padding = (b2 >> 1) & 1;
  const samples = version === MPEG1 ? 1152 : 576;
  const mono = b3 >> 6 === MONO;
  const sideInfoLength = version === MPEG1 ? (mono ? 17 : 32) : mono ? 9 : 17;
  const length = Math.floor(((samples / 8) * kbps * 1000) / sampleRate) + padding;
  return { length, samples, sampleRate, sideInfoLength };
}

/** The length of an ID3v2 tag at `offset` (header, body and footer), or 0. */
function id3v2LengthAt(bytes: Uint8Array, offset: number): number {
  if (offset + ID3V2_HEADER_LENGTH > bytes.length) return 0;
  if (bytes[offset] !== 0x49 || bytes[offset + 1] !== 0x44 || bytes[offset + 2] !== 0x33) return 0;
  // The size is "syncsafe": four bytes of seven bits each.
  let size = 0;
  for (let index = 6; index < 10; index += 1)
    size = (size << 7) | ((bytes[offset + index] ?? 0) & 0x7f);
  const hasFooter = ((bytes[offset + 5] ?? 0) & 0x10) !== 0;
  return ID3V2_HEADER_LENGTH + size + (hasFooter ? ID3V2_HEADER_LENGTH : 0);
}

function asciiAt(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

/** A frame that carries an encoder's summary (Xing, Info or VBRI) instead of sound. */
function isInfoFrame(bytes: Uint8Array, offset: number, header: FrameHeader): boolean {
  const tag = asciiAt(bytes, offset + 4 + header.sideInfoLength, 4);
  return tag === 'Xing' || tag === 'Info' || asciiAt(bytes, offset + 36, 4) === 'VBRI';
}

/** The audio frames of an MP3 and their total duration; tags, info frames and junk are skipped. */
export function mp3AudioFrames(bytes: Uint8Array): Mp3Audio {
  const reader = new Mp3FrameReader();
  const frames = joinBytes([reader.push(bytes), reader.end()]);
  return { frames, durationMs: reader.durationMs };
}

/**
 * The audio frames of an MP3 picked out as its bytes arrive, by the same rules as mp3AudioFrames:
 * each `push` gives the whole frames so far, a frame cut between two pieces waits for the rest.
 */
export class Mp3FrameReader {
  private pending: Uint8Array = new Uint8Array(0);
  private seconds = 0;

  get durationMs(): number {
    return Math.round(this.seconds * 1000);
  }

  push(bytes: Uint8Array): Uint8Array {
    this.pending = this.pending.length === 0 ? bytes : joinBytes([this.pending, bytes]);
    return this.take(false);
  }

  /** The frames left once the last byte has come; a partial frame at the end is dropped. */
  end(): Uint8Array {
    const frames = this.take(true);
    this.pending = new Uint8Array(0);
    return frames;
  }

  private take(atEnd: boolean): Uint8Array {
    const bytes = this.pending;
    const kept: Uint8Array[] = [];
    let offset = 0;
    while (offset < bytes.length) {
      // An ID3 tag or a frame header may be cut off: wait for more bytes, unless none will come.
      if (!atEnd && offset + ID3V2_HEADER_LENGTH > bytes.length) break;
      const tagLength = id3v2LengthAt(bytes, offset);
      if (tagLength > 0) {
        if (!atEnd && offset + tagLength > bytes.length) break;
        offset += tagLength;
        continue;
      }
      const header = frameAt(bytes, offset);
      if (header !== null && offset + header.length > bytes.length && !atEnd) break;
      // A partial frame at the end is dropped: a decoder could not play it.
      if (header === null || offset + header.length > bytes.length) {
        offset += 1;
        continue;
      }
      if (!isInfoFrame(bytes, offset, header)) {
        kept.push(bytes.subarray(offset, offset + header.length));
        this.seconds += header.samples / header.sampleRate;
      }
      offset += header.length;
    }
    const frames = joinBytes(kept);
    this.pending = bytes.slice(offset);
    return frames;
  }
}

export function joinBytes(parts: readonly Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let position = 0;
  for (const part of parts) {
    joined.set(part, position);
    position += part.length;
  }
  return joined;
}
