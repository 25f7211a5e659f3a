import { parentPort } from 'node:worker_threads';
import { compileEspeak, speakToMp3 } from './local-speech.ts';
import type { SpeakReply, SpeakRequest } from './local-protocol.ts';

/**
 * The built-in voice's worker thread: synthesis and MP3 encoding are seconds of synchronous work,
 * kept here so the server's event loop stays free. One request at a time, answered by id.
 */
if (parentPort === null) throw new Error('local-worker must run as a worker thread.');
const port = parentPort;
let compiled: Promise<WebAssembly.Module> | undefined;

port.on('message', (request: SpeakRequest) => {
  void answer(request).then((reply) => {
    const transfer = 'mp3' in reply ? [reply.mp3.buffer as ArrayBuffer] : [];
    port.postMessage(reply, transfer);
  });
});

async function answer({ id, text, voice }: SpeakRequest): Promise<SpeakReply> {
  try {
    compiled ??= compileEspeak();
    return { id, mp3: await speakToMp3(await compiled, text, voice) };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}
