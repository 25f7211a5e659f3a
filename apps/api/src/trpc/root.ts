import { accountRouter } from './routers/account.ts';
import { audioRouter } from './routers/audio.ts';
import { authRouter } from './routers/auth.ts';
import { feedbackRouter } from './routers/feedback.ts';
import { goalRouter } from './routers/goal.ts';
import { healthRouter } from './routers/health.ts';
import { dailyRallyRouter, notificationRouter } from './routers/daily-rally.ts';
import { moodRouter } from './routers/mood.ts';
import { personalisationRouter } from './routers/personalisation.ts';
import { pushRouter } from './routers/push.ts';
import { speechRouter } from './routers/speech.ts';
import { subscriptionRouter } from './routers/subscription.ts';
import { userRouter } from './routers/user.ts';
import { voiceRouter } from './routers/voice.ts';
import type { AnyProcedure } from '@trpc/server';
import type { RequestContext } from '../context.ts';
import { createCallerFactory, router } from './trpc.ts';

export const appRouter = router({
  account: accountRouter,
  audio: audioRouter,
  auth: authRouter,
  feedback: feedbackRouter,
  goal: goalRouter,
  health: healthRouter,
  mood: moodRouter,
  dailyRally: dailyRallyRouter,
  notification: notificationRouter,
  personalisation: personalisationRouter,
  push: pushRouter,
  speech: speechRouter,
  subscription: subscriptionRouter,
  user: userRouter,
  voice: voiceRouter,
});

export type AppRouter = typeof appRouter;

const createCaller = createCallerFactory(appRouter);

/**
 * Runs the query at `path` ('mood.history') for the context's user, as a request to /trpc would:
 * input validation, sign-in check and errors included. For the signed-in first screen, which the
 * API renders with the answers the page would otherwise ask for.
 */
export async function runQuery(
  ctx: RequestContext,
  path: string,
  input: unknown,
): Promise<unknown> {
  // Keyed by the whole path at run time, whatever the type says.
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    AnyProcedure | undefined
  >;
  if (procedures[path]?._def.type !== 'query')
    throw new Error(`${path} is not a query of the router`);
  // The caller is a proxy: any path reaches that procedure.
  const call = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], createCaller(ctx));
  return (call as (input: unknown) => Promise<unknown>)(input);
}
