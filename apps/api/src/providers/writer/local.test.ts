import { describe, expect, it } from 'vitest';
import {
  SPEECH_LENGTHS,
  TONES,
  VOICE_STYLES,
  buildSpeechBrief,
  checkSpeech,
  contentStems,
  countWords,
  firstPersonEchoes,
  sentenceKey,
  sentenceKeys,
  splitSentences,
} from '@rally/domain';
import type { LearnedPreferences, SpeechBriefInput } from '@rally/domain';
import { LABELLED_CONTEXTS } from '../../../test/writer-quality/contexts.ts';
import { runContext } from '../../../test/writer-quality/harness.ts';
import { LEFT_OUT, composeSpeech, createLocalWriter, paragraphPlanKey } from './local.ts';
import { KIND_MATERIAL, NAME_EVENT, lostPronoun } from './kind-material.ts';
import {
  ACCENTS,
  ACTION,
  DONE_OR_HAD,
  FUTURE_SELF,
  IDENTITY,
  PRAISING_ACCENTS,
  PURPOSE,
  SELF_TALK,
  STRENGTHS,
  TOPIC_STEPS,
  VISUALISE,
} from './phrase-bank.ts';
import type { Line, Slots } from './phrase-bank.ts';
import { readContext } from './read-context.ts';
import { linesOf, sayableLines } from './testing.ts';
import { variants, vary } from './vary.ts';
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
  return text.split(/(?<=[.!?]["']?)\s+/).filter((sentence) => sentence !== '');
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
      // "From what you wrote, you don't belong." agreed with the doubt too.
      for (const sentence of sentences(text).filter((line) => /don't belong/.test(line))) {
        expect(sentence).toMatch(/\bfeel\b/);
      }
    }
  });

  it('speaks of a death only where someone died, and of a mum as her', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const dementia = await write(
        { ...base, context: 'my dad has dementia and doesnt recognise me anymore', length: 'long' },
        seed,
      );
      expect(dementia).not.toMatch(
        /phone number|through (?:his|their) things|world without|after a death|would have been proud|bereavement/,
      );
      const mum = await write(
        {
          ...base,
          context: 'my mum died last month and i have to go back to work on monday',
          length: 'long',
        },
        seed,
      );
      expect(mum).not.toMatch(
        /Their love|their (?:things|phone|face|photo|name|honour)\b|(?:missing|Carry|knew) them\b/,
      );
    }
  });

  it('does not meet a miscarriage as an event ahead, nor ask for memories of days never had', async () => {
    const context = 'cant stop crying since the miscarriage, back at work tomorrow';
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const text = await write({ ...base, context, length: 'long' }, seed);
      expect(text).not.toMatch(
        /losing your baby (?:is|are) |(?:their|her|his) face\b|own voice|made you laugh|ordinary day with|place you shared|you back at/i,
      );
    }
  });

  it('meets someone alone, with nothing to do named, with words for loneliness, not for a task to start', async () => {
    const context = 'my best friend moved to australia and i feel so alone';
    let ownLines = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      for (const length of ['short', 'medium'] as const) {
        const text = await write({ ...base, context, length }, seed);
        expect(text).not.toMatch(
          /shrink once you start|this only has to get done|the thing itself|go and do it|behind you soon|dread something simple|a script, a friend on speaker|(?:first|next) small bit|Then begin|in your hands and what is not|timer for ten minutes|not an impossible one|getting things done|best friend today/,
        );
        ownLines += (
          text.match(
            /lonel|alone|Missing people|quiet days|voice message|become a regular|message one of them|far away|absence|forgotten/gi,
          ) ?? []
        ).length;
      }
    }
    // Beside their own words said back, the speeches have material of their own for it.
    expect(ownLines).toBeGreaterThanOrEqual(40);
  });

  it('meets going over what was said as that, not as a task or as meeting people', async () => {
    const context = 'i keep replaying what she said in the meeting';
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const text = await write({ ...base, context, length: 'medium' }, seed);
      expect(text).not.toMatch(
        /question about themselves|timer for ten minutes|first small bit|not let it go|shrink once you start|Then begin|around people today|small invitation/,
      );
    }
  });

  it('praises only what was done or had: no "Nothing about that is luck." after "It is just loud."', async () => {
    let accents = 0;
    for (const context of [
      'i got dumped yesterday after 3 years',
      'moving to leeds next month for uni and i dont know a soul',
      interview,
      'everyone at work seems smarter than me i feel like a fraud',
    ]) {
      for (const tone of ['confident', 'encouraging'] as const) {
        for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
          const said = sentences(await write({ ...base, context, tone, length: 'long' }, seed));
          said.forEach((sentence, index) => {
            if (ACCENTS[tone].includes(sentence)) accents += 1;
            if (PRAISING_ACCENTS.has(sentence)) expect(said[index - 1]).toMatch(DONE_OR_HAD);
          });
        }
      }
    }
    // The speeches still have their accents: only the praise is kept for what was done.
    expect(accents).toBeGreaterThan(20);
  });

  it('hears a parent worried about a first day at school as theirs for their child, and no vigil', async () => {
    const context = 'my son has his first day at school tomorrow and i cant stop worrying';
    expect(readContext(context)).toMatchObject({ kind: 'loved_one', other: 'your son' });
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const text = await write({ ...base, context, tone: 'energetic', length: 'medium' }, seed);
      expect(text).not.toMatch(
        /your first day|crying in the car|news|bag by the door|two in the morning|car park|gathered round|carer|long haul|Helplines/,
      );
    }
  });

  it('meets a job at risk as a stretch to get through, with the steps that help, not as a door closed', async () => {
    const context =
      'ok so basically my manager called me into a meeting today and said my performance isnt good enough and i have 30 days to improve or im out and i have a mortgage and two kids and i dont know what to do';
    expect(readContext(context)).toMatchObject({
      kind: 'setback',
      subject: 'the improvement plan at work',
    });
    expect(readContext(context).statements.map((statement) => statement.text)).not.toContainEqual(
      expect.stringMatching(/^you said|improve or$/),
    );
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const text = await write({ ...base, context, tone: 'confident', length: 'medium' }, seed);
      expect(text).toMatch(/in writing|check-in every week|record of what you do|union|your CV/);
      expect(text).not.toMatch(
        /door closing|Not getting something you wanted|this one closed|your mortgage|you said your/,
      );
    }
  });

  it('meets a job in doubt through cuts as a wait to get through, with no blame, no hype and no blow already landed', async () => {
    const contexts = [
      'my company is letting 200 people go and i might be one of them',
      'layoffs at work and im scared',
      'waiting to hear if i still have a job',
      'i might get laid off next week',
    ];
    for (const context of contexts) {
      expect(readContext(context)).toMatchObject({ kind: 'setback', topic: 'career' });
      expect(readContext(context).subject).toMatch(/^the risk to your job/);
    }
    for (const context of contexts) {
      for (const tone of ['energetic', 'gentle'] as const) {
        for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
          const text = await write({ ...base, context, tone, length: 'medium' }, seed);
          expect(text).toMatch(
            /how it will be decided|a month of your life costs|might be looking|union|your CV|budgets and spreadsheets|Waiting is not losing|whether your job will still be there/,
          );
          expect(text).not.toMatch(
            /made mistakes|do differently|was in your hands|moment it went wrong|gave this your heart|matters that you tried|this result|down with the outcome|went wrong|Get it done|Big energy|Now we are talking|your work is not good enough|good enough looks like|what happened with|did not go the way you hoped|want it back|hopes for this/i,
          );
        }
      }
    }
  });

  it('meets a death by suicide as a loss, in gentle words, with support for those bereaved by it', async () => {
    const contexts = [
      'my best friend killed himself last month and i cant focus on anything',
      'my brother took his own life in march and i have to go back to uni',
      'my dad committed suicide and i dont know how to keep going with work',
    ];
    for (const context of contexts) {
      expect(readContext(context)).toMatchObject({ kind: 'grief', bereaved: true });
      for (const tone of ['energetic', 'encouraging'] as const) {
        for (const seed of [1, 2, 3, 4, 5, 6]) {
          const text = await write({ ...base, context, tone, length: 'short' }, seed);
          expect(text).toMatch(/bereaved by suicide/);
          expect(text).not.toMatch(/killed|committed|!/);
        }
      }
    }
  });

  it('meets a loss while the one they love is still alive with the time still shared, and no death', async () => {
    const contexts = [
      'my mum has dementia and doesnt know who i am anymore',
      'my dad is dying in hospice and i cant stop crying',
      'my mum has started forgetting my name',
    ];
    for (const context of contexts) {
      expect(readContext(context)).toMatchObject({
        kind: 'grief',
        bereaved: false,
        stillHere: true,
      });
      for (const length of ['short', 'medium'] as const) {
        for (const seed of [1, 2, 3, 4, 5, 6]) {
          const text = await write({ ...base, context, tone: 'gentle', length }, seed);
          expect(text).toMatch(
            /still here|the one in front of you|cannot always show it back|the visiting|care team|a quiet hour together/,
          );
          expect(text).not.toMatch(
            /talking to (?:her|him|them) in your head|knew (?:her|him|them) in a way|most want to remember|the loss of your|would have been with you|candle in the window|someone leaves|misses (?:her|him|them) too|in (?:her|his|their) honour|\b(?:he|she) (?:are|were|love|offer)\b/,
          );
        }
      }
    }
    // Someone who died keeps the lines of a death.
    expect(readContext('my mum died last year and i miss her every day').stillHere).toBe(false);
  });

  it('speaks of a result only where something was judged, and never in half of two sentences', async () => {
    const contexts = [
      'im being deported next month',
      'i am 45 and just lost my job and have 3 kids',
      'my husband left me for my best friend',
      'i relapsed after 8 months sober',
    ];
    for (const context of contexts) {
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const text = await write({ ...base, context, tone: 'encouraging', length: 'medium' }, seed);
        expect(text).not.toMatch(
          /this result|One result|One outcome|down with the outcome|one bad outcome|for a result|three things this experience taught/,
        );
      }
    }
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const text = await write(
        { ...base, context: 'i failed my bar exam for the third time', length: 'long' },
        seed,
      );
      expect(text).not.toMatch(/This result is not all of you, and you always were/);
      expect(text).not.toMatch(/more than this result, and it never will be/);
    }
  });

  it('never looks for their own part in a betrayal, a deportation or a relapse it names with help', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const betrayal = await write(
        { ...base, context: 'my husband left me for my best friend', length: 'medium' },
        seed,
      );
      expect(betrayal).not.toMatch(/made mistakes|do differently|was in your hands/);
      const deported = await write(
        { ...base, context: 'im being deported next month', length: 'short' },
        seed,
      );
      expect(deported).toMatch(/immigration adviser/);
      expect(deported).not.toMatch(/made mistakes|do differently|effort you put in/);
      const relapse = await write(
        { ...base, context: 'i relapsed after 8 months sober', length: 'short' },
        seed,
      );
      expect(relapse).toMatch(/supports your recovery/);
    }
  });

  it('helps a witness against someone who hurt them with witness support, and meets a grave moment gently', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const trial = await write(
        {
          ...base,
          context: 'i have to go to my abusers trial tomorrow',
          tone: 'energetic',
          length: 'short',
        },
        seed,
      );
      expect(trial).toMatch(/witness support/);
      expect(trial).not.toMatch(/!/);
      const beside = await write(
        {
          ...base,
          context:
            'my dad has stage 4 cancer and they said weeks not months and i have my driving test friday',
          tone: 'energetic',
          length: 'short',
        },
        seed,
      );
      expect(beside).not.toMatch(/!|You've got this|can't wait to see|chance to show/);
    }
  });

  it('meets a low mood after a birth gently, with the midwife or doctor told, in every speech', async () => {
    for (const context of [
      'i just had a baby and i feel nothing for her',
      'i think i have postnatal depression and i cant tell anyone',
    ]) {
      expect(readContext(context).subject).toBe('how you feel since the birth');
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const text = await write({ ...base, context, tone: 'energetic', length: 'short' }, seed);
        expect(text).toMatch(/midwife, health visitor or doctor/);
        expect(text).not.toMatch(/!|new chapter|ordinary hard days|Take the first step toward/i);
      }
    }
  });

  it('meets a patient lost at work as a loss carried at work, with the team told, in every speech', async () => {
    for (const context of [
      'im a nurse and a patient died on my shift today',
      'we lost a resident last night at the care home and i have to go back in tomorrow',
      'im a paramedic and we couldnt save a kid today',
      "I'm a firefighter and last night we pulled a child out of a house fire who didn't make it. I'm back on shift tomorrow.",
    ]) {
      const reading = readContext(context);
      expect([reading.kind, reading.subject, reading.bereaved]).toEqual([
        'everyday',
        'losing someone in your care',
        false,
      ]);
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const text = await write({ ...base, context, tone: 'energetic', length: 'short' }, seed);
        expect(text).toMatch(/colleague or your supervisor, and ask about a debrief/);
        expect(text).not.toMatch(
          /!|phone number out of your favourites|ritual of remembering|You will be fine|ordinary life|get it done/i,
        );
      }
    }
  });

  it('meets an abortion, had or ahead, without hype, taking no side, never as an illness', async () => {
    const cases = [
      ['my girlfriend had an abortion without telling me', /tell her how this has left you/],
      ['i had an abortion last week and i feel empty', /heavy bleeding, a fever/],
      ['im pregnant and thinking about having an abortion', /pregnancy advice service/],
    ] as const;
    for (const [context, ownStep] of cases) {
      const reading = readContext(context);
      expect(reading.kind, context).toBe('everyday');
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const short = await write({ ...base, context, tone: 'energetic', length: 'short' }, seed);
        expect(short, context).toMatch(/talk to someone you trust|pregnancy advice service/i);
        expect(short, context).not.toMatch(
          /!|your body|results|being unwell|want this badly|wanting something and fearing/i,
        );
      }
      const medium = await write({ ...base, context, tone: 'energetic', length: 'medium' }, 1);
      expect(medium, context).toMatch(ownStep);
    }
    // A speech about abortion is a speech to give.
    expect(
      readContext('i have to give a speech about abortion rights in class tomorrow').kind,
    ).toBe('performance');
  });

  it('meets news of infertility as a loss, not an illness or a wish for a baby later', async () => {
    for (const context of ['i got told i cant have children', 'our third round of ivf failed']) {
      const reading = readContext(context);
      expect([reading.kind, reading.subject]).toEqual([
        'everyday',
        'the news about having children',
      ]);
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const text = await write({ ...base, context, tone: 'energetic', length: 'short' }, seed);
        expect(text).toMatch(/fertility counselling/);
        expect(text).not.toMatch(/!|your body is unwell|flight of stairs|you got told/i);
      }
    }
    expect(readContext('we cant have a baby yet because of money').kind).not.toBe('illness');
    expect(readContext('i was told i cant have children').statements.map((s) => s.text)).toEqual([
      "you were told you can't have children",
    ]);
  });

  it('meets an autism or ADHD diagnosis of their own as news of who they are, not an illness', async () => {
    for (const context of [
      'i was diagnosed with autism at 30',
      'just found out im adhd at 41 and everything makes sense now',
    ]) {
      const reading = readContext(context);
      expect([reading.kind, reading.subject]).toEqual(['everyday', 'learning this about yourself']);
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const text = await write({ ...base, context, tone: 'energetic', length: 'short' }, seed);
        expect(text).toMatch(/diagnosed as adults/);
        expect(text).not.toMatch(
          /!|your body|being unwell|results|set a timer|get it done|ordinary life|you will be fine/i,
        );
      }
    }
    // A child's diagnosis is still theirs to support.
    expect(
      readContext('my son was diagnosed with autism and i dont know how to help him').kind,
    ).toBe('loved_one');
  });

  it('meets someone they love at risk of suicide or self-harm with what to do now, in every speech', async () => {
    for (const context of [
      'my son is suicidal and i dont know how to help him',
      'my best friend told me she wants to kill herself',
      'i think my daughter is cutting herself',
    ]) {
      expect(readContext(context).kind, context).toBe('loved_one');
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const text = await write({ ...base, context, tone: 'energetic', length: 'short' }, seed);
        expect(text, context).toMatch(/call the emergency services/);
        expect(text, context).toMatch(/crisis line/);
        // A line to call wherever they live: the writer does not know their country.
        expect(text, context).toMatch(/findahelpline\.com lists the free ones where you live/);
        expect(text, context).not.toMatch(
          /!|runs its course|only lived through|decide how this goes|wait for news/i,
        );
      }
    }
  });

  it('hypes none of: harassment at work, a carer without sleep, a young pregnancy not yet told', async () => {
    const cases = [
      [
        'i was sexually harassed by my manager and i have a meeting with hr tomorrow',
        'what happened to you',
        /Tell someone who can act on it/,
      ],
      [
        'i am a carer for my mum and i havent slept in weeks',
        'caring for your mum',
        /carer's assessment/,
      ],
      [
        'im caring for my dad who has dementia and i feel like im losing myself',
        'caring for your dad',
        /carer's assessment/,
      ],
      [
        'im 16 and pregnant and havent told my parents',
        'the pregnancy',
        /Tell one adult you trust/,
      ],
      [
        'im a teacher and one of my students died in a car crash',
        'losing someone in your care',
        /ask about a debrief/,
      ],
    ] as const;
    for (const [context, subject, step] of cases) {
      expect(readContext(context).subject, context).toBe(subject);
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const text = await write({ ...base, context, tone: 'energetic', length: 'short' }, seed);
        expect(text, context).toMatch(step);
        expect(text, context).not.toMatch(/!|momentum|crossing it off|get it done/i);
      }
    }
    // Telling a boss about a pregnancy is still a telling ahead.
    expect(readContext('im pregnant and scared to tell my boss').subject).toBe('telling your boss');
  });

  it("meets a pregnancy or a birth that frightens them, theirs or their partner's, as what it is, never a move to settle into", async () => {
    const cases = [
      [
        'my girlfriend is pregnant and im 17',
        "your girlfriend's news",
        /Listen to your girlfriend first\. .*her body/,
      ],
      [
        'my gf just told me shes pregnant and im freaking out',
        "your girlfriend's news",
        /Listen to your girlfriend first/,
      ],
      [
        'i got my girlfriend pregnant what do i do',
        "your girlfriend's news",
        /Listen to your girlfriend first/,
      ],
      [
        'i just found out im pregnant and im scared',
        'the news of the pregnancy',
        /Talk it through with one person you trust before you decide anything/,
      ],
      [
        'im pregnant and terrified of the birth',
        'the birth ahead',
        /Tell your midwife or doctor how frightened you are/,
      ],
      [
        'labour terrifies me and im due next month',
        'the birth ahead',
        /Tell your midwife or doctor how frightened you are/,
      ],
    ] as const;
    for (const [context, subject, step] of cases) {
      expect(readContext(context).subject, context).toBe(subject);
      for (const tone of ['energetic', 'encouraging'] as const) {
        for (const seed of [1, 2, 3, 4, 5, 6]) {
          const text = await write({ ...base, context, tone, length: 'short' }, seed);
          expect(text, context).toMatch(step);
          // The change material of a move or a new job, and a performance's lines, said before.
          expect(text, context).not.toMatch(
            /!|new circle|settling in|Home is something you build|going brilliantly|welcoming someone else who is new|barely remembering/i,
          );
          expect(text, context).not.toMatch(/what do you do/);
        }
      }
    }
    // Happy news, a pregnancy after losses and a young one untold keep their own readings.
    expect(readContext('my wife is pregnant and im so happy').kind).toBe('change');
    expect(readContext('im pregnant after ivf and terrified of losing it').subject).toBe(
      'this pregnancy',
    );
    expect(readContext('im 16 and pregnant and havent told my parents').subject).toBe(
      'the pregnancy',
    );
    // Fear of something named in a wanted pregnancy is not fear of the news: no options to weigh.
    for (const wanted of [
      'im pregnant and terrified of the birth',
      'my wife is pregnant and im scared ill be a bad dad',
    ]) {
      expect(readContext(wanted).subject, wanted).not.toMatch(/news/);
    }
  });

  it('meets being laughed at as a sting, never as the class or meeting ahead or a task', async () => {
    for (const context of [
      'i got laughed at in class today',
      'everyone laughed at me in the meeting',
    ]) {
      expect(readContext(context).subject, context).toBe('being laughed at');
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const text = await write({ ...base, context, tone: 'energetic', length: 'short' }, seed);
        expect(text, context).not.toMatch(
          /!|your class|your meeting|before you start it|Set a timer|crossing it off/i,
        );
      }
    }
    // Laughing together is not being laughed at.
    expect(readContext('everyone laughed at my joke').subject).not.toBe('being laughed at');
  });

  it('reads whose trouble it is: their own exams beside a mum with cancer, a wife with MS, a friend in a coma', () => {
    const exams = readContext('my mum has stage 4 cancer and my exams start next week');
    expect([exams.kind, exams.shortSubject]).toEqual(['performance', 'your exams']);
    expect(readContext('my wife has MS and its getting worse').kind).toBe('loved_one');
    const coma = readContext('my best friend is in a coma after a motorbike accident');
    expect(coma.kind).toBe('loved_one');
    // Never a statement cut to "your best friend is".
    expect(coma.statements.map((s) => s.text)).not.toContainEqual(expect.stringMatching(/ is$/));
    expect(readContext('i found out my husband has another family').kind).toBe('setback');
  });

  it('says what must come first: housing help with nowhere to stay, someone who can act after a rape, a doctor before stopping drinking', async () => {
    const cases = [
      [
        'so basically my landlord is evicting us and we have nowhere to go and my kids are asking questions and i dont know what to tell them',
        /council housing team or a homelessness charity/,
      ],
      [
        'im 19 and my mum kicked me out and im sleeping at a friends and i have college tomorrow',
        /council housing team or a homelessness charity/,
      ],
      [
        'i was raped at a party last year and i still cant sleep and now i have to see him at uni every day',
        /Tell someone who can act on it before you go in: .*student support/,
      ],
      [
        'i think im an alcoholic and i want to stop drinking but im scared',
        /talk to your doctor before you stop/,
      ],
    ] as const;
    for (const [context, first] of cases) {
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const text = await write({ ...base, context, tone: 'encouraging', length: 'short' }, seed);
        expect(text, context).toMatch(first);
        expect(text, context).not.toMatch(
          /next small invitation|people who know your name|ordinary life has|does not make you lazy/i,
        );
      }
    }
  });

  it('reads "dead" that is nobody\'s death, and a death taken back, as no bereavement', () => {
    for (const context of [
      'im dead tired and have a 12 hour shift',
      'exam in 2 hrs havent revised nothing im so dead',
      'my cat died... just kidding she knocked my coffee over again',
      'my phone is dead and i need to call the bank',
    ]) {
      const reading = readContext(context);
      expect(reading.kind, context).not.toBe('grief');
      expect(reading.statements.map((s) => s.text).join(' '), context).not.toMatch(
        /so dead|cat died/,
      );
    }
    expect(readContext('my dad is dead and i have to clear his house').kind).toBe('grief');
    expect(readContext('my dog died yesterday').kind).toBe('grief');
    expect(readContext('i feel dead inside since the breakup').situation).toBe(
      'you feel dead inside since the breakup',
    );
  });

  it("reads someone else's wedding as theirs, and a child's illness as no illness of their own", async () => {
    const awful =
      'ok so today was awful my boss shouted at me in front of the whole team then i got home and my boyfriend said he needs space and now i have to go to my sisters wedding on saturday and pretend everything is fine';
    const reading = readContext(awful);
    expect([reading.kind, reading.shortSubject]).toEqual(['everyday', "your sister's wedding"]);
    for (const seed of [1, 2, 3, 17]) {
      const text = await write(
        { ...base, context: awful, tone: 'energetic', length: 'short' },
        seed,
      );
      expect(text).not.toMatch(/!|your wedding|an errand|get it done/i);
    }
    expect(
      readContext(
        'i am waiting for my biopsy results and my daughter is getting married on saturday',
      ).shortSubject,
    ).toBe("your daughter's wedding");
    expect(readContext('im getting married on saturday and im so nervous').shortSubject).toBe(
      'your wedding',
    );
    expect(
      readContext('my husband is deployed and i am alone with three kids and one of them is sick')
        .kind,
    ).not.toBe('illness');
  });

  it('congratulates good news that starts something new, in every speech; never news only hoped for', async () => {
    for (const context of [
      'i got the job!!!',
      'i just got promoted and start the new role on monday',
      'i got into university!!',
    ]) {
      expect(readContext(context).kind, context).toBe('change');
      for (const seed of [1, 2, 3, 4]) {
        const text = await write({ ...base, context, tone: 'encouraging', length: 'short' }, seed);
        expect(text, context).toMatch(/Congratulations/);
        expect(text, context).not.toMatch(/dread|finding this hard/i);
      }
    }
    for (const context of [
      'i didnt get the job',
      'waiting to hear if i got the job',
      'if i get the job i have to move',
    ]) {
      expect(readContext(context).goodNews, context).toBe(false);
      const text = await write({ ...base, context, tone: 'encouraging', length: 'short' }, 1);
      expect(text, context).not.toMatch(/Congratulations/);
    }
  });

  it('celebrates good news done by name, in every tone and length, with nothing ahead to face', async () => {
    const cases = [
      ['i passed my exam', /passed your exam|You passed/],
      ['i passed my driving test today!!', /passed your driving test|You passed/],
      ['we got engaged last night', /engage/],
      ['i got engaged last night', /engage/],
      ['i finally finished my first marathon', /marathon|crossed the line/],
      ['sober 30 days today', /thirty days sober|sober 30 days/],
      ['a patient thanked me today', /thank/],
      ['i got into my first choice uni', /university|got in/],
      ['my daughter took her first steps today', /first steps/],
      ['i got promoted', /promot/],
    ] as const;
    // Said to them before: the day ahead, nerves, a result to come, a trouble or a loss.
    const misread =
      /minutes before|on the way there|what you are facing|if it goes badly|life is cold|the night before|you sober|results? (?:come|comes|day)|whatever the result|nerves|nervous|dread|finding this hard|diagnos|grief|your loss|the habit you are building|a change like this/i;
    for (const [context, named] of cases) {
      for (const tone of TONES) {
        for (const length of ['short', 'medium', 'long'] as const) {
          const text = await write({ ...base, context, tone, length }, 3);
          expect(text, `${context}, ${tone}, ${length}`).toMatch(named);
          expect(text, `${context}, ${tone}, ${length}`).not.toMatch(misread);
        }
      }
    }
    // Sobriety is honoured one day at a time, never hyped.
    for (const seed of [1, 2, 3]) {
      const text = await write(
        { ...base, context: 'sober 30 days today', tone: 'energetic', length: 'short' },
        seed,
      );
      expect(text).not.toMatch(/!|crush|smash|nail it/i);
    }
  });

  const GOOD_NEWS_DONE = [
    'i passed my driving test today!!',
    'we got engaged last night',
    'sober 30 days today',
    'i finally finished my first marathon',
    'a patient thanked me today',
    'my daughter took her first steps today',
    'i got into my first choice uni',
    'i got promoted',
    'i graduated last week',
  ];

  it('says back the promotion first, and meets leading old teammates: no room of new faces', () => {
    const context = 'i just got promoted and now i manage my old teammates';
    for (const tone of TONES) {
      for (const seed of [1, 2, 3]) {
        const brief = buildSpeechBrief({ ...base, context, tone, length: 'medium' });
        const text = composeSpeech(brief, seededRandom(seed)).paragraphs.join(' ');
        const where = `${tone}, seed ${seed}`;
        // The news is what is said back with joy, not the line after it.
        expect(text.indexOf('just got promoted'), where).toBeGreaterThan(-1);
        expect(text.indexOf('just got promoted'), where).toBeLessThan(
          text.indexOf('manage your old teammates'),
        );
        expect(text, where).not.toMatch(/new faces|get to know the people around you/);
        expect(text, where).toMatch(
          /old teammates|used to (?:sit|work) beside|old friends|this team|their manager/,
        );
      }
    }
  });

  it('gives good news medium and long speeches in their word range, in every tone', () => {
    // It had stopped at 650-760 words for both: the sections of something to face were left out
    // and nothing of its own took their place.
    for (const context of GOOD_NEWS_DONE) {
      for (const tone of TONES) {
        for (const length of ['medium', 'long'] as const) {
          for (const seed of [1, 2]) {
            const brief = buildSpeechBrief({ ...base, context, tone, length });
            const words = countWords(composeSpeech(brief, seededRandom(seed)).paragraphs.join(' '));
            const where = `${context}, ${tone}, ${length}, seed ${seed}: ${words}`;
            expect(words, where).toBeGreaterThanOrEqual(brief.wordTarget.min);
            expect(words, where).toBeLessThanOrEqual(brief.wordTarget.max);
          }
        }
      }
    }
  });

  it('says nothing of failure, trouble or a moment ahead to good news; sobriety calm, a child or an engagement not earned', () => {
    // "Your character is in the getting back up" was said to someone who passed their driving test.
    const trouble =
      /getting back up|getting up again|keep getting|the worst|hardest days|hard days|setbacks?|\bfail|struggl|nerv|unsure|tension|readiness|more ready than|critical voice|inner critic|what you are facing|the day ahead|the big day|the other side of this|doing better with this|scared|afraid/i;
    for (const context of GOOD_NEWS_DONE) {
      for (const tone of TONES) {
        for (const length of ['medium', 'long'] as const) {
          for (const seed of [4, 5]) {
            const brief = buildSpeechBrief({ ...base, context, tone, length });
            const text = composeSpeech(brief, seededRandom(seed)).paragraphs.join(' ');
            const where = `${context}, ${tone}, ${length}, seed ${seed}`;
            expect(text.match(trouble)?.[0] ?? null, where).toBeNull();
            if (/sober/.test(context)) {
              expect(
                text.match(/!|drink|party|parties|crush|smash/i)?.[0] ?? null,
                where,
              ).toBeNull();
            }
            // Someone asked; a child took the steps: neither is the listener's achievement.
            if (/first steps|engaged/.test(context)) {
              expect(
                text.match(
                  /\byou(?: have|'ve)? earned\b|\bwell earned\b|you did it\b|I did (?:this|it)\b|set out to do|what you can do|capable of|believed in you/i,
                )?.[0] ?? null,
                where,
              ).toBeNull();
            }
          }
        }
      }
    }
  });

  it('says who they are becoming in whole sentences: no "you will see on this time with pride"', () => {
    const said = [...IDENTITY, ...FUTURE_SELF].flatMap((beat) =>
      (Array.isArray(beat) ? beat : Object.values(beat).flat()).flatMap((line: Line) =>
        typeof line === 'string' ? variants(line) : [],
      ),
    );
    expect(said.length).toBeGreaterThan(50);
    expect(said.filter((line) => /see on this time|look back how much/.test(line))).toEqual([]);
  });

  it('keeps its reading of good news that is undone, hoped for or missed: no party', async () => {
    for (const context of [
      'i failed my driving test again',
      'sober 30 days and struggling',
      'i want to pass my exam',
      'my boyfriend proposed and i said no',
      'he proposed last night and i dont know how i feel',
    ]) {
      expect(readContext(context).goodNews, context).toBe(false);
      for (const seed of [1, 2]) {
        const text = await write({ ...base, context, tone: 'energetic', length: 'short' }, seed);
        expect(text, context).not.toMatch(/Congratulations|You did it|good news|celebrat/i);
      }
    }
  });

  it('meets good news beside a trouble with both: the news named once, warmly, and the trouble as the main thing', async () => {
    // Each had met one half: the exam still ahead ("the day before"), "what you are facing", "you
    // have to move away from everyone, and I could not be happier to hear it", "your job".
    const cases = [
      [
        'i passed my exam but my mum is in hospital',
        'loved_one',
        'your mum being in hospital',
        /passing that exam/i,
      ],
      [
        'I passed my exam but my mum is in hospital',
        'loved_one',
        'your mum being in hospital',
        /passing that exam/i,
      ],
      [
        'we got engaged but his family hates me',
        'everyday',
        'how his family treats you',
        /your engagement/i,
      ],
      [
        'we got engaged last night but my boyfriends family hates me',
        'everyday',
        "how your boyfriend's family treats you",
        /your engagement/i,
      ],
      [
        'i got the job but i have to move away from everyone i know',
        'change',
        'moving away',
        /your new job/i,
      ],
      [
        'i graduated last week and i cant find a job',
        'setback',
        'your job search',
        /your graduation/i,
      ],
    ] as const;
    const party =
      /celebrat|party|crush|smash|you did it!|could not be happier|the day before|minutes before|on the way there|what you are facing|your exam\b|your job\b(?! search)|your boyfriends|you're engaged but/i;
    for (const [context, kind, subject, news] of cases) {
      const reading = readContext(context);
      expect([reading.kind, reading.subject, reading.goodNews], context).toEqual([
        kind,
        subject,
        false,
      ]);
      expect(reading.goodNewsBeside, context).not.toBeNull();
      for (const tone of TONES) {
        for (const length of SPEECH_LENGTHS.filter((each) => each !== 'extended')) {
          for (const seed of [1, 2]) {
            const brief = buildSpeechBrief({ ...base, context, tone, length });
            const text = composeSpeech(brief, seededRandom(seed)).paragraphs.join('\n\n');
            const where = `${context}, ${tone}, ${length}, seed ${seed}`;
            expect(text, where).toMatch(news);
            expect(text.match(party)?.[0] ?? null, where).toBeNull();
            if (tone === 'energetic') expect(text, where).not.toMatch(/!/);
            const words = countWords(text);
            expect(words, where).toBeGreaterThanOrEqual(brief.wordTarget.min);
            expect(words, where).toBeLessThanOrEqual(brief.wordTarget.max);
          }
        }
      }
    }
    // The trouble gets its own material: a partner's family, friends left behind.
    const family = await write(
      { ...base, context: 'we got engaged but his family hates me', length: 'short' },
      1,
    );
    expect(family).toMatch(
      /Talk to him about how it feels|Their opinion is not the truth about you/,
    );
    const leaving = await write(
      {
        ...base,
        context: 'i got the job but i have to move away from everyone i know',
        length: 'short',
      },
      2,
    );
    expect(leaving).toMatch(/people you will miss most|first visit home|real loss/);
    // A proposal turned down or met unsure, and sobriety that is a struggle, name no news beside.
    for (const context of [
      'my boyfriend proposed and i said no',
      'he proposed last night and i dont know how i feel',
      'sober 30 days and struggling',
    ]) {
      expect(readContext(context).goodNewsBeside, context).toBeNull();
    }
  });

  it("meets fear of a pregnancy not yet known, theirs or their partner's, with a test and time, never a move", async () => {
    // Read as a change ("Leaving what is familiar", "Plan one thing to look forward to at the end
    // of the first month") or as news already had ("Hearing that your girlfriend is pregnant").
    const cases = [
      ['im scared my wife might be pregnant', 'not knowing yet if your wife is pregnant'],
      [
        'i think my girlfriend might be pregnant and im freaking out',
        'not knowing yet if your girlfriend is pregnant',
      ],
      ['my period is late and im scared', 'not knowing yet if you are pregnant'],
      ['My period is late and I’m scared.', 'not knowing yet if you are pregnant'],
      ['im scared i might be pregnant', 'not knowing yet if you are pregnant'],
    ] as const;
    for (const [context, subject] of cases) {
      expect(readContext(context).subject, context).toBe(subject);
      for (const tone of TONES) {
        for (const seed of [1, 2, 3]) {
          const text = await write({ ...base, context, tone, length: 'short' }, seed);
          const where = `${context}, ${tone}, seed ${seed}`;
          expect(text, where).toMatch(/pregnancy test/);
          expect(text, where).toMatch(/in confidence/);
          expect(text, where).toMatch(/nothing has to be decided today/i);
          expect(text, where).not.toMatch(
            /!|new circle|settling in|Home is something you build|going brilliantly|first month|Leaving what is familiar|new chapter|Hearing that|News like this/i,
          );
        }
      }
    }
    // Her pregnancy is her choice, said to the one whose partner it is.
    const partner = await write(
      { ...base, context: 'im scared my wife might be pregnant', length: 'medium' },
      1,
    );
    expect(partner).toMatch(/her body|her choice|the choice about the pregnancy is hers/);
    // A sister's pregnancy feared for is the one they love's, not a change of their own.
    const sister = readContext('my sister is pregnant and im scared for her');
    expect([sister.kind, sister.subject]).toEqual(['loved_one', "your sister's pregnancy"]);
    for (const seed of [1, 2, 3]) {
      const text = await write(
        { ...base, context: 'my sister is pregnant and im scared for her', tone: 'energetic' },
        seed,
      );
      expect(text).not.toMatch(/!|new chapter|new circle|Leaving what is familiar|your new/i);
    }
    // News already had, and a partner's pregnancy met happily, keep their readings.
    expect(readContext('i just found out im pregnant and im scared').subject).toBe(
      'the news of the pregnancy',
    );
    expect(readContext('my gf just told me shes pregnant and im freaking out').subject).toBe(
      "your girlfriend's news",
    );
    expect(readContext('my wife is pregnant and im so happy').kind).toBe('change');
  });

  it('hypes none of: debt kept from a partner, an affair found out, a business gone bust, a court case, sight loss', async () => {
    const cases = [
      ['i owe 20k on credit cards and my wife doesnt know', null],
      ['i just found out my husband has been having an affair for two years', 'setback'],
      ['my business went bust and i have to tell my staff on monday', 'performance'],
      ['i got a letter saying im being taken to court over unpaid council tax', 'performance'],
      ['i am going blind and have to give up driving', 'illness'],
      ['my son is addicted to gambling and keeps asking me for money', 'loved_one'],
    ] as const;
    for (const [context, kind] of cases) {
      if (kind !== null) expect(readContext(context).kind, context).toBe(kind);
      for (const seed of [1, 2, 3, 28]) {
        const text = await write({ ...base, context, tone: 'energetic', length: 'short' }, seed);
        expect(text, context).not.toMatch(/!/);
      }
    }
    expect(readContext('i have to go to the job centre tomorrow').shortSubject).toBe(
      'your job centre appointment',
    );
  });

  it('answers no harsh inner voice a grieving person never spoke of', async () => {
    const context =
      'my dad died last week and the funeral is on friday and i have to do the eulogy';
    for (const seed of [1, 2, 3, 4, 5, 21]) {
      const text = await write({ ...base, context, tone: 'gentle', length: 'medium' }, seed);
      expect(text).not.toMatch(/critic|harsh voice|that voice/i);
    }
  });

  it('meets the young as they are: called names at school, working out who they are, a friend moved away', async () => {
    for (const context of [
      'im 12 and everyone at school calls me fat',
      'the girls in my class laugh at me every day',
    ]) {
      expect(readContext(context).subject, context).toBe('what is happening at school');
      for (const seed of [1, 2, 3, 4]) {
        const text = await write({ ...base, context, tone: 'encouraging', length: 'short' }, seed);
        expect(text, context).toMatch(/Tell an adult you trust/);
        expect(text, context).not.toMatch(/make the call|your school|morning coffee|a missed day/i);
      }
    }
    const gay = 'im 15 and i think im gay and im scared to tell anyone';
    expect(readContext(gay).subject).toBe('who you are');
    for (const seed of [1, 2, 3, 4]) {
      const text = await write(
        { ...base, context: gay, tone: 'encouraging', length: 'short' },
        seed,
      );
      expect(text).toMatch(/LGBTQ\+ youth groups/);
      expect(text).not.toMatch(/new chapter|new circle|new area|this change in your life/i);
    }
    const moved = 'im 13 and my best friend moved away and i have no one to sit with at lunch';
    expect(readContext(moved).kind).toBe('everyday');
    expect(
      readContext(moved)
        .statements.map((s) => s.text)
        .join(' '),
    ).not.toMatch(/an one/);
    const text = await write({ ...base, context: moved, tone: 'encouraging', length: 'short' }, 13);
    expect(text).not.toMatch(/new chapter|new area|workplace/i);
    expect(readContext('my grandson is in prison and i feel ashamed').other).toBe('your grandson');
    expect(readContext('im 70 and just been told i have parkinsons').kind).toBe('illness');
  });

  it('reads a wedding they were left out of as loneliness, never as their own wedding', async () => {
    for (const context of [
      'i was the only one not invited to the wedding',
      'i wasnt invited to my cousins wedding and everyone else was',
    ]) {
      const reading = readContext(context);
      expect(reading.subject, context).not.toMatch(/wedding/);
      const text = await write({ ...base, context, tone: 'confident', length: 'short' }, 9);
      expect(text, context).not.toMatch(/your (?:cousins )?wedding|you wasn't/i);
    }
    expect(readContext('i wasnt invited to my cousins wedding').situation).toBe(
      "you weren't invited to your cousin's wedding",
    );
    expect(readContext('i have to fire my best friend tomorrow').subject).toBe(
      'letting someone go',
    );
    expect(readContext('my teenage daughter hasnt spoken to me in a month').distressed).toBe(true);
  });

  it('hypes none of: a parent sent to prison, a partner who stole everything, a partner about to leave', async () => {
    for (const context of [
      'my dad has been sent to prison for 6 years',
      'my business partner stole everything and disappeared',
      'i think my husband is going to leave me',
      'i found out my husband has another family',
    ]) {
      for (const seed of [1, 2, 3, 4]) {
        const text = await write({ ...base, context, tone: 'energetic', length: 'short' }, seed);
        expect(text, context).not.toMatch(/!/);
      }
    }
  });

  it('hypes none of: a move into a care home, news of a prison sentence, a family at odds', async () => {
    const contexts = [
      'im 78 and just moved into a care home and i miss my garden',
      'i have to tell my kids their dad is in prison',
      'my son came out as gay and my husband wont talk to him',
      'im 15 and my parents are always fighting and i cant focus on school',
    ];
    for (const context of contexts) {
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const text = await write({ ...base, context, tone: 'energetic', length: 'short' }, seed);
        expect(text).not.toMatch(/!|proud of you already/);
      }
    }
    expect(readContext(contexts[1] ?? '').topic).toBe('hard-news');
  });

  it('never leaves the lead-in of a picture on its own, nor "Most people has"', () => {
    const leads = new Set(
      [VISUALISE[0] ?? []]
        .flatMap((beat) => (Array.isArray(beat) ? beat : Object.values(beat).flat()))
        .filter((line): line is string => typeof line === 'string')
        .map((line) => line.trim()),
    );
    for (const context of [
      'im 78 and just moved into a care home and i miss my garden',
      'starting my new job on monday',
      'my ex is getting married next week',
    ]) {
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
        const brief = buildSpeechBrief({ ...base, context, tone: 'encouraging', length: 'short' });
        const { paragraphs } = composeSpeech(brief, seededRandom(seed));
        for (const paragraph of paragraphs) expect(leads.has(paragraph.trim())).toBe(false);
        expect(paragraphs.join(' ')).not.toMatch(/Most people has/);
      }
    }
  });

  it('meets an all-clear as good news, not as an illness still there', async () => {
    for (const context of [
      'i got my cancer all clear today!!',
      'im in remission after two years',
    ]) {
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const text = await write({ ...base, context, tone: 'encouraging', length: 'short' }, seed);
        expect(text).toMatch(/follow-up checks/);
        expect(text).not.toMatch(
          /Whatever the results say|Being unwell is|grieve the things this takes/,
        );
      }
    }
  });

  it('meets nightmares after a crash as a frightening event coming back, with help and no hype', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const text = await write(
        {
          ...base,
          context: 'i keep having nightmares since the car crash',
          tone: 'energetic',
          length: 'short',
        },
        seed,
      );
      expect(text).toMatch(/tell your doctor/);
      expect(text).not.toMatch(/!/);
    }
  });

  it("meets a pitch ahead without a low day's small wins or the patience of a long change", () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const brief = buildSpeechBrief({
        ...base,
        context:
          'i have my first ever pitch to investors on thursday and im terrified theyll rip it apart',
        tone: 'confident',
        length: 'long',
      });
      const { paragraphs, plan } = composeSpeech(brief, seededRandom(seed));
      expect(plan).not.toContain('smallWins');
      expect(plan).not.toContain('process');
      expect(paragraphs.join(' ')).not.toMatch(
        /Getting dressed, making a cup of tea|real change takes/,
      );
    }
  });

  it('tells nobody with weeks left and nothing written that there is no rush', async () => {
    const context =
      'need motivation to finish my dissertation, 3 weeks left and i have written nothing';
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      for (const [tone, length] of [
        ['confident', 'long'],
        ['encouraging', 'medium'],
      ] as const) {
        const text = await write({ ...base, context, tone, length }, seed);
        expect(text).not.toMatch(
          /no rush beyond the one in your head|Slow and steady still arrives/,
        );
      }
    }
  });

  it('helps someone who is to speak at a funeral with the speaking, and nobody else', async () => {
    const speaking =
      /large type|with a copy|voice catches|true things about|Tears at a eulogy|at the front, paper/;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      for (const context of [
        'so um i have to give a eulogy for my grandad on friday and i dont know if i can get through it without crying',
        'doing a reading at my uncles funeral',
      ]) {
        expect(await write({ ...base, context, tone: 'gentle', length: 'short' }, seed)).toMatch(
          speaking,
        );
      }
      for (const context of [
        'my nans funeral is tomorrow',
        'i keep reading his old messages since he died',
      ]) {
        expect(await write({ ...base, context, tone: 'gentle', length: 'long' }, seed)).not.toMatch(
          speaking,
        );
      }
    }
  });

  it('keeps the reminders of a love out of a rejection, and says what was knocked', async () => {
    const context = 'got rejected from every grad scheme i applied to';
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      for (const tone of ['gentle', 'encouraging'] as const) {
        const text = await write({ ...base, context, tone, length: 'long' }, seed);
        expect(text).not.toMatch(/reminders of it|counting on this, and they/);
      }
    }
  });

  it('speaks of a driving test as a drive, not as a habit, a revision or a talk', async () => {
    const context = 'cant sleep before my driving test on thursday';
    let driving = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const text = await write({ ...base, context, length: 'medium' }, seed);
      expect(text).not.toMatch(
        /healthy choice|after a good choice|the change has become|the habit|person I want to be|revis|each question|your notes|your slides|the audience/i,
      );
      driving += (
        text.match(/examiner|roundabout|mirrors|instructor|test centre|car park|the wheel/g) ?? []
      ).length;
    }
    expect(driving).toBeGreaterThanOrEqual(8);
  });

  it('keeps the lines of a move to a new place out of a new job, and the exam room out of a move to uni', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const job = await write(
        {
          ...base,
          context: 'new job starts monday im so nervous i wont know anyone',
          length: 'medium',
        },
        seed,
      );
      expect(job).not.toMatch(
        /homesick|Distance|Being apart|build a life|New places become home|calling this place home|Home will find you|old friends close|better here than before|old life/,
      );
      const uni = await write(
        {
          ...base,
          context: 'moving to leeds next month for uni and i dont know a soul',
          length: 'medium',
        },
        seed,
      );
      expect(uni).not.toMatch(/your answers|the exam|exam room|the paper|revision/i);
    }
  });

  it('meets telling someone close something true as that, not as a talk prepared and judged', async () => {
    expect(readContext('going to tell my boss im pregnant tomorrow and im scared')).toMatchObject({
      kind: 'performance',
      topic: 'telling',
    });
    for (const context of [
      'need to tell my parents im gay this weekend',
      'going to tell my boss im pregnant tomorrow and im scared',
    ]) {
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const text = await write({ ...base, context, length: 'medium' }, seed);
        expect(text).not.toMatch(
          /mentors|your preparation|you have prepared|your material|mind goes blank|that room|notes|practice run|new area|homesick|chance, not a judgement|show what you can do/i,
        );
      }
    }
  });

  it('meets news that will hurt the ones told with care, not with hype or a performance', async () => {
    for (const context of [
      'i have to lay off three people on monday and i hate it',
      'telling my kids tonight that me and their dad are getting divorced',
      'i have to tell my mum that dad has cancer',
    ]) {
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const text = await write({ ...base, context, tone: 'energetic', length: 'medium' }, seed);
        expect(text).not.toMatch(
          /enjoy it|butterflies are not|energy can be used|what you do next|proud of you already|proud of you whatever|pleased for you|nailing it|first draft|something nice planned|short and happy|perfect run|want this|life you want to build|one result will not define|simply doing the thing|going brilliantly|tonight that you\b|telling me about telling/i,
        );
        // Its own words: the hard part said plainly, the quiet after it, the not knowing.
        expect(text).toMatch(
          /plain|quiet|not know|with care|care about the people|theirs to feel|did not choose|cue from you|painless|how they were told/i,
        );
      }
    }
  });

  it('meets someone being bullied without hype: not their fault, and someone to tell first', async () => {
    const school = 'im being bullied at school and dont want to go tomorrow';
    expect(readContext(school)).toMatchObject({
      subject: 'what is happening at school',
      topic: 'personal',
    });
    const work = 'my manager keeps bullying me in meetings and i have a one to one with him friday';
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const young = await write({ ...base, context: school, tone: 'energetic' }, seed);
      expect(young).toMatch(/adult you trust/);
      expect(young).not.toMatch(/!|is tomorrow|exam|want this badly|it will shrink/i);
      const adult = await write({ ...base, context: work, length: 'medium' }, seed);
      expect(adult).toMatch(/HR|union rep|manager above/);
      expect(adult).not.toMatch(/teacher|adult you trust|carrying your meetings/i);
    }
  });

  it('meets someone hurt or frightened at home without hype: not their fault, help in danger, someone to tell', async () => {
    const contexts = [
      'my boyfriend hit me last night',
      'im scared of my dad when he drinks',
      'my husband pushed me again and i dont know what to do',
    ];
    for (const context of contexts) {
      expect(readContext(context)).toMatchObject({
        kind: 'everyday',
        subject: 'what is happening at home',
      });
    }
    expect(readContext('my brother beat me at chess').subject).not.toBe(
      'what is happening at home',
    );
    for (const context of contexts) {
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const text = await write({ ...base, context, tone: 'energetic', length: 'short' }, seed);
        expect(text).toMatch(/emergency services/);
        expect(text).toMatch(/Tell someone you trust what is happening at home/);
        expect(text).not.toMatch(
          /!|habit|before you go in|go home|ordinary hard|another one of those|keeping score|get it done|it will shrink|you have got this/i,
        );
      }
    }
  });

  it('reads a partner’s control or a threat to their life as hurt at home, and meets fear of them as fear for their safety, never as nerves', async () => {
    // Control without a blow had been read as money trouble and a call to make ("Ask whether they
    // have a hardship team", "Write down the first sentence you will say"); fear of a husband who
    // hits had been met as nerves ("Caring deeply and feeling nervous go together").
    const controlled = [
      'my boyfriend controls my money and checks my phone, i feel trapped',
      'my husband wont let me see my friends',
      'my partner threatened to take the kids if i leave',
      'my boyfriend calls me stupid all the time and i feel worthless',
    ];
    for (const context of controlled) {
      expect(readContext(context).subject, context).toBe('what is happening at home');
    }
    const threatened = [
      'my husband strangled me last night',
      'my boyfriend threatened to kill me',
      'he said he will kill me if i leave',
      'my ex tried to kill me',
      'i fear for my life at home',
    ];
    for (const context of threatened) {
      expect(readContext(context).subject, context).toBe('what is happening at home');
    }
    for (const context of [
      'my mum checks my phone every night',
      'my mum wont let me go to the party',
      'my wife wont let me buy a motorbike',
      'my husband takes the kids to school on mondays',
      'my mum is going to kill me when she sees my grades',
      'my boss will kill me if im late',
      'my dad choked me up at my wedding',
    ]) {
      expect(readContext(context).subject, context).not.toBe('what is happening at home');
    }
    const frightened = 'my husband hits me when hes drunk and im scared to go home';
    for (const context of [...controlled, ...threatened, frightened]) {
      for (const tone of TONES) {
        for (const seed of [1, 2, 3, 4]) {
          const text = await write({ ...base, context, tone, length: 'short' }, seed);
          const where = `${context}, ${tone}, seed ${seed}`;
          expect(text, where).toMatch(/domestic abuse helpline, which listens in confidence/);
          expect(text, where).toMatch(/emergency services/);
          expect(text, where).not.toMatch(
            /hardship team|payment plan|open the letters|first sentence you will say|feeling nervous|nerves show up|not a forecast|not ready|how much this (?:matters|means to you)|if it did not matter|if you did not care/i,
          );
        }
      }
    }
    // Hands on the neck: a doctor, since the harm may not show, in the step every speech says.
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const strangled = await write(
        { ...base, context: 'my husband strangled me last night', length: 'short' },
        seed,
      );
      expect(strangled).toMatch(/hands around your neck, please see a doctor soon/);
      const pushed = await write(
        { ...base, context: 'my husband pushed me', length: 'short' },
        seed,
      );
      expect(pushed).not.toMatch(/neck/);
    }
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const text = await write({ ...base, context: frightened, length: 'short' }, seed);
      expect(text).toMatch(
        /your fear is worth listening to|something real about your safety|right to take that seriously|talk yourself out of it|Nobody should (?:have to|be made to)/,
      );
    }
  });

  it('never hypes a hard moment, whatever tone was picked', async () => {
    const contexts = [
      'i found out my dad is not my biological father',
      'my house flooded last night and we lost everything',
      'my son was arrested last night',
      'going into rehab tomorrow',
      'i have to put my mum in a care home',
      'my twins were born premature and are in the nicu',
      'first christmas without my wife',
      'i have a panic attack every morning before work',
      'my brother is an addict and stole from me again',
      'im being deported next month',
      'i have to go back to school after everyone saw the video',
      'i came out to my parents and they kicked me out',
      'my puppy got hit by a car',
      'my mum has started forgetting my name',
      'i am having an abortion tomorrow',
      'i was sacked today for something i didnt do',
      'i have to identify my brothers body tomorrow',
      'my wife is in labour and theres complications',
      'my mum is an alcoholic and i have to see her at christmas',
      'i lost my wedding ring and my husband is going to be so upset',
      'i have to walk past the place where my accident happened every day',
    ];
    for (const context of contexts) {
      for (const seed of [1, 2, 3, 4]) {
        const text = await write({ ...base, context, tone: 'energetic', length: 'short' }, seed);
        expect(text, context).not.toMatch(/!|let's go|big energy|get it done|you've got this/i);
      }
    }
    // Their own test beside a father dying or ill: still theirs, and no exclamation.
    for (const [beside, theirs] of [
      [
        'my dad has stage 4 cancer and they said weeks not months and i have my driving test friday',
        /driving test/,
      ],
      ['my dad told me he has cancer and i have my finals next week', /finals/],
    ] as const) {
      for (const seed of [1, 2, 3, 4]) {
        const text = await write(
          { ...base, context: beside, tone: 'energetic', length: 'short' },
          seed,
        );
        expect(text).toMatch(theirs);
        expect(text).not.toMatch(/!|let's go|big energy|your time/i);
      }
    }
  });

  it('meets a day in court as a hearing with a verdict, not a show to enjoy', async () => {
    const context = 'i have to go to court next week for custody of my son';
    expect(readContext(context)).toMatchObject({
      topic: 'hearing',
      subject: 'the custody hearing next week',
    });
    expect(readContext('playing on centre court at wimbledon juniors').topic).not.toBe('hearing');
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const text = await write({ ...base, context, tone: 'energetic', length: 'medium' }, seed);
      expect(text).toMatch(/custody hearing/);
      expect(text).not.toMatch(
        /!|enjoy it|show them|butterflies are not|not a verdict|one chance among many|experiment|chapter you're glad|who you are becoming|moment ahead of you/i,
      );
    }
  });

  it('helps with going back to work after a miscarriage, and recalls no days shared with the baby', async () => {
    const context = 'first day back at work tomorrow after my miscarriage';
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const text = await write({ ...base, context, tone: 'gentle' }, seed);
      expect(text).toMatch(
        /let the others know|what you will say if someone asks|five minutes when it gets|first day ask only/,
      );
      expect(text).not.toMatch(
        /memory of your baby|days together|their name out loud|would have been proud|feels like them/i,
      );
    }
  });

  it('meets a first therapy session as an appointment, a partner leaving as a knock, dementia as a living loss', async () => {
    expect(readContext('first therapy session tomorrow and i am terrified')).toMatchObject({
      kind: 'everyday',
      subject: 'your first therapy session tomorrow',
    });
    expect(readContext('my wife left me last night and took the kids').kind).toBe('setback');
    expect(readContext('starting physical therapy after my stroke').kind).toBe('illness');
    expect(readContext('my nan left me some money').kind).not.toBe('setback');
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const therapy = await write(
        {
          ...base,
          context: 'first therapy session tomorrow and i am terrified',
          tone: 'energetic',
        },
        seed,
      );
      expect(therapy).not.toMatch(/!|new chapter|lonely to be new|this change in your life/i);
      const nobodyCame = await write(
        { ...base, context: 'nobody came to my birthday party yesterday', tone: 'energetic' },
        seed,
      );
      expect(nobodyCame).not.toMatch(/!|pleased for you/);
      const crying = await write(
        { ...base, context: 'i cant stop crying at work', tone: 'energetic' },
        seed,
      );
      expect(crying).not.toMatch(/!|crossing it off|only has to get done/);
      const dementia = await write(
        { ...base, context: 'my dad has dementia and didnt recognise me today', length: 'medium' },
        seed,
      );
      expect(dementia).not.toMatch(
        /he knew you cared|can no longer talk to|hard last conversation/i,
      );
    }
  });

  it("meets a teenager's parents splitting up as not theirs to fix, never as their own failure", async () => {
    const context = 'im 15 and my parents are getting divorced';
    expect(readContext(context)).toMatchObject({
      kind: 'everyday',
      subject: 'your parents splitting up',
    });
    expect(readContext('my husband and i are getting divorced').kind).toBe('setback');
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const text = await write({ ...base, context, tone: 'energetic' }, seed);
      expect(text).toMatch(/Tell someone how you feel/);
      expect(text).not.toMatch(
        /!|was in your hands|what this taught you|this one closed|something you can do about your parents|get it done/i,
      );
    }
  });

  it('meets someone assaulted, or pregnant after losses, with their safety and care first, never as a task', async () => {
    const assault = 'i was assaulted last month and i have to see him at work tomorrow';
    const pregnancy = 'im pregnant again after 3 miscarriages and so scared';
    expect(readContext(assault)).toMatchObject({
      kind: 'everyday',
      subject: 'what happened to you',
    });
    expect(readContext(pregnancy)).toMatchObject({ kind: 'everyday', subject: 'this pregnancy' });
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const text = await write({ ...base, context: assault, tone: 'energetic' }, seed);
      expect(text).toMatch(/HR at work, .*or the police/);
      expect(text).not.toMatch(/!|get done|want this badly|pleased for you|cold one/);
      const hoping = await write({ ...base, context: pregnancy, tone: 'energetic' }, seed);
      expect(hoping).toMatch(/midwife or doctor/);
      expect(hoping).not.toMatch(/!|new chapter|arriving|leaving what is familiar|putting it off/i);
    }
  });

  it('speaks of a pregnancy after losses only where one is named, not wherever something was lost', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      for (const context of [
        'i lost my wallet and have to cancel all my cards today',
        'lost my phone on the bus and have to sort it out before work',
      ]) {
        const text = await write({ ...base, context, length: 'short' }, seed);
        expect(text, context).not.toMatch(/midwife|pregnan|losses before/i);
      }
    }
  });

  it.each([
    'i have no friends at my new school',
    'my cat went missing three days ago',
    'i have to move out of my flat by friday and i have nowhere to go',
    'i lost all my savings in a scam',
    'i cant afford christmas presents for my kids this year',
    'my house was burgled last night',
    'i have been unemployed for a year',
    'i have to sleep in my car tonight',
  ])('does not hype a hard thing picked with an energetic tone: %j', async (context) => {
    for (const seed of [1, 2, 3, 4]) {
      const text = await write({ ...base, context, tone: 'energetic', length: 'short' }, seed);
      expect(text).not.toMatch(/!|losing the all/);
    }
  });

  it("helps prepare a pet's goodbye still ahead, and hears a partner cheating as a knock", async () => {
    expect(readContext('i found out my husband has been cheating for two years').kind).toBe(
      'setback',
    );
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const text = await write(
        { ...base, context: 'i have to have my dog put down tomorrow', tone: 'gentle' },
        seed,
      );
      expect(text).toMatch(
        /something they love|stay with them at the end|come with you|gentle end/,
      );
    }
  });

  it('hears redundancy as a knock, and does not recite an age', async () => {
    const context = 'im 52 and just got made redundant after 20 years, no idea what to do next';
    expect(readContext(context).kind).toBe('setback');
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      expect(await write({ ...base, context }, seed)).not.toMatch(/you're 52\./);
    }
  });

  it('meets someone who misses her or him as a loss, not an errand, and presumes no death', async () => {
    for (const context of ['i keep thinking about her', 'i miss him so much']) {
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const text = await write({ ...base, context, length: 'medium' }, seed);
        expect(text).toMatch(/missing (?:her|him)/);
        expect(text).not.toMatch(
          /phone put down|awkward moment|reference number|what you are facing|world without|funeral|gathering some time|keepsake|difficult dates|their photo|who knew them/i,
        );
      }
    }
  });

  it('meets a check-up, the dentist or a blood test as an appointment, not as an illness treated', async () => {
    const contexts = [
      'dentist tomorrow morning, hate it',
      'i have a blood test on friday and im scared of needles',
      'annual check up with my gp next week',
    ];
    for (const context of contexts) {
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const text = await write({ ...base, context, length: 'medium' }, seed);
        expect(text).not.toMatch(
          /your body|treatment|diagnos|being ill|illness|hospital|heal|symptom|medicines|first sentence you will say|reference number/i,
        );
        expect(text).toMatch(/you are nervous|small signal|headphones|questions you want to ask/);
      }
    }
  });

  it('meets money worry as something to face and sort, not a blow to heal from', async () => {
    const contexts = [
      'motivation to call the bank about my overdraft',
      'im behind on rent and the bills keep piling up i dont know how to get out of this',
    ];
    for (const context of contexts) {
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const text = await write({ ...base, context, length: 'medium' }, seed);
        expect(text).not.toMatch(
          /heal|gave this your heart|break-up|disappoint|door closing|wiser from this|back on your feet|what just happened|next person|reminders of it|your body|illness|grie/i,
        );
        expect(text).toMatch(
          /numbers|payment plan|hardship team|debt advice|options are|reference number|need to say or ask|make the call|on standby|who you spoke to|smallest possible version/,
        );
      }
    }
  });

  it('speaks to an audition of a piece and a panel, never of slides, notes or questions at the end', async () => {
    const contexts = [
      'audition for the school musical is on thursday i really want the lead part',
      'i have a dance audition tomorrow',
      'acting audition tomorrow for a tv role',
    ];
    for (const context of contexts) {
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const text = await write({ ...base, context, length: 'medium' }, seed);
        expect(text).not.toMatch(
          /slide|your notes|question at the end|question you most dread|three points|conversation you have prepared|this material|people listening|equipment|interview|you're acting/i,
        );
        expect(text).toMatch(/panel|piece|first note|warm up/i);
      }
    }
  });

  it('tells a story of falling and getting up only where something was tried and missed', async () => {
    const effort =
      /toddler|first pancake|Goalkeepers|chess players|bamboo|false summits|dig up the seeds/;
    const contexts = [
      'my girlfriend of five years broke up with me last night',
      'i have a blood test on friday and im scared of needles',
      'i keep thinking about her',
      'just need to get through this week',
    ];
    for (const context of contexts) {
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const text = await write({ ...base, context, length: 'long' }, seed);
        expect(text).not.toMatch(effort);
        if (context !== 'my girlfriend of five years broke up with me last night') {
          expect(text).not.toMatch(/twenty-six miles|Climbers on high|Pilots spend|Sailors cannot/);
        }
      }
    }
    const failed = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map((seed) =>
        write({ ...base, context: 'i failed my driving test again', length: 'long' }, seed),
      ),
    );
    expect(failed.some((text) => /toddler|Goalkeepers|chess players/.test(text))).toBe(true);
  });

  it('keeps half its steps at most for what their words name, so two speeches share fewer', async () => {
    const care =
      /you are nervous|small signal|the needle is the hard part|headphones|questions you want to ask/g;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const text = await write(
        {
          ...base,
          context: 'i have a blood test on friday and im scared of needles',
          length: 'medium',
        },
        seed,
      );
      const said = text.match(care)?.length ?? 0;
      expect(said).toBeGreaterThanOrEqual(1);
      expect(said).toBeLessThanOrEqual(4);
    }
  });

  it('fills a medium speech with what speaks to their words before general sections', () => {
    const own = new Set([
      'naming',
      'kindAcknowledge',
      'kindReframe',
      'kindStrengths',
      'kindPicture',
      'steps',
    ]);
    const contexts = [
      'motivation to call the bank about my overdraft',
      'my girlfriend of five years broke up with me last night',
      "I have a job interview at Google on Monday and I'm nervous",
    ];
    for (const context of contexts) {
      let ownWords = 0;
      let allWords = 0;
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const brief = buildSpeechBrief({ ...base, context, length: 'medium' });
        const { paragraphs, plan, sources = [] } = composeSpeech(brief, seededRandom(seed));
        // Nobody wrote of comparing themselves, and a medium speech tells two stories at most.
        expect(plan).not.toContain('comparison');
        expect(plan).not.toContain('thirdStory');
        expect(plan).not.toContain('fourthStory');
        for (const [index, paragraph] of paragraphs.entries()) {
          allWords += countWords(paragraph);
          if (own.has(sources[index] ?? '')) ownWords += countWords(paragraph);
        }
      }
      expect(ownWords / allWords).toBeGreaterThan(0.24);
    }
  });

  it('never tells someone whose marriage or relationship ended to do it differently next time', async () => {
    const contexts = [
      'my husband told me he wants a divorce',
      'my girlfriend of five years broke up with me last night',
    ];
    for (const context of contexts) {
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const text = await write({ ...base, context, length: 'medium' }, seed);
        expect(text).not.toMatch(
          /differently next time|proud that you tried|went for it|one small mistake|brave enough to attempt/i,
        );
      }
    }
  });

  it('tells no one taking a driving test to say their first sentences aloud or revise questions', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const text = await write(
        { ...base, context: 'my driving test is on friday and im so nervous', length: 'medium' },
        seed,
      );
      expect(text).not.toMatch(
        /first few sentences|your notes|voice finding its rhythm|speak clearly|every word you say|question you most dread|read each question|as if you were teaching/i,
      );
    }
  });

  it('never tells someone in debt or behind on rent that they tried, or to ask for feedback', async () => {
    const contexts = [
      'i have a lot of debt and i feel stupid about it',
      'im behind on rent and the bills keep piling up i dont know how to get out of this',
      'motivation to call the council about my rent arrears',
    ];
    for (const context of contexts) {
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const text = await write({ ...base, context, length: 'medium' }, seed);
        expect(text).not.toMatch(
          /matters that you tried|You tried, and|proud that you tried|enough to try|went for it|feedback|differently next time|effort is not wasted|one small mistake|brave enough to attempt|go after something|went after something|reached for something|for a result|effort you put in/i,
        );
      }
    }
  });

  it('speaks to someone worried for one they love, never of their own body, treatment or exam', async () => {
    const contexts = [
      'my cat is having surgery on friday and im so worried about her',
      'my son has his first exam tomorrow and hes so nervous',
      'my mum starts chemo on monday',
    ];
    for (const [index, context] of contexts.entries()) {
      for (const length of ['short', 'long'] as const) {
        const text = await write({ ...base, context, length, tone: 'energetic' }, index + 1);
        expect(text).not.toMatch(
          /\byour (?:body|surgery|exam|chemo|treatment)\b|\bYou have your\b|\bsleep and rest when\b/i,
        );
        expect(text).toMatch(/\byour (?:cat|son|mum)\b/);
        expect(checkSpeech(text, { kind: 'loved_one', contextText: context })).toEqual([]);
      }
    }
  });

  it('makes an extended speech for someone worried for one they love long enough without their own big day', () => {
    for (const seed of [1, 2, 3]) {
      const brief = buildSpeechBrief({
        ...base,
        context:
          'my boyfriend has a big job interview on wednesday and i cant stop worrying for him',
        length: 'extended',
      });
      const { paragraphs, plan } = composeSpeech(brief, seededRandom(seed));
      expect(countWords(paragraphs.join(' '))).toBeGreaterThanOrEqual(brief.wordTarget.min);
      for (const id of ['purpose', 'visualise', 'theDay', 'fire', 'courage', 'action']) {
        expect(plan).not.toContain(id);
      }
    }
  });

  it('takes a few of a larger pool of steps, a different few each time', () => {
    const context = 'my dog of 16 years passed and the house is too quiet';
    const pool = KIND_MATERIAL.grief.steps.filter((step) => typeof step === 'string');
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

  it('tells good news no parable of weathering a storm and no reminder that someone cares', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      for (const length of ['medium', 'long'] as const) {
        // Its stories and its people glad for them are its own (good-news-material.ts).
        const text = speech('i got the job!!!', length, seed).paragraphs.join(' ');
        expect(text).not.toMatch(
          /storm|winter|how you are doing|how you're doing|check in on you/i,
        );
      }
      const text = speech('i got the job!!!', 'medium', seed, 'energetic').paragraphs.join(' ');
      expect(text).not.toMatch(
        /Doubts and all|felt by a great many people|not the same as being unable|how much this cost/,
      );
    }
  });

  it('meets a child coming out as theirs to love, not an ordeal to wait out', () => {
    for (const context of [
      'my son came out as trans and i dont know how to support him',
      'my daughter just came out as gay and my husband is angry',
    ]) {
      expect(readContext(context).subject).toMatch(/^your (?:son|daughter) coming out$/);
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const text = speech(context, 'short', seed, 'gentle').paragraphs.join(' ');
        expect(text).toMatch(/nothing about that has changed/);
        expect(text).not.toMatch(
          /when this is over|shaken by|wait for news|going through something hard/,
        );
      }
    }
  });

  it('says no statement back so that, heard after the one before, it runs into their words', () => {
    const context =
      'i studied for months for the gmat and i scored way lower than my practice tests. i have to decide whether to retake it or apply anyway';
    // The benchmark's run that found it (long, seed 20261128 + 221), and more of each length.
    const found = LABELLED_CONTEXTS.find((labelled) => labelled.text === context);
    if (found === undefined) throw new Error('the labelled context moved');
    const run = runContext(found, 'long', 20261128 + found.id);
    expect(run.problems.filter((problem) => problem.kind === 'first_person_echo')).toEqual([]);
    for (let seed = 1; seed <= 20; seed += 1) {
      for (const length of ['short', 'long'] as const) {
        const text = speech(context, length, seed).paragraphs.join(' ');
        expect(firstPersonEchoes(text, context)).toEqual([]);
      }
    }
  });

  it('meets an eating disorder without lines about the body, and with a plan for the meal ahead', () => {
    const context = 'i have an eating disorder and christmas dinner is tomorrow';
    const said: string[] = [];
    for (let seed = 1; seed <= 8; seed += 1) {
      const text = speech(context, 'short', seed, 'gentle').paragraphs.join(' ');
      expect(text).not.toMatch(/\bbod(?:y|ies|ily)\b|snack/i);
      said.push(text);
    }
    expect(said.join(' ')).toMatch(/agree a plan with your care team/);
  });

  it('tells a pregnancy after IVF of support after fertility treatment, not of losses it never had', () => {
    const steps = (context: string) =>
      KIND_MATERIAL.everyday.steps.flatMap((step) => linesOf([step], slotsFor(context))).join(' ');
    const ivf = steps('i am pregnant after ivf and terrified of losing it');
    expect(ivf).toMatch(/after fertility treatment/);
    expect(ivf).not.toMatch(/your losses before/);
    expect(steps('im pregnant again after 3 miscarriages and so scared')).toMatch(
      /your losses before/,
    );
  });

  it('tells someone going to court for their divorce no line of a show they were chosen for', () => {
    const slots = slotsFor('i have a court date for my divorce next week');
    const material = KIND_MATERIAL.performance;
    const said = [
      material.acknowledge,
      material.reframe,
      material.strengths,
      material.picture,
      material.closing,
    ]
      .flat()
      .flatMap((beat) => linesOf(beat, slots))
      .join(' ');
    expect(said).not.toMatch(/chosen, invited or entered|showing them what you already do/);
  });

  /** Eight short speeches asked for in the energetic tone: a hype the words forbid shows in one. */
  function energetic(context: string): string[] {
    return Array.from({ length: 8 }, (_, index) =>
      speech(context, 'short', index + 1, 'energetic').paragraphs.join(' '),
    );
  }

  it('tells the parent of a missing child to report it to the police first, and a child of parents splitting up without hype', () => {
    for (const text of energetic('my son has been missing for two days')) {
      expect(text).toMatch(/report your son missing to the police now/);
    }
    for (const text of energetic('im 13 and my parents are splitting up')) {
      expect(text).not.toMatch(/!/);
    }
  });

  it("meets a veteran frightened of tonight's fireworks without hype, and the fireworks of a good night without flashbacks", () => {
    for (const text of energetic('im a veteran and the fireworks tonight scare me')) {
      expect(text).not.toMatch(/!/);
    }
    for (const text of energetic('we are going to watch the fireworks tonight')) {
      expect(text).not.toMatch(/flashbacks/);
    }
  });

  it('tells someone worried about their drinking to see a doctor first, without hype or a favourite drink', () => {
    for (const text of energetic('im worried my drinking is getting out of hand')) {
      expect(text).toMatch(/talk to your doctor before you stop/);
      expect(text).not.toMatch(/!|favourite drink/);
    }
  });

  it('does not hype a change they are sad about', () => {
    for (const text of energetic(
      'i have to go back to work after maternity leave and im sad leaving my baby',
    )) {
      expect(text).not.toMatch(/!/);
    }
  });

  it('says two statements back in two different frames', () => {
    const context = 'i am going blind and i have to give up driving';
    expect(readContext(context).statements).toHaveLength(2);
    for (let seed = 1; seed <= 40; seed += 1) {
      const text = speech(context, 'short', seed).paragraphs.join(' ');
      for (const tail of [
        "Let's keep that in mind as we go",
        'and that matters here',
        "I'm not going to skip past it",
        'and we will keep that in view',
      ]) {
        expect(text.split(tail).length - 1).toBeLessThanOrEqual(1);
      }
    }
  });

  it("tells someone who cannot pay for a pet's treatment to ask the vet about a plan", () => {
    const steps = (context: string) =>
      KIND_MATERIAL.loved_one.steps.flatMap((step) => linesOf([step], slotsFor(context))).join(' ');
    expect(steps('my cat has to have surgery and i cant afford it')).toMatch(/paid in instalments/);
    expect(steps('my cat has to have surgery tomorrow')).not.toMatch(/paid in instalments/);
  });

  it('tells someone whose parent drinks of support for families and their own safety, not a patient', () => {
    const steps = (context: string) =>
      KIND_MATERIAL.loved_one.steps.flatMap((step) => linesOf([step], slotsFor(context)));
    for (const context of ['my mum is an alcoholic', 'my dad drinks too much and gets angry']) {
      expect(steps(context).join(' ')).toMatch(/support groups for the families and friends/);
      expect(steps(context).join(' ')).toMatch(/Keep yourself safe first/);
    }
    expect(steps('my son has cancer').join(' ')).not.toMatch(/support groups for the families/);
  });

  it('says the inner critic in whole sentences: no "jumps to conclusions, and slow to notice"', () => {
    const slots = slotsFor('i keep doubting myself at work');
    const said = SELF_TALK.flatMap((beat) => linesOf(beat, slots));
    expect(said.some((line) => /slow to notice/.test(line))).toBe(true);
    for (const line of said) {
      expect(line).not.toMatch(/\b(?:jumps|judges) to \w+, and slow to\b/);
    }
  });

  it('pairs no alternative subject with the other alternative verb ("Everything you learned are")', () => {
    const slots = slotsFor('my interview was yesterday and i think it went badly');
    for (const material of Object.values(KIND_MATERIAL)) {
      for (const line of sayableLines(material, slots)) {
        expect(line).not.toMatch(
          /\beverything you \w+ are\b|\byour (?:skills|strengths|efforts) (?:has|is)\b/i,
        );
      }
    }
  });

  it('drops exclamations after feedback asking for a calmer delivery', async () => {
    const calmer = { ...preferences, toneShift: 'calmer' as const };
    const text = await write({ ...base, tone: 'energetic', preferences: calmer }, 6);
    expect(text).not.toContain('!');
  });

  it('gives more steps to someone who found practical steps helpful', () => {
    // The plain steps, and those kept from a telling (`notTelling`) as an interview reads them.
    const interview = { topic: 'interview', subject: '', aboutWords: [] } as unknown as Slots;
    const steps = [...TOPIC_STEPS.interview, ...KIND_MATERIAL.performance.steps].flatMap((step) => {
      const text = typeof step === 'string' ? step : step(interview);
      return text === null ? [] : [text];
    });
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

function slotsFor(context: string, weekday = 3): Slots {
  return { ...readContext(context, { weekday }), name: null };
}

function speech(
  context: string,
  length: SpeechBriefInput['length'],
  seed: number,
  tone = base.tone,
) {
  const brief = buildSpeechBrief({ ...base, context, length, tone, today: { weekday: 3 } });
  return composeSpeech(brief, seededRandom(seed));
}

describe('composeSpeech: template tells', () => {
  it('names a promotion that went to someone else as not getting it, never as theirs', () => {
    const context = 'didnt get the promotion they gave it to someone who started after me';
    expect(readContext(context).shortSubject).toBe('not getting the promotion');
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      for (const length of ['short', 'medium'] as const) {
        const text = speech(context, length, seed).paragraphs.join(' ');
        expect(text).not.toMatch(/\byour promotion\b|step toward not|meet not getting/i);
      }
    }
  });

  it('asks nobody to step toward or meet a setback, a loss or an illness', () => {
    for (const [context, kind] of [
      [
        'i studied for months for the gmat and i scored way lower than my practice tests',
        'setback',
      ],
      ['my fiance called off the wedding two weeks before the date', 'setback'],
      ['my husband passed in the spring and i have to sell our house now', 'grief'],
      ['starting chemo next week and im scared', 'illness'],
    ] as const) {
      const slots = slotsFor(context);
      expect(slots.kind).toBe(kind);
      const said = [...ACTION, ...PURPOSE].flatMap((beat) => linesOf(beat, slots));
      expect(
        said.filter((line) => /step toward|will meet|less as a hurdle|box to tick/.test(line)),
      ).toEqual([]);
    }
  });

  it('never leaves the introduction of their strengths on its own', () => {
    const introductions = new Set(
      linesOf(STRENGTHS[0] ?? [], slotsFor('i feel invisible')).map(sentenceKey),
    );
    for (const context of [
      'didnt get the promotion they gave it to someone who started after me',
      'moving to a new city next week where i dont know anyone',
      'i feel invisible in my friend group',
    ]) {
      for (const tone of TONES) {
        for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
          for (const paragraph of speech(context, 'short', seed, tone).paragraphs) {
            const last = splitSentences(paragraph).at(-1) ?? '';
            expect(introductions.has(sentenceKey(last)), paragraph).toBe(false);
          }
        }
      }
    }
  });

  it('adds a few accents, none saying again what the sentence before it said', () => {
    const accents = new Set(Object.values(ACCENTS).flat().flatMap(variants).map(sentenceKey));
    for (const tone of TONES) {
      for (const seed of [1, 2, 3]) {
        const said = splitSentences(
          speech('i feel invisible in my friend group', 'long', seed, tone).paragraphs.join(' '),
        );
        const found = said.flatMap((sentence, index) =>
          accents.has(sentenceKey(sentence)) ? [[said[index - 1] ?? '', sentence] as const] : [],
        );
        expect(found.length).toBeLessThanOrEqual(6);
        for (const [before, accent] of found) {
          const stems = new Set(contentStems(before));
          expect(
            contentStems(accent).filter((stem) => stems.has(stem)),
            `${before} ${accent}`,
          ).toEqual([]);
        }
      }
    }
  });

  it('names a loss first and keeps its own sections in the order they are spoken', () => {
    const before = new Set(['opening', 'naming', 'acknowledge']);
    const order = ['kindAcknowledge', 'kindReframe', 'kindStrengths', 'steps', 'kindPicture'];
    for (const context of [
      'my mum died last month and i have to go back to work on monday',
      'my uncle passed suddenly and i have to fly home for the funeral tomorrow',
      'lost my mom to cancer in january and i cant concentrate at uni',
    ]) {
      for (const length of ['short', 'medium'] as const) {
        for (const seed of [1, 2, 3, 4, 5, 6]) {
          const { plan } = speech(context, length, seed);
          const first = plan.indexOf('kindAcknowledge');
          expect(
            plan.slice(0, first).every((id) => before.has(id)),
            plan.join(' '),
          ).toBe(true);
          const spoken = plan.filter((id) => order.includes(id));
          expect(spoken, plan.join(' ')).toEqual(order.filter((id) => spoken.includes(id)));
        }
      }
    }
  });

  it('tells no two stories side by side', () => {
    const stories = new Set(['story', 'secondStory', 'thirdStory', 'fourthStory']);
    for (const context of [interview, 'my dog of 16 years passed and the house is too quiet']) {
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const { plan } = speech(context, 'long', seed);
        const adjacent = plan.filter(
          (id, index) => stories.has(id) && stories.has(plan[index - 1] ?? ''),
        );
        expect(adjacent, plan.join(' ')).toEqual([]);
      }
    }
  });

  it('brings back no section a loss leaves out to reach a long speech', () => {
    for (const context of [
      'my husband passed in the spring and i have to sell our house now',
      'a colleague i was close to died and the office feels empty',
      'our cat had to be put down this morning',
    ]) {
      for (const seed of [1, 2, 3]) {
        const { plan, paragraphs } = speech(context, 'long', seed);
        expect(plan.filter((id) => (LEFT_OUT.grief as readonly string[]).includes(id))).toEqual([]);
        expect(countWords(paragraphs.join(' '))).toBeGreaterThanOrEqual(
          buildSpeechBrief({ ...base, length: 'long' }).wordTarget.min,
        );
      }
    }
  });

  it('puts the verb in agreement with an event named in the plural', () => {
    const slots = slotsFor('my migraines are back and i have a neurologist appointment next month');
    const said = [NAME_EVENT, ...KIND_MATERIAL.illness.acknowledge].flatMap((beat) =>
      linesOf(beat, slots),
    );
    expect(said.filter((line) => /migraines (?:is|has|asks|comes)\b/.test(line))).toEqual([]);
    const exams = slotsFor(
      'my final exams start next week and i feel like i havent studied enough',
    );
    const performance = KIND_MATERIAL.performance.acknowledge.flatMap((beat) =>
      linesOf(beat, exams),
    );
    expect(performance.filter((line) => /exams (?:feels|keeps|is)\b/.test(line))).toEqual([]);
  });

  it('pictures no first question before a toast or a speech', () => {
    const said = KIND_MATERIAL.performance.picture.flatMap((beat) =>
      linesOf(beat, slotsFor('giving the best man speech at my brothers wedding on saturday')),
    );
    expect(said.filter((line) => /question/.test(line))).toEqual([]);
  });

  it('ends no line on their words where the next sentence would echo them', () => {
    const context = 'i keep second guessing every decision i make';
    for (const length of ['short', 'medium', 'long'] as const) {
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const text = speech(context, length, seed).paragraphs.join('\n\n');
        expect(
          checkSpeech(text, { contextText: context }).filter(
            (problem) => problem.kind === 'first_person_echo',
          ),
        ).toEqual([]);
      }
    }
  });
});

describe('vary', () => {
  it('draws one alternative of each group, a capital where it opens a sentence', () => {
    const text = '{here|there} it is. {a|b} or {c|d}';
    const said = new Set(Array.from({ length: 40 }, (_, seed) => vary(text, seededRandom(seed))));
    expect([...said].sort()).toEqual(variants(text).sort());
    expect(variants(text)).toContain('Here it is. A or c');
    expect(vary('Sam, {let us|we can} go.', () => 0)).toBe('Sam, let us go.');
  });
});
