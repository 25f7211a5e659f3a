import { describe, expect, it } from 'vitest';
import {
  SITUATION_KINDS,
  buildSpeechBrief,
  registerProblems,
  verblessSentences,
} from '@rally/domain';
import type { BriefMood, SituationKind, Tone } from '@rally/domain';
import { LEFT_OUT, composeSpeech } from './local.ts';
import {
  ACKNOWLEDGE,
  ACTION,
  AFTERWARDS,
  CARE,
  COMPARISON,
  CONTROL,
  COURAGE,
  FIRE,
  FUTURE_SELF,
  GRATITUDE,
  IDENTITY,
  MOOD_LINES,
  OPENING,
  PERMISSION,
  PERSPECTIVE,
  PROCESS,
  PURPOSE,
  QUESTIONS,
  REFRAME,
  RESILIENCE,
  SELF_TALK,
  SMALL_WINS,
  STEADY,
  STORIES,
  STORY_LEADS,
  STRENGTHS,
  SUPPORT,
  THE_DAY,
  VISUALISE,
  moodDetail,
} from './phrase-bank.ts';
import type { Beat, Slots } from './phrase-bank.ts';
import { seededRandom } from './seeded-random.ts';
import { readContext } from './read-context.ts';
import { variants } from './vary.ts';

/** The fewest different lines a beat offers a kind of situation that says it. */
const MIN_ALTERNATIVES = 6;
const STORY_SECTIONS = 4;

/** Each section of shared material by the name the composer leaves it out under. */
const SECTIONS: Record<string, readonly Beat[]> = {
  opening: OPENING,
  acknowledge: ACKNOWLEDGE,
  steady: STEADY,
  purpose: PURPOSE,
  reframe: REFRAME,
  selfTalk: SELF_TALK,
  strengths: STRENGTHS,
  support: SUPPORT,
  theDay: THE_DAY,
  resilience: RESILIENCE,
  process: PROCESS,
  control: CONTROL,
  courage: COURAGE,
  smallWins: SMALL_WINS,
  care: CARE,
  comparison: COMPARISON,
  questions: QUESTIONS,
  perspective: PERSPECTIVE,
  permission: PERMISSION,
  fire: FIRE,
  afterwards: AFTERWARDS,
  visualise: VISUALISE,
  futureSelf: FUTURE_SELF,
  identity: IDENTITY,
  gratitude: GRATITUDE,
  action: ACTION,
};

/** Sections said outside the kind-of-situation rules: illness and grief get no general acknowledgement. */
const NOT_SAID: Partial<Record<SituationKind, readonly string[]>> = {
  illness: ['acknowledge'],
  grief: ['acknowledge'],
  loved_one: ['acknowledge'],
};

function slots(kind: SituationKind): Slots {
  return {
    kind,
    topic: 'personal',
    subject:
      kind === 'loved_one' ? "your son's appointment on Friday" : 'your appointment on Friday',
    shortSubject: kind === 'loved_one' ? "your son's appointment" : 'your appointment',
    named: true,
    situation: null,
    statements: [],
    feeling: null,
    moment: 'on Friday',
    ahead: true,
    lost: null,
    bereaved: kind === 'grief',
    stillHere: false,
    aboutWords: [],
    other: kind === 'loved_one' ? 'your son' : null,
    otherPronoun: kind === 'loved_one' ? 'him' : null,
    otherIsPet: false,
    distressed: false,
    goodNews: false,
    goodNewsBeside: null,
    name: null,
  };
}

/** The tones a kind is spoken in: illness and grief are always met gently. */
function tones(kind: SituationKind): Tone[] {
  return kind === 'illness' || kind === 'grief' || kind === 'loved_one'
    ? ['gentle']
    : ['encouraging', 'confident', 'gentle', 'energetic'];
}

function said(beat: Beat, kind: SituationKind, tone: Tone): Set<string> {
  const lines = Array.isArray(beat) ? beat : (beat as Record<Tone, Beat>)[tone];
  const texts = (lines as readonly (string | ((s: Slots) => string | null))[]).map((line) =>
    typeof line === 'string' ? line : line(slots(kind)),
  );
  return new Set(
    texts.filter(
      (text): text is string => text !== null && registerProblems(text, kind).length === 0,
    ),
  );
}

describe('phrase bank', () => {
  const cases = SITUATION_KINDS.flatMap((kind) =>
    Object.entries(SECTIONS)
      .filter(
        ([id]) =>
          !(LEFT_OUT[kind] as readonly string[]).includes(id) && !NOT_SAID[kind]?.includes(id),
      )
      .map(([id, beats]) => ({ kind, id, beats })),
  );

  it.each(cases)(
    '$kind: every beat of $id offers at least six lines that fit',
    ({ kind, beats }) => {
      for (const [index, beat] of beats.entries()) {
        for (const tone of tones(kind)) {
          expect(said(beat, kind, tone).size, `beat ${index}, ${tone}`).toBeGreaterThanOrEqual(
            MIN_ALTERNATIVES,
          );
        }
      }
    },
  );

  it.each(SITUATION_KINDS)('%s: has stories of its own for every story section', (kind) => {
    const stories = STORIES.filter((story) => story.kinds.includes(kind));
    expect(stories.length).toBeGreaterThanOrEqual(STORY_SECTIONS + 2);
    for (const story of stories) expect(registerProblems(story.text, kind)).toEqual([]);
    expect(STORY_LEADS.length).toBeGreaterThan(STORY_SECTIONS * 2);
  });

  it('tells a grieving person no story of effort, and a job seeker no story of loss', () => {
    const told = (context: string, kind: SituationKind) => {
      for (const seed of [1, 2, 3, 4, 5]) {
        const brief = buildSpeechBrief({
          context,
          tone: 'encouraging',
          voiceStyle: 'warm',
          length: 'long',
        });
        const text = composeSpeech(brief, seededRandom(seed)).paragraphs.join(' ');
        const foreign = STORIES.filter(
          (story) => !story.kinds.includes(kind) && text.includes(story.text),
        );
        expect(foreign.map((story) => story.text.slice(0, 40))).toEqual([]);
      }
    };
    told('my dad died last month and I keep expecting him to call', 'grief');
    told("I have a job interview at Google on Monday and I'm nervous", 'performance');
  });

  it('weaves the check-in in as words, and says nothing of it when nothing stands out', () => {
    const middling: BriefMood = {
      energy: 5,
      confidence: 5,
      stress: 5,
      motivation: 5,
      overallMood: 'balanced',
      notes: null,
    };
    expect(moodDetail(middling)).toBeNull();
    expect(moodDetail({ ...middling, stress: 9, energy: 2 })).toBe(
      'with a lot of stress on you and not much energy left',
    );
    for (const [category, lines] of Object.entries(MOOD_LINES)) {
      for (const kind of SITUATION_KINDS) {
        const texts = lines
          .map((line) =>
            line({ ...middling, overallMood: category as BriefMood['overallMood'] }, slots(kind)),
          )
          .filter((text) => text !== null);
        expect(texts.length, `${category}, ${kind}`).toBeGreaterThanOrEqual(4);
        for (const text of texts) expect(text).not.toMatch(/\d|middle|balanced|out of ten/i);
      }
    }
  });
});

describe('questions', () => {
  /** Openings that make a sentence a question, whatever follows. */
  const ASKING =
    /^(?:When did you|Did you|Have you|Do you|Can you|Could you|Would you|Is there|Are you)\b/;

  it.each(SITUATION_KINDS)('%s: a sentence that asks ends with a question mark', (kind) => {
    const unasked: string[] = [];
    for (const beats of Object.values(SECTIONS)) {
      for (const beat of beats) {
        for (const tone of tones(kind)) {
          for (const text of said(beat, kind, tone)) {
            for (const drawn of variants(text)) {
              const sentences = drawn.match(/[^.!?]+[.!?]+/g) ?? [];
              for (const sentence of sentences.map((each) => each.trim())) {
                if (ASKING.test(sentence) && !sentence.endsWith('?')) unasked.push(sentence);
              }
            }
          }
        }
      }
    }
    expect([...new Set(unasked)]).toEqual([]);
  });
});

describe('OPENING', () => {
  it('greets a subject that is something to do with a verb to carry it', () => {
    const reading = readContext(
      'motivation to go to my cousins birthday party where i wont know anyone',
    );
    const slots = { ...reading, name: null };
    expect(reading.shortSubject).toMatch(/^going to /);
    for (const beat of OPENING) {
      const lines = Array.isArray(beat) ? beat : Object.values(beat).flat();
      for (const line of lines) {
        const text = typeof line === 'string' ? line : line(slots);
        if (text === null) continue;
        for (const drawn of variants(text)) expect(verblessSentences(drawn)).toEqual([]);
      }
    }
  });
});
