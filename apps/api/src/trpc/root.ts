import { authRouter } from './routers/auth.ts';
import { healthRouter } from './routers/health.ts';
import { userRouter } from './routers/user.ts';
import { router } from './trpc.ts';

export const appRouter = router({
  auth: authRouter,
  health: healthRouter,
  user: userRouter,
});

export type AppRouter = typeof appRouter;
