import type { MusicBed } from '@rally/domain';
import { DEFAULT_MUSIC_BED, MESSAGES } from '@rally/domain';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../../native/api-fetch.ts';
import { notify } from '../../notify.ts';
import { trpc } from '../../../trpc.ts';
import { audioErrorMessage } from '../audio-request.ts';
import { fetchStoredAudio } from '../stored-audio.ts';

/** How long a download's Blob URL is kept: the browser reads it after the click, not during it. */
const DOWNLOAD_URL_LIFETIME_MS = 60_000;

export interface MusicBedControl {
  bed: MusicBed;
  chooseBed: (bed: MusicBed) => void;
  /** Saves the stored voice mixed over the bed as an MP3. */
  downloadMix: (audioUrl: string, fileName: string) => void;
  rendering: boolean;
}

/**
 * This player's music bed: it starts as the user's remembered choice, a choice here changes it for
 * this talk and is remembered for the next. The composer and the mix load only when a bed is on
 * (a chunk of their own), and the voice is routed through the mix only then.
 */
export function useMusicBed(audio: HTMLAudioElement | null): MusicBedControl {
  const remembered = trpc.personalisation.musicBed.useQuery(undefined, { staleTime: Infinity });
  const remember = trpc.personalisation.setMusicBed.useMutation();
  const utils = trpc.useUtils();
  const [chosen, setChosen] = useState<MusicBed | null>(null);
  const [rendering, setRendering] = useState(false);
  const bed = chosen ?? remembered.data?.musicBed ?? DEFAULT_MUSIC_BED;

  useEffect(() => {
    if (!audio) return;
    let cancelled = false;
    if (bed === 'none') {
      void import('./live-mix.ts').then(({ existingLiveMix }) => {
        if (!cancelled) existingLiveMix(audio)?.setBed(null);
      });
    } else {
      void import('./live-mix.ts').then(({ liveMixFor }) => {
        if (!cancelled) liveMixFor(audio).setBed(bed);
      });
    }
    return () => {
      cancelled = true;
    };
  }, [audio, bed]);

  // A closed player's mix would loop on in its context: it is closed once the element has left
  // the page (not on a cleanup that React runs and then mounts again, for the same element).
  useEffect(() => {
    if (!audio) return;
    return () => {
      void import('./live-mix.ts').then(({ existingLiveMix }) => {
        if (!audio.isConnected) existingLiveMix(audio)?.close();
      });
    };
  }, [audio]);

  const chooseBed = (next: MusicBed) => {
    setChosen(next);
    utils.personalisation.musicBed.setData(undefined, { musicBed: next });
    remember.mutate({ musicBed: next });
  };

  const downloadMix = (audioUrl: string, fileName: string) => {
    if (bed === 'none' || rendering) return;
    setRendering(true);
    void (async () => {
      const [{ renderMix }, { encodeMp3 }] = await Promise.all([
        import('./offline-mix.ts'),
        import('./encode-mp3.ts'),
      ]);
      const voice = await fetchStoredAudio(apiFetch, audioUrl);
      const mp3 = await encodeMp3(await renderMix(await voice.arrayBuffer(), bed));
      const objectUrl = URL.createObjectURL(mp3);
      const link = document.createElement('a');
      link.href = objectUrl;
      link.download = fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(objectUrl), DOWNLOAD_URL_LIFETIME_MS);
    })()
      .catch((error: unknown) =>
        notify({ title: MESSAGES.audioFailed.title, message: audioErrorMessage(error) }, 'error'),
      )
      .finally(() => setRendering(false));
  };

  return { bed, chooseBed, downloadMix, rendering };
}
