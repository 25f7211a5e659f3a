import { testDatabases } from '@rally/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalVoice } from '../src/providers/voice/local.ts';
import { createOpenAIRealtimeVoice } from '../src/providers/voice/openai-realtime.ts';
import { createPollyVoice } from '../src/providers/voice/polly.ts';
import { checkModelShutdowns } from '../src/services/model-shutdowns.ts';
import type { HealthReport } from '../src/services/health.ts';
import { buildTestApp, call, expectStatus, userSignUps } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { startOpenAIMock } from './mocks/openai-mock.ts';
import type { ListedModel, OpenAIMock } from './mocks/openai-mock.ts';
import { startPollyMock } from './mocks/polly-mock.ts';
import type { PollyMock } from './mocks/polly-mock.ts';
import { startRealtimeMock } from './mocks/realtime-mock.ts';
import type { RealtimeMock } from './mocks/realtime-mock.ts';

const WRITER_MODEL = 'gpt-6-luna';
const TTS_MODEL = 'gpt-realtime-2.1-mini';
const MODEL_NOT_FOUND = {
  status: 404,
  type: 'invalid_request_error',
  code: 'model_not_found',
  message: 'The model does not exist or you do not have access to it.',
};
const INPUT = {
  context: 'I have a job interview on Thursday for a senior engineering role and I feel nervous.',
  tone: 'confident',
  voiceStyle: 'professional',
  duration: 'short',
} as const;

/** A logger that keeps what was logged, to check that every change is told. */
function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  const at =
    (level: string) =>
    (_detail: unknown, message = '') =>
      void lines.push({ level, message });
  const log = {
    lines,
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    debug: at('debug'),
    trace: at('trace'),
    fatal: at('fatal'),
    silent: () => {},
    level: 'info',
    child: () => log,
  };
  return log;
}

describe.each(testDatabases())('when every vendor model is gone, on %s', (kind) => {
  let t: TestApp;
  let openai: OpenAIMock;
  let realtime: RealtimeMock;
  let polly: PollyMock;
  let listedModels: ListedModel[] = [];
  let realtimeAsked = 0;
  const builtIn = createLocalVoice({ poolSize: 1 });

  beforeAll(async () => {
    openai = await startOpenAIMock({
      chat: () => ({ error: MODEL_NOT_FOUND }),
      speech: () => ({ error: MODEL_NOT_FOUND }),
      models: () => listedModels,
    });
    realtime = await startRealtimeMock(() => ({ error: MODEL_NOT_FOUND }));
    // Polly has no models to lose: its service fails instead.
    polly = await startPollyMock({
      synthesize: () => ({
        error: { status: 500, type: 'ServiceFailureException', message: 'down' },
      }),
    });
    t = await buildTestApp(
      kind,
      { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: openai.baseURL, OPENAI_MODEL: WRITER_MODEL },
      {
        voices: {
          primary: createOpenAIRealtimeVoice({
            apiKey: 'test-key',
            baseURL: realtime.baseURL,
            model: TTS_MODEL,
            webSocketOptions: { ca: realtime.ca },
          }),
          alternate: createPollyVoice({
            region: 'us-east-1',
            accessKeyId: 'test',
            secretAccessKey: 'test',
            endpoint: polly.endpoint,
          }),
          builtIn,
        },
      },
    );
  });
  afterAll(async () => {
    await t.close();
    await builtIn.close?.();
    await openai.close();
    await realtime.close();
    await polly.close();
  });

  const health = async () => {
    const response = await call(t.app, { method: 'GET', url: '/api/health' });
    expectStatus(response, 200);
    return response.json() as HealthReport;
  };

  it('still writes a speech and reads it aloud, in stand-ins that say who they are', async () => {
    expect((await health()).status).toBe('ok');
    const { cookie } = await userSignUps(t.app, 71)();

    const written = await call(t.app, {
      method: 'POST',
      url: '/api/speeches/generate',
      payload: INPUT,
      cookie,
    });
    expectStatus(written, 200);
    const speech = written.json() as { id: number; content: string };
    expect(speech.content.split(/\s+/).length).toBeGreaterThan(100);
    expect(openai.requests.some((request) => request.path === '/v1/chat/completions')).toBe(true);

    const heard = await call(t.app, {
      method: 'POST',
      url: `/api/speeches/${speech.id}/audio`,
      payload: { voice: 'nova' },
      cookie,
    });
    expectStatus(heard, 200);
    expect(heard.headers['content-type']).toBe('audio/mpeg');
    expect(heard.rawPayload.length).toBeGreaterThan(1000);
    expect(heard.headers['x-voice-provider']).toBe('local');
    expect(heard.headers['x-voice']).toBe('nova');
    // Each chunk under way asked once; then none was asked again.
    expect(realtime.requests.length).toBeGreaterThan(0);
    expect(polly.requests.some((request) => request.path === '/v1/speech')).toBe(true);
    realtimeAsked = realtime.connections;

    const report = await health();
    expect(report.status).toBe('degraded');
    expect(report.models.find((entry) => entry.port === 'writer')).toMatchObject({
      provider: 'openai',
      model: WRITER_MODEL,
      condition: { state: 'gone' },
    });
    expect(report.models.find((entry) => entry.port === 'voice')).toMatchObject({
      provider: 'openai',
      model: TTS_MODEL,
      condition: { state: 'gone' },
    });
  });

  it('passes over a gone model without asking it again', async () => {
    const { cookie } = await userSignUps(t.app, 72)();
    // The writer's model is not asked again; the words are still screened (the moderation call).
    const chatRequests = () =>
      openai.requests.filter((request) => request.path.endsWith('/chat/completions'));
    const chats = chatRequests().length;
    const written = await call(t.app, {
      method: 'POST',
      url: '/api/speeches/generate',
      payload: INPUT,
      cookie,
    });
    expectStatus(written, 200);
    expect(chatRequests()).toHaveLength(chats);

    const speech = written.json() as { id: number };
    const heard = await call(t.app, {
      method: 'POST',
      url: `/api/speeches/${speech.id}/audio`,
      payload: { voice: 'onyx' },
      cookie,
    });
    expectStatus(heard, 200);
    expect(heard.headers['x-voice-provider']).toBe('local');
    expect(realtime.connections).toBe(realtimeAsked);
  });

  it('reads shutdown dates, warns from 30 days before, and reports them', async () => {
    listedModels = [
      { id: WRITER_MODEL, shutdown_date: null },
      { id: TTS_MODEL, shutdown_date: '2027-01-06' },
    ];
    t.setNow(new Date('2026-12-20T08:00:00Z'));
    const log = recordingLog();

    const watched = await checkModelShutdowns(t.deps, log as never);

    expect(watched).toEqual([
      expect.objectContaining({
        port: 'writer',
        model: WRITER_MODEL,
        shutdownDate: null,
        state: 'none',
      }),
      expect.objectContaining({
        port: 'voice',
        model: TTS_MODEL,
        shutdownDate: '2027-01-06',
        state: 'soon',
      }),
    ]);
    expect(log.lines).toContainEqual({
      level: 'warn',
      message: expect.stringMatching(/shuts down soon/),
    });
    const report = await health();
    expect(report.models.find((entry) => entry.port === 'voice')?.shutdownDate).toBe('2027-01-06');
  });
});
