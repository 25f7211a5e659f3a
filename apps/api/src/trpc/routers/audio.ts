import { audioRequestSchema, speechIdSchema } from '@rally/domain';
import { z } from 'zod';
import { debugSpeech } from '../../services/audio-debug.ts';
import { describeSpeechAudio } from '../../services/audio/description.ts';
import { prepareSpeechAudio } from '../../services/audio/speech-audio.ts';
import { audioDescribedAnswer, audioPreparedAnswer, debugSpeechAnswer } from '../answers.ts';
import { protectedProcedure } from '../trpc.ts';

/** The MP3 bytes themselves come from REST (`POST /api/speeches/{id}/audio`, or the stored file's URL). */
const speechVoiceInput = z.object({ speechId: speechIdSchema }).extend(audioRequestSchema.shape);

export const audioRouter = {
  /** The stored audio of a speech in a voice, with each chunk's timing; null when there is none yet. */
  describe: protectedProcedure
    .input(speechVoiceInput)
    .output(audioDescribedAnswer)
    .query(({ ctx, input }) =>
      describeSpeechAudio(ctx.deps, ctx.user.id, input.speechId, input.voice, ctx.req.log),
    ),

  /** Synthesises the audio if need be, then describes it: play it from `audioUrl`, with seeking. */
  prepare: protectedProcedure
    .input(speechVoiceInput)
    .output(audioPreparedAnswer)
    .mutation(({ ctx, input, signal }) =>
      prepareSpeechAudio(ctx.deps, ctx.user.id, input.speechId, input.voice, {
        signal,
        log: ctx.req.log,
        beforeNewRecording: () => ctx.throttles.newRecording(ctx.req, ctx.user.id),
      }),
    ),
  /** /audio-debug's test speech (its id): a diagnostic, which costs no speech of the allowance. */
  debugSpeech: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/audio-debug/speech', status: 201 } })
    .output(debugSpeechAnswer)
    .mutation(async ({ ctx }) => {
      const speech = await debugSpeech(ctx.deps, ctx.user.id);
      return { id: speech.id };
    }),
};
