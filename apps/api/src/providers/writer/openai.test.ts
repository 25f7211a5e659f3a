import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITUATION_REGISTER, buildSpeechBrief, countWords, sectionPlan } from '@rally/domain';
import type { SpeechBrief } from '@rally/domain';
import { startOpenAIMock } from '../../../test/mocks/openai-mock.ts';
import type { ChatReply, ChatRequest, OpenAIMock } from '../../../test/mocks/openai-mock.ts';
import { createOpenAIWriter } from './openai.ts';
import type { OpenAIWriterOptions } from './openai.ts';
import { WriterError } from './types.ts';

let mock: OpenAIMock | undefined;

afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

async function startMock(
  chat: (request: ChatRequest, call: number) => ChatReply,
): Promise<OpenAIMock> {
  mock = await startOpenAIMock({ chat });
  return mock;
}

function writerFor(server: OpenAIMock, options: Partial<OpenAIWriterOptions> = {}) {
  return createOpenAIWriter({
    apiKey: 'test-key',
    baseURL: server.baseURL,
    model: 'test-model',
    ...options,
  });
}

function brief(length: SpeechBrief['length']): SpeechBrief {
  return buildSpeechBrief({
    context: "I have a job interview at Google on Monday and I'm nervous",
    tone: 'confident',
    voiceStyle: 'warm',
    length,
  });
}

async function collect(pieces: AsyncIterable<string>): Promise<string[]> {
  const collected: string[] = [];
  for await (const piece of pieces) collected.push(piece);
  return collected;
}

async function writeError(pieces: AsyncIterable<string>): Promise<WriterError> {
  try {
    await collect(pieces);
  } catch (error) {
    if (error instanceof WriterError) return error;
    throw error;
  }
  throw new Error('expected the writer to fail');
}

function chatRequests(server: OpenAIMock): ChatRequest[] {
  return server.requests
    .filter((request) => request.path === '/v1/chat/completions')
    .map((request) => request.body as ChatRequest);
}

function userPrompt(request: ChatRequest | undefined): string {
  return request?.messages.find((message) => message.role === 'user')?.content ?? '';
}

/** A section of exactly `words` words, in whole sentences of five. */
function section(words: number): string {
  return Array.from({ length: words / 5 }, () => 'You are ready for this.').join(' ');
}

describe('createOpenAIWriter', () => {
  it('streams a short speech in pieces from one chat completion', async () => {
    const speech = 'You are ready.\n\nWalk in on Monday and show them who you are.';
    const server = await startMock(() => ({ content: speech }));

    const pieces = await collect(writerFor(server).write(brief('short')));

    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.join('')).toBe(speech);
    const [request] = chatRequests(server);
    expect(chatRequests(server)).toHaveLength(1);
    expect(request?.stream).toBe(true);
    expect(request?.model).toBe('test-model');
    expect(userPrompt(request)).toContain(JSON.stringify(brief('short').context));
    expect(userPrompt(request)).toContain('between 160 and 320 words, aim for 240 words');
  });

  it('writes a long speech section by section until it reaches the minimum', async () => {
    const long = brief('long');
    const { sectionCount } = sectionPlan(long);
    const outline = Array.from(
      { length: sectionCount },
      (_, index) => `${index + 1}. Part ${index + 1}`,
    );
    const server = await startMock((_request, call) =>
      call === 0 ? { content: outline.join('\n') } : { content: section(160) },
    );

    const text = (await collect(writerFor(server).write(long))).join('');

    // 160-word sections against a 1600-word minimum: ten sections after the outline.
    const requests = chatRequests(server);
    expect(requests).toHaveLength(11);
    expect(countWords(text)).toBe(1600);
    expect(text.split('\n\n')).toHaveLength(10);
    expect(requests[0]?.stream).not.toBe(true);
    expect(userPrompt(requests[0])).toContain(`exactly ${sectionCount} sections`);
    expect(userPrompt(requests[1])).toContain('0 words are written so far');
    expect(userPrompt(requests[2])).toContain('160 words are written so far');
    expect(userPrompt(requests[10])).toContain('1440 words are written so far');
    expect(userPrompt(requests[10])).toMatch(/closing section/);
    expect(userPrompt(requests[9])).not.toMatch(/closing section/);
  });

  it('stops asking at its cap when sections keep coming back tiny', async () => {
    const long = brief('long');
    const server = await startMock((_request, call) =>
      call === 0 ? { content: '1. Open\n2. Middle\n3. Close' } : { content: section(10) },
    );

    const text = (await collect(writerFor(server).write(long))).join('');

    const cap = sectionPlan(long).sectionCount * 3 + 1;
    expect(chatRequests(server)).toHaveLength(cap);
    expect(countWords(text)).toBe((cap - 1) * 10);
  });

  it.each([
    [500, 'upstream', 'The speech writer had a problem. Please try again.'],
    [429, 'rate_limited', 'The speech writer is busy right now. Please try again in a minute.'],
    [401, 'misconfigured', 'The speech writer is not set up correctly. Please try again later.'],
  ] as const)('turns a %i into a readable WriterError', async (status, kind, message) => {
    const server = await startMock(() => ({ error: { status, message: 'upstream detail' } }));

    const error = await writeError(writerFor(server).write(brief('medium')));

    expect(error.kind).toBe(kind);
    expect(error.message).toBe(message);
    expect(String(error.cause)).toContain('upstream detail');
  });

  it('times out when the server does not answer', async () => {
    const server = await startMock(() => ({ hang: true }));

    const error = await writeError(writerFor(server, { timeoutMs: 200 }).write(brief('short')));

    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('The speech writer did not answer in time. Please try again.');
    await vi.waitFor(() => expect(server.requests[0]?.closedEarly).toBe(true), { timeout: 10_000 });
  });

  it('times out when a stream stalls halfway', async () => {
    const server = await startMock(() => ({ content: 'One two three four', tokenDelayMs: 400 }));

    const error = await writeError(writerFor(server, { timeoutMs: 150 }).write(brief('short')));

    expect(error.kind).toBe('timeout');
  });

  it('cancels the upstream call when the client goes away', async () => {
    const server = await startMock(() => ({ content: section(100), tokenDelayMs: 20 }));
    const controller = new AbortController();
    const pieces: string[] = [];

    const error = await writeError(
      (async function* () {
        for await (const piece of writerFor(server).write(brief('short'), {
          signal: controller.signal,
        })) {
          pieces.push(piece);
          if (pieces.length === 3) controller.abort();
          yield piece;
        }
      })(),
    );

    expect(error.kind).toBe('aborted');
    expect(pieces.length).toBeLessThan(10);
    await vi.waitFor(() => expect(server.requests[0]?.closedEarly).toBe(true), { timeout: 10_000 });
  });

  it("sends a reasoning model's token ceiling and effort, and no effort when none is set", async () => {
    const server = await startMock(() => ({ content: 'You are ready.' }));

    await collect(writerFor(server, { reasoningEffort: 'low' }).write(brief('short')));
    await collect(writerFor(server).write(brief('short')));

    const [reasoning, plain] = chatRequests(server);
    expect(reasoning).toMatchObject({ reasoning_effort: 'low', stream: true });
    expect(reasoning?.max_completion_tokens).toBeGreaterThan(0);
    expect(reasoning).not.toHaveProperty('max_tokens');
    expect(plain).not.toHaveProperty('reasoning_effort');
  });

  it('says the model is gone when the server answers model_not_found', async () => {
    const server = await startMock(() => ({
      error: {
        status: 404,
        type: 'invalid_request_error',
        code: 'model_not_found',
        message: 'gone',
      },
    }));

    const error = await writeError(writerFor(server).write(brief('short')));

    expect(error.kind).toBe('model_gone');
  });

  it('refuses an empty answer', async () => {
    const server = await startMock(() => ({ content: '   ' }));

    const error = await writeError(writerFor(server).write(brief('medium')));

    expect(error.kind).toBe('empty');
  });

  it("prompts with the situation's register and only the goals that relate to it", async () => {
    const server = await startMock(() => ({ content: 'Sunday will be a tender day.' }));
    const goal = (title: string) =>
      ({ title, category: 'personal', description: null, targetDate: null }) as const;
    const grief = buildSpeechBrief({
      context: 'My mum died in March and her birthday is on Sunday',
      tone: 'gentle',
      voiceStyle: 'warm',
      length: 'short',
      goals: [goal('Learn Spanish'), goal('Write a letter to my mum')],
    });

    await collect(writerFor(server).write(grief));

    const [request] = chatRequests(server);
    const system = request?.messages.find((message) => message.role === 'system')?.content;
    expect(system).toContain(SITUATION_REGISTER.grief);
    expect(userPrompt(request)).toContain('Write a letter to my mum');
    expect(userPrompt(request)).not.toContain('Learn Spanish');
    expect(userPrompt(request)).toMatch(/1 other active goal, left out on purpose/);
  });
});
