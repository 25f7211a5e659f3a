import { testDatabases } from '@rally/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WriterError } from '../src/providers/writer/types.ts';
import type { SpeechWriter } from '../src/providers/writer/types.ts';
import { synthesisQueueOf } from '../src/services/audio/synthesis.ts';
import type { HealthReport } from '../src/services/health.ts';
import { buildTestApp, call, expectStatus, userSignUps } from './helpers.ts';
import type { TestApp } from './helpers.ts';

/*
 * What a server keeps in memory (a provider's standing, its voice queues, its recordings in
 * progress, its last reading of the models' shutdown dates) is its own: two servers in one process
 * share adapter objects, but never what one of them has learnt about them.
 */
describe.each(testDatabases())('two servers in one process, on %s', (kind) => {
  // One adapter object given to both servers, as a benchmark or a test may do.
  const goneWriter: SpeechWriter = {
    name: 'openai',
    model: 'gpt-retired',
    // eslint-disable-next-line require-yield
    async *write() {
      throw new WriterError('model_gone');
    },
  };
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await buildTestApp(kind, {}, { writer: goneWriter });
    second = await buildTestApp(kind, {}, { writer: goneWriter });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  const writerCondition = async (t: TestApp) => {
    const response = await call(t.app, { method: 'GET', url: '/api/health' });
    expectStatus(response, 200);
    const report = response.json() as HealthReport;
    return report.models.find((entry) => entry.port === 'writer')?.condition.state;
  };

  it('keep their own standing of a provider: a writer found gone on one is not gone on the other', async () => {
    const { cookie } = await userSignUps(first.app, 71)();
    const generated = await call(first.app, {
      method: 'POST',
      url: '/api/speeches/generate',
      cookie,
      payload: {
        context: 'I have a job interview on Thursday and I feel nervous.',
        tone: 'confident',
        voiceStyle: 'professional',
        duration: 'short',
      },
    });
    // The built-in writer stood in on the first server.
    expectStatus(generated, 200);
    expect(await writerCondition(first)).toBe('gone');
    expect(await writerCondition(second)).toBe('ok');
  });

  it('keep their own voice queues', () => {
    const shared = first.deps.providers.voices.primary;
    expect(synthesisQueueOf(first.deps, shared)).not.toBe(synthesisQueueOf(second.deps, shared));
    expect(synthesisQueueOf(first.deps, shared)).toBe(synthesisQueueOf(first.deps, shared));
  });
});
