import { accountRouter } from './routers/account.ts';
import { audioRouter } from './routers/audio.ts';
import { authRouter } from './routers/auth.ts';
import { careRouter } from './routers/care.ts';
import { feedbackRouter } from './routers/feedback.ts';
import { goalRouter } from './routers/goal.ts';
import { healthRouter } from './routers/health.ts';
import { dailyRallyRouter, notificationRouter } from './routers/daily-rally.ts';
import { moodRouter } from './routers/mood.ts';
import { personalisationRouter } from './routers/personalisation.ts';
import { pushRouter } from './routers/push.ts';
import { reportRouter } from './routers/report.ts';
import { shareRouter } from './routers/share.ts';
import { speechRouter } from './routers/speech.ts';
import { subscriptionRouter } from './routers/subscription.ts';
import { userRouter } from './routers/user.ts';
import { voiceRouter } from './routers/voice.ts';
import { createCallerFactory, router } from './trpc.ts';

export const appRouter = router({
  account: accountRouter,
  audio: audioRouter,
  auth: authRouter,
  care: careRouter,
  feedback: feedbackRouter,
  goal: goalRouter,
  health: healthRouter,
  mood: moodRouter,
  dailyRally: dailyRallyRouter,
  notification: notificationRouter,
  personalisation: personalisationRouter,
  push: pushRouter,
  report: reportRouter,
  share: shareRouter,
  speech: speechRouter,
  subscription: subscriptionRouter,
  user: userRouter,
  voice: voiceRouter,
});

export type AppRouter = typeof appRouter;

/**
 * Calls the router's procedures in the server itself, as the context's user: input validation,
 * sign-in check and errors as for a request to /trpc. The REST paths are served this way
 * (rest/procedures.ts).
 */
export const createCaller = createCallerFactory(appRouter);
