import type { Readable } from 'node:stream';

/** Bytes `start` to `end`, both included, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Where synthesised MP3s are kept: files under DATA_DIR, or S3 when several servers share them. */
export interface AudioStore {
  readonly name: 'fs' | 's3';
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or the given range of them; null when nothing is stored under `key`. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

/** Keys are ours ('speeches/12/local-nova-<sha256>.mp3'); anything else is a bug, not a path to follow. */
export function assertStorageKey(key: string): void {
  const segments = key.split('/');
  const valid =
    /^[A-Za-z0-9._/-]+$/.test(key) &&
    segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
  if (!valid) throw new Error(`Invalid audio storage key: ${key}`);
}
