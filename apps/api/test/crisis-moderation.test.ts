import { testDatabases } from '@rally/db/testing';
import { SITUATION_REGISTER } from '@rally/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCrisisScreener } from '../src/providers/moderation/index.ts';
import { createOpenAIModeration } from '../src/providers/moderation/openai.ts';
import { reservationsOf, speechesUsedOf } from './allowance.ts';
import { buildTestApp, call, expectStatus, signUpUser, type TestApp } from './helpers.ts';
import { startOpenAIMock } from './mocks/openai-mock.ts';
import type {
  ChatRequest,
  ModerationReply,
  ModerationRequest,
  OpenAIMock,
} from './mocks/openai-mock.ts';

const SPEECH = { tone: 'energetic', voiceStyle: 'warm', duration: 'short' } as const;
/** Words the built-in screen does not know; the moderation does. */
const INDIRECT = 'I just want everything to stop for good and not wake up';
const FLAGGED_LINE = 'Here is a way to end your life.';
const ANSWER = `You are stronger than you think. ${FLAGGED_LINE} Keep going tomorrow.`;
const ORDINARY_ANSWER = 'You are ready for Friday. Breathe, and walk in steady.';
/** A grief the built-in writer reads as one; a goal that relates to it, and one that does not. */
const GRIEF = 'My mum died in March and her birthday is on Sunday';
const RELATED_GOAL = 'Write a letter to my mum';
const UNRELATED_GOAL = 'Learn Spanish';
const CLEAN_GRIEF_ANSWER =
  'Sunday will be a tender day. Writing that letter to your mum can hold what you still want to tell her.';
/** Moderation answers this slowly, in the app under test, before the built-in screen stands alone. */
const MODERATION_TIMEOUT_MS = 1_000;

interface LogLine {
  msg: string;
  check?: string;
}

type Moderate = (request: ModerationRequest) => ModerationReply;

/** Flags self-harm/intent for the indirect phrasing and self-harm/instructions for the bad line. */
const moderateByWords: Moderate = ({ input }) => ({
  results: [input].flat().map((text) => ({
    flagged: text.includes('stop for good')
      ? ['self-harm', 'self-harm/intent']
      : text.includes('end your life')
        ? ['self-harm', 'self-harm/instructions']
        : [],
  })),
});

describe('the crisis screen with OpenAI moderation', () => {
  let mock: OpenAIMock;
  let moderate: Moderate = moderateByWords;
  beforeAll(async () => {
    mock = await startOpenAIMock({ moderation: (request) => moderate(request) });
  });
  afterEach(() => {
    moderate = moderateByWords;
  });
  afterAll(() => mock.close());

  const screener = (timeoutMs?: number) =>
    createCrisisScreener(
      createOpenAIModeration({ apiKey: 'test-key', baseURL: mock.baseURL, timeoutMs }),
    );

  it('adds what the moderation finds to the built-in screen', async () => {
    expect(screener().name).toBe('built-in+openai');
    expect((await screener().screen([INDIRECT])).concerns).toEqual(['self-harm']);
    expect((await screener().screen(['An exam on Monday'])).concerns).toEqual([]);
    const asked = mock.requests.filter((request) => request.path === '/v1/moderations').at(-1);
    expect(asked?.body).toEqual({ model: 'omni-moderation-latest', input: ['An exam on Monday'] });
  });

  it.each([
    [['violence'], { violence: 0.5 }, []],
    [['violence'], { violence: 0.95 }, ['harm-others']],
    [['harassment/threatening'], {}, ['harm-others']],
    [['violence/graphic'], {}, []],
    [['self-harm/instructions'], {}, ['self-harm']],
  ])('reads %j scored %j as %j', async (flagged, scores, concerns) => {
    moderate = () => ({ results: [{ flagged, scores }] });
    expect((await screener().screen(['some words'])).concerns).toEqual(concerns);
  });

  it.each([
    ['an outage', { error: { status: 503, message: 'down' } }],
    ['a time-out', { hang: true }],
  ] as const)('falls back to the built-in screen on %s, never to none', async (_name, reply) => {
    moderate = () => reply;
    const fellBack: string[] = [];
    const screen = screener(200);
    const crisis = await screen.screen(['I want to kill myself'], (_error, provider) =>
      fellBack.push(provider),
    );
    expect(crisis.concerns).toEqual(['self-harm']);
    expect((await screen.screen(['An exam on Monday'])).concerns).toEqual([]);
    expect(fellBack).toEqual(['openai']);
  });
});

describe.each(testDatabases())('a speech written by OpenAI, screened and checked on %s', (kind) => {
  let mock: OpenAIMock;
  let t: TestApp;
  let answer = ANSWER;
  let moderate: Moderate = moderateByWords;
  const logs: LogLine[] = [];
  beforeAll(async () => {
    mock = await startOpenAIMock({
      chat: () => ({ content: answer }),
      moderation: (request) => moderate(request),
    });
    t = await buildTestApp(
      kind,
      { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: mock.baseURL, LOG_LEVEL: 'warn' },
      {
        crisisScreen: createCrisisScreener(
          createOpenAIModeration({
            apiKey: 'test-key',
            baseURL: mock.baseURL,
            timeoutMs: MODERATION_TIMEOUT_MS,
          }),
        ),
      },
      { logStream: { write: (line) => logs.push(JSON.parse(line) as LogLine) } },
    );
  });
  afterEach(() => {
    answer = ANSWER;
    moderate = moderateByWords;
  });
  afterAll(async () => {
    await t.close();
    await mock.close();
  });

  const chatCalls = () => mock.requests.filter((r) => r.path === '/v1/chat/completions').length;
  const stream = (cookie: string, context: string) =>
    call(t.app, {
      method: 'POST',
      url: '/api/speeches/generate',
      cookie,
      headers: { accept: 'text/event-stream' },
      payload: { ...SPEECH, context },
    });
  const frames = (body: string) =>
    body
      .split('\n\n')
      .filter((frame) => frame.trim() !== '')
      .map((frame) => ({
        event: /^event: (.*)$/m.exec(frame)?.[1],
        data: JSON.parse(/^data: (.*)$/m.exec(frame)?.[1] ?? 'null') as unknown,
      }));
  const sentText = (received: ReturnType<typeof frames>) =>
    received
      .filter((frame) => frame.event === 'text')
      .map((frame) => (frame.data as { text: string }).text)
      .join('');
  const savedContent = (received: ReturnType<typeof frames>) =>
    (received.at(-1)?.data as { content?: string }).content;
  const lastChatRequest = () =>
    mock.requests.filter((r) => r.path === '/v1/chat/completions').at(-1)?.body as ChatRequest;
  const addGoal = async (cookie: string, title: string) =>
    expectStatus(
      await call(t.app, {
        method: 'POST',
        url: '/api/goals',
        cookie,
        payload: { title, category: 'personal' },
      }),
      201,
    );
  /** A user with a goal that relates to the grief and one that does not. */
  const userWithGoals = async () => {
    const signedUp = await signUpUser(t.app);
    await addGoal(signedUp.cookie, UNRELATED_GOAL);
    await addGoal(signedUp.cookie, RELATED_GOAL);
    return signedUp;
  };

  it('answers care to words only the moderation flags, before the model is asked or anything charged', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const before = chatCalls();
    const response = await stream(cookie, INDIRECT);
    expectStatus(response, 200);
    expect(frames(response.body)).toEqual([
      { event: 'care', data: { concern: 'self-harm', place: 'generate' } },
    ]);
    expect(chatCalls()).toBe(before);
    expect(await speechesUsedOf(t.deps.db, user.id)).toBe(0);
  });

  it('ends a flagged answer with care mid-stream: the flagged sentence never sent, nothing saved or charged', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const response = await stream(cookie, 'My job interview is on Friday');
    expectStatus(response, 200);
    const received = frames(response.body);
    expect(received.at(-1)).toEqual({
      event: 'care',
      data: { concern: 'self-harm', place: 'generate' },
    });
    const sent = received
      .filter((frame) => frame.event === 'text')
      .map((frame) => (frame.data as { text: string }).text)
      .join('');
    expect(sent).toBe('You are stronger than you think. ');
    expect(sent).not.toContain('end your life');
    expect(await speechesUsedOf(t.deps.db, user.id)).toBe(0);
    expect(await reservationsOf(t.deps.db, user.id)).toEqual([]);
    const saved = await t.deps.db
      .selectFrom('speeches')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(saved).toEqual([]);
    const matches = await t.deps.db
      .selectFrom('crisisScreenMatches')
      .select(['concern', 'place'])
      .where('userId', '=', user.id)
      .execute();
    expect(matches).toEqual([{ concern: 'self-harm', place: 'generate' }]);
  });

  it.each([
    ['answers 500', { error: { status: 500, message: 'moderation down' } }],
    ['hangs past its time-out', { hang: true }],
  ] as const)(
    'still screens with the built-in screen while the moderation %s, and writes ordinary speeches',
    async (_name, reply) => {
      moderate = () => reply;
      answer = ORDINARY_ANSWER;
      const { cookie, user } = await signUpUser(t.app);
      const crisis = await stream(cookie, 'I want to kill myself');
      expect(frames(crisis.body)).toEqual([
        { event: 'care', data: { concern: 'self-harm', place: 'generate' } },
      ]);
      const ordinary = await stream(cookie, 'My job interview is on Friday');
      const received = frames(ordinary.body);
      expect(received.at(-1)?.event).toBe('done');
      expect(
        received
          .filter((frame) => frame.event === 'text')
          .map((frame) => (frame.data as { text: string }).text)
          .join(''),
      ).toBe(ORDINARY_ANSWER);
      expect(await speechesUsedOf(t.deps.db, user.id)).toBe(1);
    },
  );

  it('hands a grief answer that says "crush it" to the built-in writer: the client sees only its speech, charged once', async () => {
    answer = 'You are going to crush it this Sunday. Grief takes the time it takes.';
    const { cookie, user } = await signUpUser(t.app);
    const before = chatCalls();
    const received = frames((await stream(cookie, GRIEF)).body);
    expect(received.at(-1)?.event).toBe('done');
    const sent = sentText(received);
    expect(sent.trim()).toBe(savedContent(received));
    expect(sent).not.toMatch(/crush it|Grief takes the time/);
    expect(chatCalls()).toBe(before + 1);
    expect(await speechesUsedOf(t.deps.db, user.id)).toBe(1);
    expect(await reservationsOf(t.deps.db, user.id)).toEqual([]);
    expect(logs.filter((line) => /built-in writer writes this speech/.test(line.msg))).toEqual(
      expect.arrayContaining([expect.objectContaining({ check: 'register' })]),
    );
  });

  it('hands an answer that names an unrelated goal to the built-in writer', async () => {
    answer = 'Keep learning Spanish, one word at a time. You are ready for Friday.';
    const { cookie, user } = await signUpUser(t.app);
    await addGoal(cookie, UNRELATED_GOAL);
    const received = frames((await stream(cookie, 'My job interview is on Friday')).body);
    expect(received.at(-1)?.event).toBe('done');
    const sent = sentText(received);
    expect(sent.trim()).toBe(savedContent(received));
    expect(sent).not.toMatch(/spanish/i);
    expect(await speechesUsedOf(t.deps.db, user.id)).toBe(1);
    expect(logs.filter((line) => /built-in writer writes this speech/.test(line.msg))).toEqual(
      expect.arrayContaining([expect.objectContaining({ check: 'unrelated_goal' })]),
    );
  });

  it("keeps a clean answer as written, from a prompt with the grief's register and only the related goal", async () => {
    answer = CLEAN_GRIEF_ANSWER;
    const { cookie, user } = await userWithGoals();
    const received = frames((await stream(cookie, GRIEF)).body);
    expect(sentText(received)).toBe(CLEAN_GRIEF_ANSWER);
    expect(savedContent(received)).toBe(CLEAN_GRIEF_ANSWER);
    expect(await speechesUsedOf(t.deps.db, user.id)).toBe(1);
    const [system, prompt] = lastChatRequest().messages.map((message) => message.content);
    expect(system).toContain(SITUATION_REGISTER.grief);
    expect(prompt).toContain(RELATED_GOAL);
    expect(prompt).not.toContain(UNRELATED_GOAL);
    expect(prompt).toMatch(/1 other active goal, left out on purpose/);
  });

  it('leaves out an off-brief sentence that comes after text was sent, from what is sent and what is saved', async () => {
    answer = 'Sunday will be a tender day.\n\nAt least she is at peace. Be gentle with yourself.';
    const { cookie } = await signUpUser(t.app);
    const received = frames((await stream(cookie, GRIEF)).body);
    const kept = 'Sunday will be a tender day.\n\nBe gentle with yourself.';
    expect(sentText(received)).toBe(kept);
    expect(savedContent(received)).toBe(kept);
    expect(logs.filter((line) => /it is left out/.test(line.msg))).toEqual(
      expect.arrayContaining([expect.objectContaining({ check: 'register' })]),
    );
  });
});
