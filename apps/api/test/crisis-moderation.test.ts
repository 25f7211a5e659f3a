import { testDatabases } from '@rally/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCrisisScreener } from '../src/providers/moderation/index.ts';
import { createOpenAIModeration } from '../src/providers/moderation/openai.ts';
import { reservationsOf, speechesUsedOf } from './allowance.ts';
import { buildTestApp, call, expectStatus, signUpUser, type TestApp } from './helpers.ts';
import { startOpenAIMock } from './mocks/openai-mock.ts';
import type { ModerationReply, ModerationRequest, OpenAIMock } from './mocks/openai-mock.ts';

const SPEECH = { tone: 'energetic', voiceStyle: 'warm', duration: 'short' } as const;
/** Words the built-in screen does not know; the moderation does. */
const INDIRECT = 'I just want everything to stop for good and not wake up';
const FLAGGED_LINE = 'Here is a way to end your life.';
const ANSWER = `You are stronger than you think. ${FLAGGED_LINE} Keep going tomorrow.`;
const ORDINARY_ANSWER = 'You are ready for Friday. Breathe, and walk in steady.';

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

describe.each(testDatabases())('a speech written by OpenAI, screened on %s', (kind) => {
  let mock: OpenAIMock;
  let t: TestApp;
  let answer = ANSWER;
  let moderate: Moderate = moderateByWords;
  beforeAll(async () => {
    mock = await startOpenAIMock({
      chat: () => ({ content: answer }),
      moderation: (request) => moderate(request),
    });
    t = await buildTestApp(kind, { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: mock.baseURL });
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

  it('still screens with the built-in screen while the moderation is down, and writes ordinary speeches', async () => {
    moderate = () => ({ error: { status: 500, message: 'moderation down' } });
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
  });
});
