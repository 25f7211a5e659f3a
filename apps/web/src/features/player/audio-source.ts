import { AUDIO_ERRORS } from '@rally/domain';
import { AudioError, MP3_TYPE } from './audio-request.ts';

/** Whether the browser can play an MP3 while it is still arriving (Media Source Extensions). */
export function canStreamMp3(): boolean {
  return typeof MediaSource !== 'undefined' && MediaSource.isTypeSupported(MP3_TYPE);
}

/**
 * A MediaSource to set as the element's `src` before the audio is asked for, so that `play()` can
 * be called while the click that asked for it is still being handled (Safari allows sound only
 * then). `feed` then streams the MP3 into it; playback starts with the first bytes.
 *
 * Given the talk's expected length (the estimate from its text), the element's duration is that
 * from the start, not only what has arrived: a seek ahead of the arrived audio is then a seek the
 * element waits on, and it plays from there once the bytes come (docs/decisions/first-sound.md).
 * Audio past the estimate lengthens it as it arrives; the end of the stream sets the real length.
 */
export function openMediaSource(expectedSeconds: number | null = null): {
  url: string;
  feed(body: ReadableStream<Uint8Array<ArrayBuffer>>): Promise<void>;
  release(): void;
} {
  const mediaSource = new MediaSource();
  const url = URL.createObjectURL(mediaSource);
  const opened = new Promise<void>((resolve) => {
    mediaSource.addEventListener('sourceopen', () => resolve(), { once: true });
  });
  return {
    url,
    async feed(body) {
      await opened;
      if (expectedSeconds !== null && expectedSeconds > 0) mediaSource.duration = expectedSeconds;
      const buffer = mediaSource.addSourceBuffer(MP3_TYPE);
      const received = await pump(body, (bytes) => append(buffer, bytes));
      if (received === 0) throw new AudioError(AUDIO_ERRORS.empty);
      if (mediaSource.readyState === 'open') mediaSource.endOfStream();
    },
    release: () => URL.revokeObjectURL(url),
  };
}

/** Where MediaSource is missing: the whole MP3 as a Blob URL once it has arrived. */
export async function downloadMp3(
  body: ReadableStream<Uint8Array<ArrayBuffer>>,
): Promise<{ url: string; release(): void }> {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  await pump(body, (bytes) => {
    parts.push(bytes);
    return Promise.resolve();
  });
  const blob = new Blob(parts, { type: MP3_TYPE });
  if (blob.size === 0) throw new AudioError(AUDIO_ERRORS.empty);
  const url = URL.createObjectURL(blob);
  return { url, release: () => URL.revokeObjectURL(url) };
}

/** Reads the body to its end, handing each piece on; the bytes read in all. */
async function pump(
  body: ReadableStream<Uint8Array<ArrayBuffer>>,
  take: (bytes: Uint8Array<ArrayBuffer>) => Promise<void>,
): Promise<number> {
  const reader = body.getReader();
  let received = 0;
  for (;;) {
    let piece: ReadableStreamReadResult<Uint8Array<ArrayBuffer>>;
    try {
      piece = await reader.read();
    } catch (error) {
      // Given up by the connection watch (offline, silence): its own reason and toast, which a
      // generic network error hid.
      if (error instanceof AudioError) throw error;
      throw new AudioError(AUDIO_ERRORS.network, { cause: error });
    }
    if (piece.done) return received;
    received += piece.value.byteLength;
    await take(piece.value);
  }
}

/** One append at a time: a SourceBuffer refuses a new one while it is updating. */
function append(buffer: SourceBuffer, bytes: Uint8Array<ArrayBuffer>): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      buffer.removeEventListener('updateend', done);
      buffer.removeEventListener('error', failed);
      resolve();
    };
    const failed = () => {
      buffer.removeEventListener('updateend', done);
      buffer.removeEventListener('error', failed);
      reject(new AudioError(AUDIO_ERRORS.decode));
    };
    buffer.addEventListener('updateend', done);
    buffer.addEventListener('error', failed);
    try {
      buffer.appendBuffer(bytes);
    } catch (error) {
      buffer.removeEventListener('updateend', done);
      buffer.removeEventListener('error', failed);
      reject(new AudioError(AUDIO_ERRORS.decode, { cause: error }));
    }
  });
}
