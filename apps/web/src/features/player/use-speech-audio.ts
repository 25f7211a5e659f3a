import { useEffect, useState, useSyncExternalStore } from 'react';
import { SpeechAudioController } from './speech-audio-controller.ts';
import type { PlayerSnapshot, SpeechAudioOptions } from './speech-audio-controller.ts';

export type SpeechAudio = Pick<
  SpeechAudioController,
  | 'play'
  | 'pause'
  | 'stop'
  | 'cancel'
  | 'changeVoice'
  | 'seekTo'
  | 'skip'
  | 'setSpeed'
  | 'setRepeat'
  | 'setSleep'
> & {
  snapshot: PlayerSnapshot;
  /** The ref callback of the player's <audio> element. */
  audioRef: SpeechAudioController['attach'];
};

/** One controller for the component's life; it stops and lets go when the component goes. */
export function useSpeechAudio(options: SpeechAudioOptions): SpeechAudio {
  const [controller] = useState(() => new SpeechAudioController(options));
  useEffect(() => controller.dispose, [controller]);
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  const {
    attach,
    play,
    pause,
    stop,
    cancel,
    changeVoice,
    seekTo,
    skip,
    setSpeed,
    setRepeat,
    setSleep,
  } = controller;
  return {
    snapshot,
    audioRef: attach,
    play,
    pause,
    stop,
    cancel,
    changeVoice,
    seekTo,
    skip,
    setSpeed,
    setRepeat,
    setSleep,
  };
}
