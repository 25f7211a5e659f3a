import { useEffect } from 'react';
import { KEEP_AUDIO_MESSAGE } from '../client-state.ts';
const DAY_MS = 24 * 60 * 60 * 1000;

interface ListedSpeech {
  source: string;
  audioUrl: string | null;
  createdAt: Date | string;
}

/** The recording of the newest daily talk written in the last day, if it has one. */
export function dailyAudioToKeep(speeches: readonly ListedSpeech[], now: Date): string | null {
  const daily = speeches.find((speech) => speech.source === 'daily');
  if (!daily?.audioUrl) return null;
  const age = now.getTime() - new Date(daily.createdAt).getTime();
  return age >= 0 && age < DAY_MS ? daily.audioUrl : null;
}

/**
 * When the app opens with today's talk in the list (newest first), the service worker keeps its
 * recording, so it plays with no connection even if the push that announced it never came.
 */
export function useKeepDailyAudio(speeches: readonly ListedSpeech[] | undefined): void {
  const audioUrl = speeches ? dailyAudioToKeep(speeches, new Date()) : null;
  useEffect(() => {
    if (audioUrl === null || !('serviceWorker' in navigator)) return;
    navigator.serviceWorker.controller?.postMessage({ type: KEEP_AUDIO_MESSAGE, audioUrl });
  }, [audioUrl]);
}
