/**
 * Small, valid MP3s for the mock voice servers: MPEG-2 Layer III, 24 kHz mono, 32 kbps, each frame
 * silent (no main data) and 24 ms long. The last byte of each frame (ancillary data, which decoders
 * skip) holds the frame's number, so joined or ranged bytes can be told apart.
 */

export const FAKE_FRAME_BYTES = 96;
export const FAKE_FRAME_MS = 24;
/** Sync, MPEG-2, Layer III, no CRC; 32 kbps, 24 kHz, no padding; mono. */
const FRAME_HEADER = [0xff, 0xf3, 0x44, 0xc0];

export interface FakeMp3Options {
  /** Start with an ID3v2 tag, as some services send. */
  id3?: boolean;
  /** Start with an encoder's Info frame (a summary of the file, not sound). */
  infoFrame?: boolean;
}

/** An MP3 lasting `durationMs`, rounded up to whole frames (at least one). */
export function fakeMp3(durationMs: number, options: FakeMp3Options = {}): Uint8Array {
  const frameCount = Math.max(1, Math.ceil(durationMs / FAKE_FRAME_MS));
  const parts: Uint8Array[] = [];
  if (options.id3) parts.push(id3Tag('Rally test'));
  if (options.infoFrame) {
    const info = frame(0);
    // After the 4-byte header and 9 bytes of mono MPEG-2 side information.
    info.set(
      [...'Info'].map((c) => c.charCodeAt(0)),
      13,
    );
    parts.push(info);
  }
  for (let index = 0; index < frameCount; index += 1) parts.push(frame(index));
  return concat(parts);
}

/** Audio whose length grows with the text (6 ms a character, a tenth of real speech, to stay small). */
export function fakeSpeech(text: string): Uint8Array {
  return fakeMp3(text.length * 6);
}

function frame(index: number): Uint8Array {
  const bytes = new Uint8Array(FAKE_FRAME_BYTES);
  bytes.set(FRAME_HEADER, 0);
  bytes[FAKE_FRAME_BYTES - 1] = index % 256;
  return bytes;
}

function id3Tag(title: string): Uint8Array {
  const text = [...title].map((c) => c.charCodeAt(0));
  // One TIT2 frame: id, size (4 bytes), flags (2), text encoding byte, then the text.
  const body = [0x54, 0x49, 0x54, 0x32, 0, 0, 0, text.length + 1, 0, 0, 0, ...text];
  const size = body.length; // well under 128, so one syncsafe byte holds it
  return new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, size, ...body]);
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let position = 0;
  for (const part of parts) {
    bytes.set(part, position);
    position += part.length;
  }
  return bytes;
}
