import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findUserStats, insertSpeech } from '@rally/db';
import type { Database } from '@rally/db';
import { testDatabases } from '@rally/db/testing';
import {
  FREE_SPEECH_ALLOWANCE,
  MESSAGES,
  VOICE_CHUNK_MAX_CHARS,
  splitTextIntoChunks,
  FIRST_VOICE_CHUNK_MAX_CHARS,
} from '@rally/domain';
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFsAudioStore } from '../src/providers/audio-store/fs.ts';
import {
  createStripeBillingProvider,
  createStripeClient,
} from '../src/providers/billing/stripe.ts';
import { syncStripeCatalog } from '../src/providers/billing/stripe-catalog.ts';
import { createOpenAISpeechVoice } from '../src/providers/voice/openai-speech.ts';
import { createPollyVoice } from '../src/providers/voice/polly.ts';
import type { VoiceProviders } from '../src/providers/voice/index.ts';
import { createLocalWriter } from '../src/providers/writer/local.ts';
import { createOpenAIWriter } from '../src/providers/writer/openai.ts';
import { WriterError } from '../src/providers/writer/types.ts';
import type { SpeechWriter } from '../src/providers/writer/types.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/services/errors.ts';
import { STAND_DOWN_MS } from '../src/services/provider-status.ts';
import { planState, setSpeechesUsed } from './billing-helpers.ts';
import { faultyDatabase } from './faults/faulty-database.ts';
import type { FaultMoment, FaultyDatabase } from './faults/faulty-database.ts';
import { buildTestApp, call, expectStatus, userSignUps } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { concat, fakeSpeech } from './mocks/fake-mp3.ts';
import { startOpenAIMock } from './mocks/openai-mock.ts';
import type { ChatReply, ChatRequest, OpenAIMock, SpeechReply } from './mocks/openai-mock.ts';
import { startPollyMock } from './mocks/polly-mock.ts';
import type { PollyMock, SynthesizeReply } from './mocks/polly-mock.ts';
import { startStripeMock } from './mocks/stripe-mock.ts';
import type { StripeEventJson, StripeMock } from './mocks/stripe-mock.ts';

/*
 * Faults from outside: the database connection dropping mid-request, the writer and the voice
 * services timing out or answering 500, webhooks arriving twice, at once and out of order.
 * Each case checks three things: a clear error (a status and a readable message, never a stack or
 * an internal detail), no partial write, and an allowance that is exactly right afterwards.
 *
 * A lost database connection answers 503 with "try again": the request did nothing (its transaction
 * is rolled back, its reserved speech given back), so trying again is the right thing to do, and a
 * 503 tells clients and load balancers just that, where a 500 would say "our bug".
 */

const WEBHOOK_SECRET = 'whsec_test_rally_faults';
/** Short deadlines, so that a service that never answers fails the request within the test. */
const WRITER_TIMEOUT_MS = 1000;
const VOICE_TIMEOUT_MS = 1000;
/** Every subscription starts at the same moment on Stripe's clock, so plans can be compared. */
const STRIPE_START = 1_900_000_000;

const INPUT = {
  context: 'I have a job interview on Thursday for a senior engineering role and I feel nervous.',
  tone: 'confident',
  voiceStyle: 'professional',
  duration: 'short',
} as const;

const SPEECH_TEXT = [
  'You have prepared for this moment. Walk in with your head high and your notes in your bag.',
  'Every answer you give comes from the hours you put in. Trust them, and trust yourself.',
  'Tonight, rest. Tomorrow, show them who you are.',
].join('\n\n');

/** Words a service or a driver might leak into an answer; none of them is for the user. */
const INTERNALS =
  /internal|stack|node_modules|\.ts:\d+|terminated|queryable|sqlstate|select |insert |update |secret upstream detail/i;

const localWriter = createLocalWriter();

/** A section of `words` words in whole sentences, as a model would write it. */
const section = (words: number) =>
  Array.from({ length: words / 5 }, () => 'You are ready for this.').join(' ');

describe.each(testDatabases())('faults on %s', (kind) => {
  let t: TestApp;
  /** The app's database reached directly, for checking what was written. */
  let db: Kysely<Database>;
  /** The same database as the app reaches it, through connections a test can break. */
  let faulty: FaultyDatabase;
  let openai: OpenAIMock;
  let polly: PollyMock;
  let stripe: StripeMock;
  let audioDir: string;
  let voices: VoiceProviders;
  /** New signed-in users, each from an address of its own so the sign-up throttle never bites. */
  let signUp: ReturnType<typeof userSignUps>;

  // Tests swap the writer and what the mock services answer; the defaults are back after each test.
  let writer: SpeechWriter = localWriter;
  const defaultChat = (): ChatReply => ({ content: section(200) });
  const defaultSpeech = (input: string): SpeechReply => ({ audio: fakeSpeech(input) });
  const defaultSynthesis = (text: string): SynthesizeReply => ({ audio: fakeSpeech(text) });
  let chat: (request: ChatRequest, call: number) => ChatReply = defaultChat;
  let openaiSpeech: (input: string, call: number) => SpeechReply = defaultSpeech;
  let pollySpeech: (text: string, call: number) => SynthesizeReply = defaultSynthesis;

  beforeAll(async () => {
    openai = await startOpenAIMock({
      chat: (request, n) => chat(request, n),
      speech: (request, n) => openaiSpeech(request.input, n),
    });
    polly = await startPollyMock({ synthesize: (request, n) => pollySpeech(request.Text, n) });
    stripe = await startStripeMock();
    await syncStripeCatalog(createStripeClient(stripe.config));
    audioDir = await mkdtemp(join(tmpdir(), 'rally-faults-audio-'));
    voices = {
      primary: createOpenAISpeechVoice({
        apiKey: 'test-key',
        baseURL: openai.baseURL,
        model: 'gpt-4o-mini-tts',
        timeoutMs: VOICE_TIMEOUT_MS,
      }),
      alternate: createPollyVoice({
        region: 'us-east-1',
        accessKeyId: 'test',
        secretAccessKey: 'test',
        endpoint: polly.endpoint,
        timeoutMs: VOICE_TIMEOUT_MS,
      }),
    };
    t = await buildTestApp(
      kind,
      { STRIPE_SECRET_KEY: stripe.config.secretKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
      {
        writer: { name: 'local', write: (brief, options) => writer.write(brief, options) },
        voices,
        audioStore: createFsAudioStore(audioDir),
        billing: createStripeBillingProvider({ ...stripe.config, webhookSecret: WEBHOOK_SECRET }),
      },
    );
    signUp = userSignUps(t.app, 9);
    db = t.deps.db;
    faulty = faultyDatabase(db);
    // Services read `deps.db` at each request, so every request from now on can lose its connection.
    t.deps.db = faulty.db;
  });
  afterEach(() => {
    writer = localWriter;
    chat = defaultChat;
    openaiSpeech = defaultSpeech;
    pollySpeech = defaultSynthesis;
    t.deps.providers.voices = voices;
    // A fault that never hit means the test did not test what it says.
    expect(faulty.disarmAll(), 'a fault was armed but never hit').toBe(0);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([openai.close(), polly.close(), stripe.close()]);
    await rm(audioDir, { recursive: true, force: true });
  });

  const generate = (cookie: string, payload: object = INPUT) =>
    call(t.app, { method: 'POST', url: '/api/speeches/generate', payload, cookie });

  /** Asserts a readable refusal: the status, the message, and nothing of the inside. */
  function expectClearError(response: LightMyRequestResponse, status: number, message: string) {
    expectStatus(response, status);
    expect(response.json()).toMatchObject({ message });
    expect(response.body).not.toMatch(INTERNALS);
  }

  const speechRows = (userId: string) =>
    db.selectFrom('speeches').selectAll().where('userId', '=', userId).execute();
  const speechesUsed = async (userId: string) =>
    (
      await db
        .selectFrom('users')
        .select('speechesUsed')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).speechesUsed;

  /** Asserts the allowance matches what is stored: one speech used per saved speech, and no more. */
  async function expectAllowanceMatchesSpeeches(userId: string, cookie: string, saved: number) {
    expect(await speechRows(userId)).toHaveLength(saved);
    expect(await speechesUsed(userId)).toBe(saved);
    expect((await findUserStats(db, userId))?.totalSpeeches ?? 0).toBe(saved);
    const status = await call(t.app, { method: 'GET', url: '/api/subscription/status', cookie });
    expectStatus(status, 200);
    expect(status.json()).toMatchObject({
      speechesUsed: saved,
      speechesRemaining: FREE_SPEECH_ALLOWANCE - saved,
    });
  }

  describe('the database connection dropping during a request', () => {
    it.each<[string, RegExp, FaultMoment]>([
      ['before the speech is inserted', /^insert into "speeches"/, 'before'],
      ['after the speech is inserted, before the answer', /^insert into "speeches"/, 'after'],
      ['after the stats are updated', /^update "user_stats"/, 'after'],
      ['at the commit', /^commit$/, 'before'],
      ['at the start of the transaction', /^begin$/, 'before'],
    ])(
      'answers 503, saves nothing and gives the speech back when it drops %s',
      async (_when, statement, moment) => {
        const { cookie, userId } = await signUp();
        faulty.arm({ at: statement, moment });

        expectClearError(await generate(cookie), 503, DATABASE_UNAVAILABLE_MESSAGE);
        await expectAllowanceMatchesSpeeches(userId, cookie, 0);

        // The app recovers: the next request gets a sound connection.
        expectStatus(await generate(cookie), 200);
        await expectAllowanceMatchesSpeeches(userId, cookie, 1);
      },
    );

    it('keeps the allowance right when the connection drops at any statement of a generation', async () => {
      const probe = await signUp();
      const first = faulty.statements.length;
      expectStatus(await generate(probe.cookie), 200);
      const statementCount = faulty.statements.length - first;
      expect(statementCount).toBeGreaterThan(5);

      for (let nth = 1; nth <= statementCount; nth += 1) {
        const { cookie, userId } = await signUp();
        faulty.arm({ at: nth });
        const response = await generate(cookie);
        expect(
          faulty.disarmAll(),
          `the fault at statement ${nth} of ${statementCount} never hit`,
        ).toBe(0);
        expectClearError(response, 503, DATABASE_UNAVAILABLE_MESSAGE);
        await expectAllowanceMatchesSpeeches(userId, cookie, 0);
        expectStatus(await generate(cookie), 200);
        await expectAllowanceMatchesSpeeches(userId, cookie, 1);
      }
    });

    it('gives the speech back on a fresh connection when the give-back itself loses its connection', async () => {
      const { cookie, userId } = await signUp();
      writer = {
        name: 'local',
        async *write() {
          yield 'You are ready.';
          throw new WriterError('upstream');
        },
      };
      faulty.arm({ at: /^delete from "speech_reservations"/, moment: 'before' });

      expectClearError(await generate(cookie), 503, new WriterError('upstream').message);
      await expectAllowanceMatchesSpeeches(userId, cookie, 0);
    });

    it('answers a tRPC generation with SERVICE_UNAVAILABLE and the same message', async () => {
      const { cookie, userId } = await signUp();
      faulty.arm({ at: /^insert into "speeches"/, moment: 'after' });

      const response = await call(t.app, {
        method: 'POST',
        url: '/trpc/speech.generate',
        payload: INPUT,
        cookie,
      });
      expectStatus(response, 503);
      expect(response.json().error).toMatchObject({
        message: DATABASE_UNAVAILABLE_MESSAGE,
        data: { code: 'SERVICE_UNAVAILABLE' },
      });
      expect(response.body).not.toMatch(INTERNALS);
      await expectAllowanceMatchesSpeeches(userId, cookie, 0);
    });

    it('ends the tRPC speech stream with SERVICE_UNAVAILABLE, after the text, when the save loses its connection', async () => {
      const { cookie, userId } = await signUp();
      faulty.arm({ at: /^insert into "speeches"/, moment: 'before' });

      // As httpBatchStreamLink asks: a batch of one, answered in JSON lines.
      const response = await call(t.app, {
        method: 'POST',
        url: '/trpc/speech.generateStream?batch=1',
        headers: { 'trpc-accept': 'application/jsonl' },
        payload: { 0: INPUT },
        cookie,
      });
      const lines = response.body.trim().split('\n');
      expect(lines.some((line) => line.includes('"type":"text"'))).toBe(true);
      expect(lines.at(-1)).toContain(JSON.stringify(DATABASE_UNAVAILABLE_MESSAGE));
      expect(lines.at(-1)).toContain('"code":"SERVICE_UNAVAILABLE"');
      expect(response.body).not.toMatch(INTERNALS);
      await expectAllowanceMatchesSpeeches(userId, cookie, 0);
    });

    it('ends the REST speech stream with an error event, after the text, when the save loses its connection', async () => {
      const { cookie, userId } = await signUp();
      faulty.arm({ at: /^insert into "speeches"/, moment: 'before' });

      const response = await call(t.app, {
        method: 'POST',
        url: '/api/speeches/generate',
        headers: { accept: 'text/event-stream' },
        payload: INPUT,
        cookie,
      });
      expectStatus(response, 200);
      expect(response.body).toMatch(/^event: text\n/);
      const errorEvent = /event: error\ndata: (.*)\n\n$/.exec(response.body);
      expect(JSON.parse(errorEvent?.[1] ?? 'null')).toEqual({
        message: DATABASE_UNAVAILABLE_MESSAGE,
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(response.body).not.toMatch(INTERNALS);
      await expectAllowanceMatchesSpeeches(userId, cookie, 0);
    });

    it.skipIf(kind !== 'postgres')(
      'survives PostgreSQL ending the backend for real inside the save (PostgreSQL only: PGlite has no server backend to end)',
      async () => {
        const { cookie, userId } = await signUp();
        faulty.arm({ at: /^insert into "speeches"/, moment: 'kill' });

        expectClearError(await generate(cookie), 503, DATABASE_UNAVAILABLE_MESSAGE);
        await expectAllowanceMatchesSpeeches(userId, cookie, 0);
        expectStatus(await generate(cookie), 200);
        await expectAllowanceMatchesSpeeches(userId, cookie, 1);
      },
    );

    it('changes nothing when a rename loses its connection', async () => {
      const { cookie, userId } = await signUp();
      const speech = await insertSpeech(db, { ...INPUT, userId, content: SPEECH_TEXT });
      faulty.arm({ at: /^update "speeches"/, moment: 'before' });

      const response = await call(t.app, {
        method: 'PATCH',
        url: `/api/speeches/${speech.id}`,
        payload: { name: 'Interview day' },
        cookie,
      });
      expectClearError(response, 503, DATABASE_UNAVAILABLE_MESSAGE);
      const [stored] = await speechRows(userId);
      expect(stored?.name).toBeNull();
    });
  });

  describe('the writer timing out or answering 500', () => {
    const openaiWriter = (timeoutMs = WRITER_TIMEOUT_MS) =>
      createOpenAIWriter({
        apiKey: 'test-key',
        baseURL: openai.baseURL,
        model: 'test-model',
        timeoutMs,
      });

    it.each<[string, () => ChatReply, WriterError]>([
      [
        'a 500',
        () => ({ error: { status: 500, message: 'secret upstream detail' } }),
        new WriterError('upstream'),
      ],
      [
        'a 503',
        () => ({ error: { status: 503, message: 'secret upstream detail' } }),
        new WriterError('upstream'),
      ],
      ['no answer at all', () => ({ hang: true }), new WriterError('timeout')],
      [
        'an answer that stalls after its first words',
        () => ({ content: section(200), tokenDelayMs: WRITER_TIMEOUT_MS * 4 }),
        new WriterError('timeout'),
      ],
    ])(
      "answers the writer's message when OpenAI gives %s, and keeps nothing",
      async (_what, reply, expected) => {
        const { cookie, userId } = await signUp();
        writer = openaiWriter();
        chat = reply;
        const before = openai.requests.length;

        expectClearError(await generate(cookie), 503, expected.message);
        // No retry: the user is waiting and may try again.
        expect(openai.requests.length - before).toBe(1);
        await expectAllowanceMatchesSpeeches(userId, cookie, 0);

        // Once OpenAI answers again, so does the app (with the SDK's patience: the test may be slow).
        chat = defaultChat;
        writer = openaiWriter(60_000);
        expectStatus(await generate(cookie), 200);
        await expectAllowanceMatchesSpeeches(userId, cookie, 1);
      },
    );

    it.each<[string, ChatReply, WriterError]>([
      [
        'answers 500',
        { error: { status: 500, message: 'secret upstream detail' } },
        new WriterError('upstream'),
      ],
      ['times out', { hang: true }, new WriterError('timeout')],
    ])(
      'keeps no half of a long speech when a later section %s',
      async (_what, failure, expected) => {
        const { cookie, userId } = await signUp();
        writer = openaiWriter();
        // The outline, two sections, then the failure.
        let calls = 0;
        chat = () => {
          calls += 1;
          if (calls === 1) return { content: '1. Opening\n2. The work\n3. The day\n4. Closing' };
          return calls <= 3 ? { content: section(150) } : failure;
        };
        const before = openai.requests.length;

        expectClearError(
          await generate(cookie, { ...INPUT, duration: 'long' }),
          503,
          expected.message,
        );
        expect(openai.requests.length - before).toBe(4);
        await expectAllowanceMatchesSpeeches(userId, cookie, 0);
      },
    );
  });

  describe('the voice services timing out or answering 500', () => {
    async function speechOf(userId: string) {
      return insertSpeech(db, { ...INPUT, userId, content: SPEECH_TEXT });
    }
    const postAudio = (cookie: string, speechId: number, voice = 'nova') =>
      call(t.app, {
        method: 'POST',
        url: `/api/speeches/${speechId}/audio`,
        payload: { voice },
        cookie,
      });
    const audioRows = (speechId: number) =>
      db.selectFrom('speechAudio').selectAll().where('speechId', '=', speechId).execute();
    const audioUrlOf = async (speechId: number) =>
      (
        await db
          .selectFrom('speeches')
          .select('audioUrl')
          .where('id', '=', speechId)
          .executeTakeFirstOrThrow()
      ).audioUrl;
    /** The files stored for a speech, partial ones included. */
    const audioFiles = async (speechId: number) => {
      const names = await readdir(join(audioDir, 'speeches', String(speechId))).catch(() => []);
      return names.sort();
    };
    const chunksOf = (maxChars: number) =>
      splitTextIntoChunks(SPEECH_TEXT, maxChars, FIRST_VOICE_CHUNK_MAX_CHARS);
    const audioFor = (chunks: string[]) => concat(chunks.map((chunk) => fakeSpeech(chunk)));

    const OPENAI_FAILURES: [string, () => SpeechReply][] = [
      ['answers 500', () => ({ error: { status: 500, message: 'secret upstream detail' } })],
      ['does not answer', () => ({ hang: true })],
    ];
    const POLLY_FAILURES: [string, () => SynthesizeReply][] = [
      [
        'answers 500',
        () => ({
          error: {
            status: 500,
            type: 'ServiceFailureException',
            message: 'secret upstream detail',
          },
        }),
      ],
      // Long past the deadline; the mock does not answer once the client has gone.
      ['does not answer', () => ({ audio: fakeSpeech('late'), delayMs: VOICE_TIMEOUT_MS * 5 })],
    ];

    it.each(OPENAI_FAILURES)(
      'has Polly speak when OpenAI %s, and stores only that',
      async (_what, failure) => {
        const { cookie, userId } = await signUp();
        const speech = await speechOf(userId);
        openaiSpeech = failure;

        const response = await postAudio(cookie, speech.id);
        expectStatus(response, 200);
        expect(response.headers['x-voice-provider']).toBe('polly');
        const expected = audioFor(chunksOf(VOICE_CHUNK_MAX_CHARS.polly));
        expect(Buffer.from(response.rawPayload).equals(Buffer.from(expected))).toBe(true);

        const rows = await audioRows(speech.id);
        expect(rows).toEqual([expect.objectContaining({ provider: 'polly' })]);
        expect(await audioUrlOf(speech.id)).toMatch(new RegExp(`/audio/${rows[0]?.id}\\.mp3$`));
        expect(await audioFiles(speech.id)).toEqual([expect.stringMatching(/^polly-.*\.mp3$/)]);
      },
    );

    it.each(
      OPENAI_FAILURES.flatMap(([openaiWhat, openaiFailure]) =>
        POLLY_FAILURES.map(
          ([pollyWhat, pollyFailure]) =>
            [`OpenAI ${openaiWhat} and Polly ${pollyWhat}`, openaiFailure, pollyFailure] as const,
        ),
      ),
    )(
      'answers 503 with the audio message and stores nothing when %s',
      async (_what, openaiFailure, pollyFailure) => {
        const { cookie, userId } = await signUp();
        const speech = await speechOf(userId);
        openaiSpeech = openaiFailure;
        pollySpeech = pollyFailure;

        expectClearError(await postAudio(cookie, speech.id), 503, MESSAGES.audioFailed.message);
        expect(await audioRows(speech.id)).toEqual([]);
        expect(await audioUrlOf(speech.id)).toBeNull();
        expect(await audioFiles(speech.id)).toEqual([]);

        // Once the service is back, the audio is made and kept: at once, or, when OpenAI failed
        // often enough in a row to stand down, once its stand-down is over.
        openaiSpeech = defaultSpeech;
        t.setNow(new Date(t.deps.now().getTime() + STAND_DOWN_MS));
        expectStatus(await postAudio(cookie, speech.id), 200);
        expect(await audioRows(speech.id)).toHaveLength(1);
        expect(await audioFiles(speech.id)).toHaveLength(1);
      },
    );

    it.each<[string, RegExp, FaultMoment]>([
      ['before the audio row is written', /^insert into "speech_audio"/, 'before'],
      ['after the audio row is written', /^insert into "speech_audio"/, 'after'],
      ['while the speech is pointed at its audio', /^update "speeches" set "audio_url"/, 'before'],
    ])(
      'still plays the audio, but keeps neither file nor row, when the database drops %s',
      async (_when, statement, moment) => {
        const { cookie, userId } = await signUp();
        const speech = await speechOf(userId);
        faulty.arm({ at: statement, moment });

        // The audio is sent as it is made; only the cache is lost.
        const response = await postAudio(cookie, speech.id);
        expectStatus(response, 200);
        const expected = audioFor(chunksOf(VOICE_CHUNK_MAX_CHARS.openai));
        expect(Buffer.from(response.rawPayload).equals(Buffer.from(expected))).toBe(true);
        expect(await audioRows(speech.id)).toEqual([]);
        expect(await audioUrlOf(speech.id)).toBeNull();
        expect(await audioFiles(speech.id)).toEqual([]);

        expectStatus(await postAudio(cookie, speech.id), 200);
        expect(await audioRows(speech.id)).toHaveLength(1);
        expect(await audioUrlOf(speech.id)).not.toBeNull();
        expect(await audioFiles(speech.id)).toHaveLength(1);
      },
    );
  });

  describe('webhooks duplicated, concurrent and out of order', () => {
    function deliver(event: StripeEventJson) {
      const payload = JSON.stringify(event);
      return t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({
            payload,
            secret: WEBHOOK_SECRET,
          }),
        },
      });
    }

    /** Subscribes to monthly Premium on Stripe's side; answers the subscription and its events. */
    async function subscribe(cookie: string) {
      stripe.setNow(STRIPE_START);
      const seen = stripe.events.length;
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/create-subscription',
        cookie,
        payload: { tier: 'premium', billingCycle: 'monthly' },
      });
      expectStatus(response, 200);
      const events = stripe.events.slice(seen);
      const created = events.find((event) => event.type === 'customer.subscription.created');
      return { subscriptionId: String(created?.data.object.id), events };
    }

    /** The events Stripe sends for `step`. */
    function eventsOf(step: () => void): StripeEventJson[] {
      const seen = stripe.events.length;
      step();
      return stripe.events.slice(seen);
    }

    async function deliverInOrder(events: StripeEventJson[]) {
      for (const event of events) expectStatus(await deliver(event), 200);
    }

    const recordedEvents = async (events: StripeEventJson[]) =>
      (
        await db
          .selectFrom('billingEvents')
          .select('id')
          .where(
            'id',
            'in',
            events.map((event) => event.id),
          )
          .execute()
      ).length;

    /** A user who subscribed and paid, with every event delivered once, in order. */
    async function paidUser() {
      const user = await signUp();
      const { subscriptionId, events } = await subscribe(user.cookie);
      await deliverInOrder([...events, ...eventsOf(() => stripe.payInvoice(subscriptionId))]);
      return { ...user, subscriptionId };
    }

    it('processes an event delivered five times at once exactly once', async () => {
      const expected = await paidUser();

      const user = await signUp();
      const { subscriptionId, events: created } = await subscribe(user.cookie);
      await deliverInOrder(created);
      const paid = eventsOf(() => stripe.payInvoice(subscriptionId));
      expect(paid.map((event) => event.type)).toEqual([
        'invoice.paid',
        'customer.subscription.updated',
      ]);
      await setSpeechesUsed(db, user.userId, 2);

      const responses = await Promise.all(
        paid.flatMap((event) => Array.from({ length: 5 }, () => deliver(event))),
      );
      for (const response of responses) expectStatus(response, 200);
      const firsts = responses.filter((response) => response.json().duplicate === false);
      expect(firsts).toHaveLength(paid.length);
      expect(await recordedEvents(paid)).toBe(paid.length);
      // Paid once: the new period's allowance starts once, as for the user who got each event once.
      expect(await planState(db, user.userId)).toEqual(await planState(db, expected.userId));
      expect((await planState(db, user.userId)).speechesUsed).toBe(0);
    });

    it('does not roll the plan back when an older subscription update arrives after a newer one', async () => {
      const user = await signUp();
      const { subscriptionId, events: created } = await subscribe(user.cookie);
      await deliverInOrder(created);
      const paid = eventsOf(() => stripe.payInvoice(subscriptionId));
      stripe.advanceDays(10);
      const upgraded = eventsOf(() => stripe.changePrice(subscriptionId, 'rally_pro_yearly'));

      await deliverInOrder(upgraded);
      const afterUpgrade = await planState(db, user.userId);
      expect(afterUpgrade).toMatchObject({
        subscriptionTier: 'pro',
        billingCycle: 'yearly',
        speechesUsed: 0,
      });
      await setSpeechesUsed(db, user.userId, 4);

      const older = paid.filter((event) => event.type === 'customer.subscription.updated');
      expect(older).toHaveLength(1);
      await deliverInOrder([...older, ...paid]);
      expect(await planState(db, user.userId)).toEqual({ ...afterUpgrade, speechesUsed: 4 });
    });

    it.each<[string, RegExp, FaultMoment]>([
      ['when the plan is written', /^update "users" set/, 'after'],
      ['at the commit', /^commit$/, 'before'],
      ['when the event is recorded', /^insert into "billing_events"/, 'after'],
    ])(
      'answers 503 so that Stripe retries, and records nothing, when the database drops %s',
      async (_when, statement, moment) => {
        const user = await signUp();
        const { subscriptionId, events: created } = await subscribe(user.cookie);
        await deliverInOrder(created);
        const paid = eventsOf(() => stripe.payInvoice(subscriptionId));
        const [invoicePaid] = paid;
        if (!invoicePaid) throw new Error('no invoice.paid event');
        const before = await planState(db, user.userId);
        faulty.arm({ at: statement, moment });

        const response = await deliver(invoicePaid);
        expectClearError(response, 503, DATABASE_UNAVAILABLE_MESSAGE);
        expect(await recordedEvents([invoicePaid])).toBe(0);
        expect(await planState(db, user.userId)).toEqual(before);

        // Stripe's retry is the first delivery that counts.
        const retried = await deliver(invoicePaid);
        expectStatus(retried, 200);
        expect(retried.json()).toEqual({ received: true, duplicate: false });
        expect(await planState(db, user.userId)).toMatchObject({
          subscriptionTier: 'premium',
          subscriptionStatus: 'active',
        });
        expect(await recordedEvents([invoicePaid])).toBe(1);
      },
    );
  });

  describe('the allowance under concurrent failures', () => {
    it('counts exactly the stored speeches when 30 requests race and every 2nd write fails', async () => {
      const { cookie, userId } = await signUp();
      let writes = 0;
      writer = {
        name: 'local',
        async *write(brief, options) {
          writes += 1;
          if (writes % 2 === 0) {
            yield 'You are';
            throw new WriterError('upstream');
          }
          yield* localWriter.write(brief, options);
        },
      };

      const responses = await Promise.all(Array.from({ length: 30 }, () => generate(cookie)));
      const ok = responses.filter((response) => response.statusCode === 200);
      const failed = responses.filter((response) => response.statusCode === 503);
      const refused = responses.filter((response) => response.statusCode === 402);
      expect(ok.length + failed.length + refused.length).toBe(30);
      expect(failed).toHaveLength(Math.floor(writes / 2));
      for (const response of failed) {
        expectClearError(response, 503, new WriterError('upstream').message);
      }
      for (const response of refused) {
        expectClearError(response, 402, MESSAGES.freeLimitReached.message);
      }
      expect(ok.length).toBeGreaterThan(0);
      expect(ok.length).toBeLessThanOrEqual(FREE_SPEECH_ALLOWANCE);
      await expectAllowanceMatchesSpeeches(userId, cookie, ok.length);

      // Nothing was lost: the rest of the allowance is still there, and no more.
      writer = localWriter;
      for (let saved = ok.length; saved < FREE_SPEECH_ALLOWANCE; saved += 1) {
        expectStatus(await generate(cookie), 200);
      }
      expectStatus(await generate(cookie), 402);
      await expectAllowanceMatchesSpeeches(userId, cookie, FREE_SPEECH_ALLOWANCE);
    });
  });
});
