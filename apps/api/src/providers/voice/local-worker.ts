import { parentPort } from 'node:worker_threads';
import { compileEspeak, prepareEspeak, speakToMp3 } from './local-speech.ts';
import type { ReadyEspeak } from './local-speech.ts';
import type { EspeakVoice, SpeakReply, SpeakRequest } from './local-protocol.ts';

/**
 * The built-in voice's worker thread: synthesis and MP3 encoding are seconds of synchronous work,
 * kept here so the server's event loop stays free. One request at a time, answered by id.
 *
 * It warms itself as it starts: the WebAssembly is compiled, a word is spoken and encoded (so that
 * the JIT has compiled espeak-ng's and lamejs's hot code before the first request), and an espeak-ng
 * instance is made ready for the first text; after each text the next instance is made
 * (docs/decisions/first-sound.md).
 */
if (parentPort === null) throw new Error('local-worker must run as a worker thread.');
const port = parentPort;

const WARM_UP_TEXT = 'Ready.';
const WARM_UP_VOICE: EspeakVoice = {
  voice: 'en-us+f3',
  pitch: 50,
  wordsPerMinute: 150,
  amplitude: 100,
};

const compiled = compileEspeak();
/** Whether a text came while the WebAssembly compiled: then it is spoken first, not a warm-up word. */
let asked = false;
let next: Promise<ReadyEspeak> = warmUp();
next.catch(() => undefined);

async function warmUp(): Promise<ReadyEspeak> {
  const module = await compiled;
  if (!asked) {
    await speakToMp3(prepareEspeak(module), WARM_UP_TEXT, WARM_UP_VOICE, () => {}).catch(
      () => undefined,
    );
  }
  return prepareEspeak(module);
}

const reply = (message: SpeakReply) => port.postMessage(message);

port.on('message', (request: SpeakRequest) => {
  asked = true;
  void answer(request);
});

/** Each piece of MP3 is sent as soon as it is encoded: the first is out before the rest is made. */
async function answer({ id, text, voice }: SpeakRequest): Promise<void> {
  try {
    await speakToMp3(await next, text, voice, (piece) => reply({ id, piece }));
    reply({ id, end: true });
  } catch (error) {
    reply({ id, error: error instanceof Error ? error.message : String(error) });
  } finally {
    next = prepareNext();
  }
}

/** The instance for the next text; a failure is the next request's answer, not the thread's end. */
function prepareNext(): Promise<ReadyEspeak> {
  const ready = compiled.then(prepareEspeak);
  ready.catch(() => undefined);
  return ready;
}
