import type { Tier } from '@rally/domain';
import { describe, expect, it } from 'vitest';
import { waitForTier } from './wait-for-tier.ts';

/** Answers the tiers in turn (an Error rejects), and records every pause. */
function scripted(answers: (Tier | Error)[]) {
  const pauses: number[] = [];
  let reads = 0;
  const readTier = () => {
    const answer = answers[Math.min(reads, answers.length - 1)] ?? 'free';
    reads += 1;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  const sleep = (ms: number) => {
    pauses.push(ms);
    return Promise.resolve();
  };
  return { readTier, sleep, pauses, reads: () => reads };
}

describe('waitForTier', () => {
  it('answers at once when the tier already shows', async () => {
    const script = scripted(['premium']);
    await expect(
      waitForTier(script.readTier, 'premium', {
        attempts: 5,
        intervalMs: 400,
        sleep: script.sleep,
      }),
    ).resolves.toBe(true);
    expect(script.reads()).toBe(1);
    expect(script.pauses).toEqual([]);
  });

  it('asks again until the webhook has landed, through a failed read', async () => {
    const script = scripted(['free', new Error('offline'), 'free', 'pro']);
    await expect(
      waitForTier(script.readTier, 'pro', { attempts: 5, intervalMs: 400, sleep: script.sleep }),
    ).resolves.toBe(true);
    expect(script.reads()).toBe(4);
    expect(script.pauses).toEqual([400, 400, 400]);
  });

  it('gives up after the last attempt without a pause after it', async () => {
    const script = scripted(['free']);
    await expect(
      waitForTier(script.readTier, 'starter', {
        attempts: 3,
        intervalMs: 250,
        sleep: script.sleep,
      }),
    ).resolves.toBe(false);
    expect(script.reads()).toBe(3);
    expect(script.pauses).toEqual([250, 250]);
  });
});
