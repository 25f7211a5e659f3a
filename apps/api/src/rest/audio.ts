import {
  AUDIO_ANSWER_HEADERS,
  PREFER_STORED_URL,
  audioRequestSchema,
  audioSpeechId,
  speechIdSchema,
} from '@rally/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AudioAnswer } from '../services/audio/answers.ts';
import { speechAudio } from '../services/audio/speech-audio.ts';
import { storedSpeechAudio } from '../services/audio/stored-audio.ts';
import { AppError } from '../services/errors.ts';
import { clientGone, requireAuth, type RestOptions } from './request.ts';

/** A stored file's URL names its row: the bytes behind it only change if it is synthesised again. */
const STORED_AUDIO_CACHE = 'private, max-age=86400';
const AUDIO_FILE = /^(\d+)\.mp3$/;

/**
 * `Prefer: return=minimal` (RFC 7240): the player asks for a stored recording's URL, which it plays
 * with Range and through the service worker's cache, instead of bytes it would throw away.
 */
function prefersStoredUrl(header: string | string[] | undefined): boolean {
  return [header ?? '']
    .flat()
    .join(',')
    .split(',')
    .some((preference) => preference.split(';')[0]?.trim().toLowerCase() === PREFER_STORED_URL);
}

/** Status and headers for each kind of audio answer; a body is always `audio/mpeg`. */
function sendAudio(reply: FastifyReply, answer: AudioAnswer) {
  if (answer.type === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${answer.size}`).send({
      message: 'The requested range is outside the audio.',
      code: 'RANGE_NOT_SATISFIABLE',
    });
  }
  // Which voice spoke: a stand-in of the alternate provider when the chosen one failed.
  reply
    .header(AUDIO_ANSWER_HEADERS.voiceProvider, answer.speaker.provider)
    .header(AUDIO_ANSWER_HEADERS.voice, answer.speaker.voice);
  if (answer.type === 'located') {
    return reply
      .status(204)
      .header('preference-applied', PREFER_STORED_URL)
      .header(AUDIO_ANSWER_HEADERS.storedUrl, answer.audioUrl)
      .send();
  }
  reply.type('audio/mpeg');
  if (answer.type === 'streamed') {
    // Sent as the chunks are synthesised: the length is not known yet, so no Range either.
    return reply.header('cache-control', 'no-store').send(answer.body);
  }
  reply
    .header('accept-ranges', 'bytes')
    .header('cache-control', STORED_AUDIO_CACHE)
    .header(AUDIO_ANSWER_HEADERS.storedUrl, answer.audioUrl);
  if (answer.range === null) {
    return reply.header('content-length', answer.size).send(answer.body);
  }
  const { start, end } = answer.range;
  return reply
    .status(206)
    .header('content-range', `bytes ${start}-${end}/${answer.size}`)
    .header('content-length', end - start + 1)
    .send(answer.body);
}

export const audioRoutes: FastifyPluginAsync<RestOptions> = async (app, { deps, throttles }) => {
  app.post<{ Params: { id: string } }>('/speeches/:id/audio', async (req, reply) => {
    const { user } = requireAuth(req);
    const speechId = speechIdSchema.parse(audioSpeechId(req.params.id));
    const { voice } = audioRequestSchema.parse(req.body ?? {});
    const answer = await speechAudio(deps, user.id, speechId, voice, {
      range: req.headers.range,
      storedBytes: !prefersStoredUrl(req.headers.prefer),
      signal: clientGone(reply),
      log: req.log,
      beforeNewRecording: () => throttles.newRecording(req, user.id),
    });
    return sendAudio(reply, answer);
  });

  app.get<{ Params: { id: string; file: string } }>(
    '/speeches/:id/audio/:file',
    async (req, reply) => {
      const { user } = requireAuth(req);
      const speechId = speechIdSchema.parse(req.params.id);
      const audioId = AUDIO_FILE.exec(req.params.file)?.[1];
      if (audioId === undefined) throw new AppError('NOT_FOUND', 'Audio not found');
      const answer = await storedSpeechAudio(
        deps,
        user.id,
        speechId,
        Number(audioId),
        req.headers.range,
      );
      return sendAudio(reply, answer);
    },
  );
};
