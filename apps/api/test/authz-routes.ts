import { DEFAULT_VOICE, defaultDailyRally } from '@rally/domain';

/**
 * Who may call each route, for authz-matrix.test.ts. Keys are `METHOD /path` for REST (the path as
 * Fastify registers it) and `<query|mutation|subscription> <path>` for tRPC procedures. The matrix
 * test compares these keys with the routes the running server holds: list every new route here.
 */

/** A check's request: its URL with the parameters filled in (REST), and its body or tRPC input. */
export interface Probe {
  url?: string;
  body?: object;
}

/** An id as a client may send it: ids are numbers, but paths carry them as text. */
export type Id = number | string;

/** The kinds of things a user owns that routes name by id, with the id each is named by. */
export interface OwnedIds {
  speech: Id;
  goal: Id;
  /** A stored MP3 of a speech: its URL names both. */
  audio: { speechId: Id; audioId: Id };
  /** A local-provider payment, named by the client secret its subscription was created with. */
  payment: string;
}
export type OwnedKind = keyof OwnedIds;

/** What a public route's check may use: an account that exists, and emails no one has used. */
export interface PublicFixture {
  credentials: { email: string; password: string };
  freshEmail: () => string;
}

export interface PublicRoute {
  access: 'public';
  /** Why it needs no session. */
  reason: string;
  /** The status it answers without a session: checked, so "public" is never just assumed. */
  signedOutStatus: number;
  /** The answer's data without a session, when that shows nothing about anyone is given away. */
  signedOutData?: unknown;
  probe: (fixture: PublicFixture) => Probe;
}

/** No session → 401. The probe is a valid request, so that the 401 is not a 400 in disguise. */
export interface ProtectedRoute {
  access: 'protected';
  probe: Probe;
}

/**
 * Names something its caller must own: another user's id → 404 or 403 and nothing changes, an id
 * of nothing → 404, a malformed id → 400, no session → 401.
 */
export interface OwnedRouteOf<Kind extends OwnedKind> {
  access: 'protected-with-id';
  resource: Kind;
  probe: (id: OwnedIds[Kind]) => Probe;
}
export type OwnedRoute = { [Kind in OwnedKind]: OwnedRouteOf<Kind> }[OwnedKind];

export type RouteRule = PublicRoute | ProtectedRoute | OwnedRoute;

export const PASSWORD = 'correct horse battery';
export const SPEECH_INPUT = {
  context: 'I am giving my first talk at the meetup tonight and my hands are shaking.',
  tone: 'encouraging',
  voiceStyle: 'warm',
  duration: 'short',
} as const;
export const GOAL_INPUT = { title: 'Give the talk', category: 'presentation' } as const;
export const SUBSCRIPTION_INPUT = { tier: 'starter', billingCycle: 'monthly' } as const;
/** The local provider's test card that pays; its expiry is too far off to depend on today. */
const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/99', cvc: '123' } as const;
const DAILY_RALLY_INPUT = { ...defaultDailyRally('Europe/Paris'), enabled: true };
/** A browser's subscription on Firefox's push service: a P-256 point and a 16-byte secret. */
const PUSH_SUBSCRIPTION = {
  endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/authz-probe',
  keys: {
    p256dh: `B${'A'.repeat(86)}`,
    auth: 'A'.repeat(22),
  },
};
const MOOD_INPUT = { energy: 6, confidence: 5, stress: 4, motivation: 7 } as const;
const FEEDBACK_SCORES = { rating: 5, effectiveness: 4, emotionalResonance: 4 } as const;
export const AUDIO_VOICE = DEFAULT_VOICE;

const signUpBody = (email: string) => ({
  email,
  password: PASSWORD,
  firstName: 'Grace',
  lastName: 'Hopper',
});

function publicRoute(
  reason: string,
  signedOutStatus: number,
  probe: PublicRoute['probe'] = () => ({}),
  signedOutData?: unknown,
): PublicRoute {
  return {
    access: 'public',
    reason,
    signedOutStatus,
    probe,
    ...(signedOutData === undefined ? {} : { signedOutData }),
  };
}

function protectedRoute(probe: Probe = {}): ProtectedRoute {
  return { access: 'protected', probe };
}

function ownedRoute<Kind extends OwnedKind>(
  resource: Kind,
  probe: (id: OwnedIds[Kind]) => Probe,
): OwnedRouteOf<Kind> {
  return { access: 'protected-with-id', resource, probe };
}

const audioUrl = ({ speechId, audioId }: OwnedIds['audio']) =>
  `/api/speeches/${speechId}/audio/${audioId}.mp3`;

export const ROUTE_TABLE: Record<string, RouteRule> = {
  // REST: the spec's /api/* paths.
  'GET /login': publicRoute('the sign-in page, the same file for everyone', 200),
  'GET /api/health': publicRoute('load balancers probe it; it names adapters, never secrets', 200),
  'POST /api/auth/signup': publicRoute('creates the account and its session', 201, (f) => ({
    body: signUpBody(f.freshEmail()),
  })),
  'POST /api/auth/signin': publicRoute('starts a session from a password', 200, (f) => ({
    body: f.credentials,
  })),
  'POST /api/auth/logout': publicRoute('ends the session if there is one; harmless without', 200),
  'POST /api/simple-demo-login': publicRoute('creates a fresh demo account of its own', 200),
  'GET /api/subscription/tiers': publicRoute('the price list, the same for everyone', 200),
  'GET /api/billing/config': publicRoute('which payment provider and its publishable key', 200),
  'GET /api/voices': publicRoute('the voice catalogue, the same for everyone', 200),
  'GET /api/openapi.json': publicRoute(
    'the description of the REST paths, the same for everyone',
    200,
  ),
  'POST /api/stripe/webhook': publicRoute(
    'Stripe calls it without a session: the signature is the check, so none is a 400',
    400,
    () => ({ body: { id: 'evt_unsigned', type: 'invoice.paid' } }),
  ),
  'GET /api/auth/user': protectedRoute(),
  'GET /api/user': protectedRoute(),
  'POST /api/auth/logout-others': protectedRoute(),
  'GET /api/account/export': protectedRoute(),
  'DELETE /api/account': protectedRoute(),
  'GET /api/speeches': protectedRoute({ url: '/api/speeches?limit=5&q=talk&tone=encouraging' }),
  'GET /api/speeches/favourites': protectedRoute(),
  'GET /api/speeches/:id': ownedRoute('speech', (id) => ({ url: `/api/speeches/${id}` })),
  'DELETE /api/speeches/:id': ownedRoute('speech', (id) => ({ url: `/api/speeches/${id}` })),
  'POST /api/speeches/generate': ownedRoute('goal', (goalId) => ({
    body: { ...SPEECH_INPUT, goalId },
  })),
  'POST /api/audio-debug/speech': protectedRoute(),
  'POST /api/speeches': ownedRoute('goal', (goalId) => ({ body: { ...SPEECH_INPUT, goalId } })),
  'PATCH /api/speeches/:id': ownedRoute('speech', (id) => ({
    url: `/api/speeches/${id}`,
    body: { name: 'Renamed by someone else' },
  })),
  'POST /api/speeches/:id/audio': ownedRoute('audio', ({ speechId }) => ({
    url: `/api/speeches/${speechId}/audio`,
    body: { voice: AUDIO_VOICE },
  })),
  'GET /api/speeches/:id/audio/:file': ownedRoute('audio', (audio) => ({ url: audioUrl(audio) })),
  'POST /api/feedback': ownedRoute('speech', (id) => ({
    body: { speechId: String(id), ...FEEDBACK_SCORES },
  })),
  'POST /api/speeches/:id/report': ownedRoute('speech', (id) => ({
    url: `/api/speeches/${id}/report`,
    body: { reason: 'offensive' },
  })),
  'DELETE /api/speeches/:id/report': ownedRoute('speech', (id) => ({
    url: `/api/speeches/${id}/report`,
  })),
  'GET /api/reports': protectedRoute(),
  'GET /api/speeches/:id/share': ownedRoute('speech', (id) => ({
    url: `/api/speeches/${id}/share`,
  })),
  'POST /api/speeches/:id/share': ownedRoute('speech', (id) => ({
    url: `/api/speeches/${id}/share`,
  })),
  'DELETE /api/speeches/:id/share': ownedRoute('speech', (id) => ({
    url: `/api/speeches/${id}/share`,
  })),
  'GET /api/shares': protectedRoute(),
  // The public face of a shared talk: its unguessable token is the check (apps/api/test/shares.test.ts).
  'GET /shared/:token': publicRoute(
    'a shared talk, for anyone with its link; unknown → 404',
    404,
    () => ({
      url: `/shared/${'A'.repeat(43)}`,
    }),
  ),
  'GET /shared/:token/audio.mp3': publicRoute(
    'a shared talk’s recording, as its page',
    404,
    () => ({
      url: `/shared/${'A'.repeat(43)}/audio.mp3`,
    }),
  ),
  'POST /shared/:token/report': publicRoute('a visitor’s report of a shared talk', 404, () => ({
    url: `/shared/${'A'.repeat(43)}/report`,
    body: { reason: 'offensive' },
  })),
  'POST /api/mood': protectedRoute({ body: MOOD_INPUT }),
  'GET /api/mood': protectedRoute(),
  'GET /api/mood/recent': protectedRoute(),
  'GET /api/mood/history': protectedRoute({ url: '/api/mood/history?days=7' }),
  'GET /api/care/pause': protectedRoute(),
  'POST /api/care/resume': protectedRoute(),
  'POST /api/care/screen': protectedRoute({ body: { place: 'goal', texts: ['Run a 10k'] } }),
  'GET /api/daily-rally': protectedRoute(),
  'PUT /api/daily-rally': protectedRoute({ body: DAILY_RALLY_INPUT }),
  'GET /api/notifications': protectedRoute(),
  'POST /api/notifications/read': protectedRoute({ body: { all: true } }),
  'GET /api/push': protectedRoute(),
  'POST /api/push/subscriptions': protectedRoute({ body: PUSH_SUBSCRIPTION }),
  'DELETE /api/push/subscriptions': protectedRoute({
    body: { endpoint: PUSH_SUBSCRIPTION.endpoint },
  }),
  'POST /api/goals': protectedRoute({ body: GOAL_INPUT }),
  'GET /api/goals': protectedRoute(),
  'PATCH /api/goals/:id': ownedRoute('goal', (id) => ({
    url: `/api/goals/${id}`,
    body: { isCompleted: true },
  })),
  'DELETE /api/goals/:id': ownedRoute('goal', (id) => ({ url: `/api/goals/${id}` })),
  'GET /api/personalisation-insights': protectedRoute(),
  'GET /api/subscription/status': protectedRoute(),
  'POST /api/create-subscription': protectedRoute({ body: SUBSCRIPTION_INPUT }),
  'POST /api/billing/portal': protectedRoute(),
  'POST /api/billing/cancel': protectedRoute(),
  // Registered only with the local billing provider, which the tests use.
  'POST /api/billing/local/confirm': ownedRoute('payment', (clientSecret) => ({
    body: { clientSecret, ...TEST_CARD },
  })),

  // tRPC: the same services for the web app.
  'query health.check': publicRoute('as GET /api/health', 200),
  'query auth.user': publicRoute('the sign-in check: null without a session', 200, undefined, null),
  'query user.profile': publicRoute(
    'the fallback check: null without a session',
    200,
    undefined,
    null,
  ),
  'mutation auth.signUp': publicRoute('as POST /api/auth/signup', 200, (f) => ({
    body: signUpBody(f.freshEmail()),
  })),
  'mutation auth.signIn': publicRoute('as POST /api/auth/signin', 200, (f) => ({
    body: f.credentials,
  })),
  'mutation auth.demoLogin': publicRoute('as POST /api/simple-demo-login', 200),
  'mutation auth.logout': publicRoute('as POST /api/auth/logout', 200),
  'query subscription.tiers': publicRoute('as GET /api/subscription/tiers', 200),
  'query subscription.config': publicRoute('as GET /api/billing/config', 200),
  'query voice.list': publicRoute('as GET /api/voices', 200),
  'mutation auth.logoutOthers': protectedRoute(),
  'query account.export': protectedRoute(),
  'mutation account.delete': protectedRoute(),
  'query audio.describe': ownedRoute('audio', ({ speechId }) => ({
    body: { speechId, voice: AUDIO_VOICE },
  })),
  'mutation audio.debugSpeech': protectedRoute(),
  'mutation audio.prepare': ownedRoute('audio', ({ speechId }) => ({
    body: { speechId, voice: AUDIO_VOICE },
  })),
  'mutation feedback.submit': ownedRoute('speech', (id) => ({
    body: { speechId: String(id), ...FEEDBACK_SCORES },
  })),
  'mutation report.create': ownedRoute('speech', (id) => ({ body: { id, reason: 'offensive' } })),
  'mutation report.undo': ownedRoute('speech', (id) => ({ body: { id } })),
  'query report.list': protectedRoute(),
  'query share.preview': ownedRoute('speech', (id) => ({ body: { id } })),
  'mutation share.create': ownedRoute('speech', (id) => ({ body: { id } })),
  'mutation share.stop': ownedRoute('speech', (id) => ({ body: { id } })),
  'query share.list': protectedRoute(),
  'mutation goal.create': protectedRoute({ body: GOAL_INPUT }),
  'query goal.list': protectedRoute(),
  'query goal.summary': protectedRoute(),
  'query user.stats': protectedRoute(),
  'mutation goal.update': ownedRoute('goal', (id) => ({
    body: { id, changes: { isCompleted: true } },
  })),
  'mutation goal.delete': ownedRoute('goal', (id) => ({ body: { id } })),
  'mutation mood.create': protectedRoute({ body: MOOD_INPUT }),
  'query mood.list': protectedRoute(),
  'query mood.recent': protectedRoute(),
  'query mood.history': protectedRoute({ body: { days: 7 } }),
  'query care.pause': protectedRoute(),
  'mutation care.resume': protectedRoute(),
  'mutation care.screen': protectedRoute({ body: { place: 'goal', texts: ['Run a 10k'] } }),
  'query dailyRally.get': protectedRoute(),
  'mutation dailyRally.update': protectedRoute({ body: DAILY_RALLY_INPUT }),
  'query notification.list': protectedRoute(),
  'mutation notification.read': protectedRoute({ body: { all: true } }),
  'query push.status': protectedRoute(),
  'mutation push.subscribe': protectedRoute({ body: PUSH_SUBSCRIPTION }),
  'mutation push.unsubscribe': protectedRoute({ body: { endpoint: PUSH_SUBSCRIPTION.endpoint } }),
  'query personalisation.insights': protectedRoute(),
  'query personalisation.musicBed': protectedRoute(),
  'mutation personalisation.setMusicBed': protectedRoute({ body: { musicBed: 'calm' } }),
  'mutation speech.generate': ownedRoute('goal', (goalId) => ({
    body: { ...SPEECH_INPUT, goalId },
  })),
  'mutation speech.generateStream': ownedRoute('goal', (goalId) => ({
    body: { ...SPEECH_INPUT, goalId },
  })),
  'query speech.page': protectedRoute({ body: { limit: 5, q: 'talk' } }),
  'query speech.activity': protectedRoute({ body: { days: 7 } }),
  'query speech.byId': ownedRoute('speech', (id) => ({ body: { id } })),
  'mutation speech.delete': ownedRoute('speech', (id) => ({ body: { id } })),
  'mutation speech.update': ownedRoute('speech', (id) => ({
    body: { id, changes: { name: 'Renamed by someone else' } },
  })),
  'query subscription.status': protectedRoute(),
  'mutation subscription.create': protectedRoute({ body: SUBSCRIPTION_INPUT }),
  'mutation subscription.portal': protectedRoute(),
  'mutation subscription.cancel': protectedRoute(),
  'mutation subscription.confirmLocalPayment': ownedRoute('payment', (clientSecret) => ({
    body: { clientSecret, ...TEST_CARD },
  })),
};
