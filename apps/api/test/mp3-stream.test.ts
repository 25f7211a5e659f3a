import { describe, expect, it } from 'vitest';
import { Mp3FrameReader, joinBytes, mp3AudioFrames } from '../src/providers/voice/mp3.ts';
import { FAKE_FRAME_BYTES, FAKE_FRAME_MS, concat, fakeMp3 } from './mocks/fake-mp3.ts';

/** `bytes` cut into pieces of `size` bytes, as a network might deliver them. */
function piecesOf(bytes: Uint8Array, size: number): Uint8Array[] {
  const pieces: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += size) {
    pieces.push(bytes.subarray(start, start + size));
  }
  return pieces;
}

describe('Mp3FrameReader', () => {
  const mp3 = fakeMp3(10 * FAKE_FRAME_MS, { id3: true, infoFrame: true });
  const whole = mp3AudioFrames(mp3);

  it.each([1, 3, 7, 10, FAKE_FRAME_BYTES - 1, FAKE_FRAME_BYTES, FAKE_FRAME_BYTES + 5, 1000])(
    'gives the same frames as the whole file when it arrives %i bytes at a time',
    (size) => {
      const reader = new Mp3FrameReader();
      const given = piecesOf(mp3, size).map((piece) => reader.push(piece));
      given.push(reader.end());
      expect(joinBytes(given)).toEqual(whole.frames);
      expect(reader.durationMs).toBe(whole.durationMs);
      // Only whole frames are given out, so each piece can be played as it is.
      for (const frames of given) expect(frames.length % FAKE_FRAME_BYTES).toBe(0);
    },
  );

  it('gives a frame as soon as its last byte has come', () => {
    const reader = new Mp3FrameReader();
    const oneFrame = fakeMp3(FAKE_FRAME_MS);
    expect(reader.push(oneFrame.subarray(0, FAKE_FRAME_BYTES - 1)).length).toBe(0);
    expect(
      reader.push(concat([oneFrame.subarray(FAKE_FRAME_BYTES - 1), oneFrame.subarray(0, 20)]))
        .length,
    ).toBe(FAKE_FRAME_BYTES);
  });

  it('drops a partial frame at the end', () => {
    const reader = new Mp3FrameReader();
    const frames = reader.push(fakeMp3(2 * FAKE_FRAME_MS).subarray(0, FAKE_FRAME_BYTES + 40));
    expect(frames.length + reader.end().length).toBe(FAKE_FRAME_BYTES);
    expect(reader.durationMs).toBe(FAKE_FRAME_MS);
  });
});
