import { describe, expect, it } from 'vitest';
import {
  SPEECH_LENGTHS,
  TONES,
  VOICE_STYLES,
  buildSpeechBrief,
  countWords,
  sentenceKeys,
} from '@rally/domain';
import type { LearnedPreferences, SpeechBriefInput } from '@rally/domain';
import { composeSpeech, createLocalWriter, paragraphPlanKey } from './local.ts';
import { KIND_MATERIAL, lostPronoun } from './kind-material.ts';
import { TOPIC_STEPS } from './phrase-bank.ts';
import { WriterError } from './types.ts';
import { seededRandom } from './seeded-random.ts';

async function write(input: SpeechBriefInput, seed: number): Promise<string> {
  const writer = createLocalWriter({ random: seededRandom(seed) });
  let text = '';
  for await (const piece of writer.write(buildSpeechBrief(input))) text += piece;
  return text;
}

const interview = "I have a job interview at Google on Monday and I'm nervous";
const base: SpeechBriefInput = {
  context: interview,
  tone: 'encouraging',
  voiceStyle: 'warm',
  length: 'medium',
};

const preferences: LearnedPreferences = {
  preferredTones: [],
  toneShift: null,
  lengthBias: null,
  effectiveElements: [],
  avoidancePatterns: [],
  responseToRepetition: 'moderate',
};

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?]"?)\s+/).filter((sentence) => sentence !== '');
}

describe('createLocalWriter: length', () => {
  const contexts = [interview, 'Need some motivation for today please', 'I want to run a marathon'];
  const cases = SPEECH_LENGTHS.flatMap((length) =>
    TONES.flatMap((tone) =>
      [1, 2, 3].map((seed) => ({
        length,
        tone,
        seed,
        voiceStyle: VOICE_STYLES[seed % VOICE_STYLES.length] ?? 'warm',
        context: contexts[seed % contexts.length] ?? interview,
      })),
    ),
  );

  it.each(cases)(
    '$length, $tone, $voiceStyle, seed $seed: the word count is inside the target',
    async ({ length, tone, voiceStyle, context, seed }) => {
      const brief = buildSpeechBrief({ context, tone, voiceStyle, length });
      const words = countWords(await write({ context, tone, voiceStyle, length }, seed));
      expect(words).toBeGreaterThanOrEqual(brief.wordTarget.min);
      expect(words).toBeLessThanOrEqual(brief.wordTarget.max);
    },
  );

  it.each(SPEECH_LENGTHS)('%s: stays in range with a length bias, mood and goals', (length) => {
    for (const lengthBias of ['shorter', 'longer'] as const) {
      const brief = buildSpeechBrief({
        ...base,
        length,
        preferences: { ...preferences, lengthBias },
        mood: {
          energy: 2,
          confidence: 3,
          stress: 9,
          motivation: 2,
          overallMood: 'overwhelmed',
          notes: null,
        },
        goals: [
          {
            title: 'Land a design role',
            category: 'job_interview',
            description: null,
            targetDate: null,
          },
          { title: 'Run 5k', category: 'fitness', description: null, targetDate: '2026-09-01' },
        ],
      });
      const words = countWords(composeSpeech(brief, seededRandom(7)).paragraphs.join('\n\n'));
      expect(words).toBeGreaterThanOrEqual(brief.wordTarget.min);
      expect(words).toBeLessThanOrEqual(brief.wordTarget.max);
    }
  });
});

describe('createLocalWriter: content', () => {
  it("speaks about the user's own situation", async () => {
    const text = await write(base, 1);
    expect(text).toContain('job interview');
    expect(text).toContain('Monday');
    expect(text).toMatch(/nervous/);
  });

  it('writes a different speech with different randomness', async () => {
    expect(await write(base, 1)).not.toBe(await write(base, 2));
  });

  it('weaves in an overwhelmed mood and the goal that relates, not the one that does not', async () => {
    const text = await write(
      {
        ...base,
        length: 'short',
        mood: {
          energy: 3,
          confidence: 3,
          stress: 9,
          motivation: 3,
          overallMood: 'overwhelmed',
          notes: null,
        },
        goals: [
          {
            title: 'Land a job at Google',
            category: 'career',
            description: null,
            targetDate: null,
          },
          {
            title: 'Run a half marathon',
            category: 'fitness',
            description: null,
            targetDate: null,
          },
        ],
      },
      3,
    );
    expect(text).toMatch(/overwhelmed/);
    expect(text).not.toMatch(/[0-9]|\b(?:five|six|seven|eight|nine|ten) out of\b/);
    expect(text).toContain('"Land a job at Google"');
    expect(text).not.toContain('marathon');
    expect(text).toMatch(/slow down|breath/);
  });

  it.each(SPEECH_LENGTHS)(
    '%s: leaves no placeholders and keeps paragraphs apart',
    async (length) => {
      const text = await write({ ...base, length, firstName: 'Sam' }, 4);
      expect(text).not.toMatch(/[{}]|undefined|null|NaN|\[object/);
      expect(text).toContain('\n\n');
      expect(text).not.toMatch(/\n{3,}|^\s|\s$| {2}/);
      expect(text.startsWith('Sam, ')).toBe(true);
    },
  );

  it('speaks energetically in short sentences and gently in longer ones', async () => {
    const energetic = await write({ ...base, tone: 'energetic', length: 'long' }, 5);
    const gentle = await write({ ...base, tone: 'gentle', length: 'long' }, 5);
    const average = (text: string) => countWords(text) / sentences(text).length;
    expect(average(energetic)).toBeLessThan(average(gentle));
    expect(energetic.split('!').length).toBeGreaterThan(10);
    expect(gentle).not.toContain('!');
  });

  it('meets illness and grief gently and a break-up without hype, whatever the tone', async () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const divorce = await write(
        { ...base, context: 'my husband told me he wants a divorce', tone: 'energetic' },
        seed,
      );
      expect(divorce).not.toMatch(/wake up|chance knocking|all in|perfect!|crush|nail/i);
      const chemo = await write(
        { ...base, context: 'starting chemo next week and im scared', tone: 'energetic' },
        seed,
      );
      expect(chemo).not.toContain('!');
    }
  });

  it('says back the time a statement lost: back to work on Monday after a loss', async () => {
    const context = 'my mum died last month and i have to go back to work on monday';
    for (const seed of [1, 2, 3, 4, 5]) {
      const text = await write({ ...base, context, length: 'short', today: { weekday: 3 } }, seed);
      expect(text).toMatch(/\bwork\b/);
      expect(text).toContain('Monday');
    }
  });

  it('says a doubt back as theirs, never as a fact', async () => {
    const context = 'i just started a new job and i feel like they will find out i dont belong';
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const text = await write({ ...base, context }, seed);
      expect(text).not.toMatch(/(?:^|[.!?]\s+)You don't belong\./);
    }
  });

  it('takes a few of a larger pool of steps, a different few each time', () => {
    const context = 'my dog of 16 years passed and the house is too quiet';
    const pool = KIND_MATERIAL.grief.steps;
    const stepsIn = (seed: number) => {
      const brief = buildSpeechBrief({ ...base, context });
      const text = composeSpeech(brief, seededRandom(seed)).paragraphs.join(' ');
      return pool.filter((step) => text.includes(step));
    };
    for (const seed of [1, 2, 3]) {
      const [first, second] = [stepsIn(seed), stepsIn(seed + 10)];
      expect(first.length).toBeGreaterThan(0);
      expect(first.length).toBeLessThanOrEqual(pool.length / 3);
      expect(first.filter((step) => second.includes(step)).length).toBeLessThan(first.length);
    }
  });

  it('has several beats of many alternatives for every kind of situation', () => {
    for (const material of Object.values(KIND_MATERIAL)) {
      expect(material.steps.length).toBeGreaterThanOrEqual(18);
      for (const beats of [
        material.acknowledge,
        material.reframe,
        material.strengths,
        material.picture,
        material.closing,
      ]) {
        expect(beats.length).toBeGreaterThanOrEqual(3);
        for (const beat of beats) {
          expect(Array.isArray(beat) ? beat.length : 0).toBeGreaterThanOrEqual(7);
        }
      }
    }
  });

  it('drops exclamations after feedback asking for a calmer delivery', async () => {
    const calmer = { ...preferences, toneShift: 'calmer' as const };
    const text = await write({ ...base, tone: 'energetic', preferences: calmer }, 6);
    expect(text).not.toContain('!');
  });

  it('gives more steps to someone who found practical steps helpful', () => {
    const steps = [...TOPIC_STEPS.interview, ...KIND_MATERIAL.performance.steps];
    const count = (effectiveElements: LearnedPreferences['effectiveElements'], seed: number) => {
      const brief = buildSpeechBrief({
        ...base,
        length: 'short',
        preferences: { ...preferences, effectiveElements },
      });
      const text = composeSpeech(brief, seededRandom(seed)).paragraphs.join(' ');
      return steps.filter((step) => text.includes(step)).length;
    };
    for (const seed of [1, 2, 3]) {
      expect(count(['practical_steps'], seed)).toBeGreaterThan(count([], seed));
    }
  });

  it('numbers the steps in the professional voice style', async () => {
    const text = await write({ ...base, voiceStyle: 'professional' }, 8);
    expect(text).toMatch(/First, [a-z]/);
    expect(text).toMatch(/Second, [a-z]/);
  });

  it('avoids what feedback said did not work', async () => {
    for (const seed of [1, 2, 3]) {
      const avoid = { ...preferences, avoidancePatterns: ['breath', 'Story'] };
      const text = (
        await write({ ...base, length: 'long', preferences: avoid }, seed)
      ).toLowerCase();
      expect(text).not.toContain('breath');
      expect(text).not.toContain('story');
    }
  });
});

describe('createLocalWriter: streaming', () => {
  it('yields sentence by sentence and the pieces join into the speech', async () => {
    const brief = buildSpeechBrief(base);
    const pieces: string[] = [];
    for await (const piece of createLocalWriter({ random: seededRandom(9) }).write(brief))
      pieces.push(piece);
    const text = pieces.join('');
    expect(text).toBe(composeSpeech(brief, seededRandom(9)).paragraphs.join('\n\n'));
    expect(pieces.length).toBe(sentences(text).length);
  });

  it('stops with an aborted WriterError when the client goes away', async () => {
    const controller = new AbortController();
    const writer = createLocalWriter({ random: seededRandom(10), paceMs: 20 });
    const pieces: string[] = [];
    const run = (async () => {
      for await (const piece of writer.write(buildSpeechBrief(base), {
        signal: controller.signal,
      })) {
        pieces.push(piece);
        controller.abort();
      }
    })();
    await expect(run).rejects.toMatchObject({ kind: 'aborted' });
    await expect(run).rejects.toBeInstanceOf(WriterError);
    expect(pieces).toHaveLength(1);
  });
});

describe('composeSpeech: recent sentences', () => {
  it('does not number again a step the user heard numbered in a recent speech', () => {
    const brief = buildSpeechBrief({ ...base, voiceStyle: 'professional', length: 'short' });
    for (const seed of [1, 2, 3]) {
      const first = sentenceKeys(composeSpeech(brief, seededRandom(seed)).paragraphs.join(' '));
      const numbered = [...first].filter((key) => /^(?:first|second|third) /.test(key));
      expect(numbered.length).toBeGreaterThan(0);
      // The same seed picks the same steps first, so only the recent sentences keep them out.
      const again = sentenceKeys(
        composeSpeech(brief, seededRandom(seed), first).paragraphs.join(' '),
      );
      expect(numbered.filter((key) => again.has(key))).toEqual([]);
    }
  });
});

describe('composeSpeech: recent paragraph plans', () => {
  it('follows none of the recent plans, and with none the seed alone decides the speech', () => {
    const brief = buildSpeechBrief({ ...base, length: 'short' });
    for (const seed of [1, 2, 3, 4, 5]) {
      const first = composeSpeech(brief, seededRandom(seed));
      expect(composeSpeech(brief, seededRandom(seed))).toEqual(first);
      // The same seed draws the same plan first, so only the recent plans turn it away.
      const recent = new Set([paragraphPlanKey(first.plan)]);
      const again = composeSpeech(brief, seededRandom(seed), new Set(), recent);
      expect(recent.has(paragraphPlanKey(again.plan))).toBe(false);
    }
  });

  it('tells the caller the plan it follows before the first piece of text', async () => {
    const brief = buildSpeechBrief({ ...base, length: 'short' });
    const told: string[] = [];
    const pieces: string[] = [];
    for await (const piece of createLocalWriter().write(brief, {
      seed: 11,
      onPlan: (plan) => told.push(`${pieces.length}:${plan}`),
    })) {
      pieces.push(piece);
    }
    expect(told).toEqual([`0:${paragraphPlanKey(composeSpeech(brief, seededRandom(11)).plan)}`]);
  });
});

describe('lostPronoun', () => {
  it('says him or her for the person they lost when the word says which, them otherwise', () => {
    expect(['your father', 'your dad', 'your grandad'].map(lostPronoun)).toEqual([
      'him',
      'him',
      'him',
    ]);
    expect(['your mum', 'your sister', 'your nan'].map(lostPronoun)).toEqual(['her', 'her', 'her']);
    expect(['your dog', 'your best friend', 'your baby'].map(lostPronoun)).toEqual([
      'them',
      'them',
      'them',
    ]);
  });
});
