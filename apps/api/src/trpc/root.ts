import { accountRouter } from './routers/account.ts';
import { audioRouter } from './routers/audio.ts';
import { authRouter } from './routers/auth.ts';
import { feedbackRouter } from './routers/feedback.ts';
import { goalRouter } from './routers/goal.ts';
import { healthRouter } from './routers/health.ts';
import { moodRouter } from './routers/mood.ts';
import { personalisationRouter } from './routers/personalisation.ts';
import { speechRouter } from './routers/speech.ts';
import { subscriptionRouter } from './routers/subscription.ts';
import { userRouter } from './routers/user.ts';
import { voiceRouter } from './routers/voice.ts';
import { router } from './trpc.ts';

export const appRouter = router({
  account: accountRouter,
  audio: audioRouter,
  auth: authRouter,
  feedback: feedbackRouter,
  goal: goalRouter,
  health: healthRouter,
  mood: moodRouter,
  personalisation: personalisationRouter,
  speech: speechRouter,
  subscription: subscriptionRouter,
  user: userRouter,
  voice: voiceRouter,
});

export type AppRouter = typeof appRouter;
