import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  audioRequestSchema,
  createSubscriptionSchema,
  feedbackInputSchema,
  goalInputSchema,
  moodInputSchema,
  signInSchema,
  signUpSchema,
  speechCreateClientSchema,
  speechCreateSchema,
  speechFormSchema,
  speechIdSchema,
  speechUpdateSchema,
  TARGET_DATE_RANGE_MESSAGE,
  zodErrorMap,
} from './schemas.ts';
import * as schemas from './schemas.ts';
import { NUL_CHARACTER_MESSAGE } from './bounds.ts';

/** Each issue as 'path: message', so a test names the field as well as the wording. */
function issues(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

/** A string of `length` characters that names its length when a test title prints it. */
function long(length: number): string {
  const label = `<${length} chars>`;
  return label + 'x'.repeat(length - label.length);
}

const validSpeech = {
  context: 'I have a job interview tomorrow',
  tone: 'encouraging',
  voiceStyle: 'warm',
  duration: 'medium',
};

describe('zodErrorMap', () => {
  it.each<[z.ZodType, unknown, string]>([
    [z.string({ error: zodErrorMap }), undefined, 'Required'],
    [z.string({ error: zodErrorMap }), 5, 'Expected string, received number'],
    [z.number({ error: zodErrorMap }), 'five', 'Expected number, received string'],
    [z.number({ error: zodErrorMap }), null, 'Expected number, received null'],
    [z.number({ error: zodErrorMap }), Number.NaN, 'Expected number, received NaN'],
    [z.number({ error: zodErrorMap }).int(), 2.5, 'Expected integer, received float'],
    [z.boolean({ error: zodErrorMap }), 'true', 'Expected boolean, received string'],
    [z.array(z.string(), { error: zodErrorMap }), {}, 'Expected array, received object'],
    [z.object({}, { error: zodErrorMap }), [], 'Expected object, received array'],
    [z.enum(['a', 'b'], { error: zodErrorMap }), undefined, 'Required'],
  ])('%#: %j → %s', (schema, input, message) => {
    expect(issues(schema, input)).toEqual([`: ${message}`]);
  });

  it('leaves other issues to zod', () => {
    const [message] = issues(z.string({ error: zodErrorMap }).min(3), 'ab');
    expect(message).not.toBe(': Required');
    expect(message).toContain('3');
  });
});

describe('speech creation on the client', () => {
  it('accepts a valid speech and trims the context', () => {
    expect(
      speechCreateClientSchema.parse({ ...validSpeech, context: '  Ten chars!  ' }).context,
    ).toBe('Ten chars!');
  });

  it.each<[Record<string, unknown>, string[]]>([
    [{ context: '123456789' }, ['context: Please provide at least 10 characters of context']],
    [{ context: '   123456789   ' }, ['context: Please provide at least 10 characters of context']],
    [{ context: '' }, ['context: Please provide at least 10 characters of context']],
    [{ context: undefined }, ['context: Required']],
    [{ context: 42 }, ['context: Expected string, received number']],
    [{ tone: undefined }, ['tone: Required']],
    [{ voiceStyle: undefined }, ['voiceStyle: Required']],
  ])('%j → %j', (change, expected) => {
    expect(issues(speechCreateClientSchema, { ...validSpeech, ...change })).toEqual(expected);
  });

  it.each([
    ['tone', 'angry'],
    ['voiceStyle', 'shouty'],
    ['duration', 'extended'],
  ])('refuses %s %s', (field, value) => {
    expect(issues(speechCreateClientSchema, { ...validSpeech, [field]: value })).toHaveLength(1);
  });

  it('the dashboard form also takes extended, with the same context rule', () => {
    expect(speechFormSchema.parse({ ...validSpeech, duration: 'extended' }).duration).toBe(
      'extended',
    );
    expect(issues(speechFormSchema, { ...validSpeech, context: 'short' })).toEqual([
      'context: Please provide at least 10 characters of context',
    ]);
  });
});

describe('speech creation on the server', () => {
  it('accepts any length, a short context and an optional goal', () => {
    expect(
      speechCreateSchema.parse({
        ...validSpeech,
        context: ' Hi ',
        duration: 'extended',
        goalId: 7,
      }),
    ).toEqual({ ...validSpeech, context: 'Hi', duration: 'extended', goalId: 7 });
    expect(speechCreateSchema.parse(validSpeech).goalId).toBeUndefined();
  });

  it.each<[Record<string, unknown>, string[]]>([
    [{ context: '' }, ['context: Context is required']],
    [{ context: '   ' }, ['context: Context is required']],
    [{ context: undefined }, ['context: Context is required']],
    [{ context: long(5001) }, ['context: Context must be at most 5000 characters']],
    [{ goalId: 0 }, ['goalId: Too small: expected number to be >0']],
    [{ goalId: 1.5 }, ['goalId: Expected integer, received float']],
    [{ goalId: '3' }, ['goalId: Expected number, received string']],
    [
      { duration: 'epic' },
      ['duration: Invalid option: expected one of "short"|"medium"|"long"|"extended"'],
    ],
  ])('%j → %j', (change, expected) => {
    expect(issues(speechCreateSchema, { ...validSpeech, ...change })).toEqual(expected);
  });

  it('allows a 5000-character context', () => {
    expect(issues(speechCreateSchema, { ...validSpeech, context: long(5000) })).toEqual([]);
  });
});

describe('speechUpdateSchema', () => {
  it.each<[unknown, unknown]>([
    [{ name: 'Monday boost' }, { name: 'Monday boost' }],
    [{ name: '  Monday boost  ' }, { name: 'Monday boost' }],
    [{ name: '   ' }, { name: null }],
    [{ name: null }, { name: null }],
    [{ isFavourite: true }, { isFavourite: true }],
    [
      { name: 'A', isFavourite: false },
      { name: 'A', isFavourite: false },
    ],
  ])('%j → %j', (input, output) => {
    expect(speechUpdateSchema.parse(input)).toEqual(output);
  });

  it.each<[unknown, string[]]>([
    [{}, [': Give a name or a favourite flag to update']],
    [{ name: long(101) }, ['name: Name must be at most 100 characters']],
    [{ isFavourite: 1 }, ['isFavourite: Expected boolean, received number']],
  ])('%j → %j', (input, expected) => {
    expect(issues(speechUpdateSchema, input)).toEqual(expected);
  });
});

describe('speechIdSchema', () => {
  it.each([
    ['42', 42],
    [42, 42],
  ])('%j → %i', (input, id) => {
    expect(speechIdSchema.parse(input)).toBe(id);
  });

  it.each(['abc', '0', '-3', '1.5'])('refuses %j', (input) => {
    expect(speechIdSchema.safeParse(input).success).toBe(false);
  });
});

describe('moodInputSchema', () => {
  const mood = { energy: 5, confidence: 5, stress: 5, motivation: 5 };

  it('accepts the sliders and notes, and drops a sent overallMood', () => {
    expect(moodInputSchema.parse({ ...mood, notes: 'ok', overallMood: 'excellent' })).toEqual({
      ...mood,
      notes: 'ok',
    });
  });

  it.each<[Record<string, unknown>, string[]]>([
    [{ energy: 1, stress: 10 }, []],
    [{ energy: 0 }, ['energy: Too small: expected number to be >=1']],
    [{ stress: 11 }, ['stress: Too big: expected number to be <=10']],
    [{ confidence: 5.5 }, ['confidence: Expected integer, received float']],
    [{ motivation: '5' }, ['motivation: Expected number, received string']],
    [{ energy: undefined }, ['energy: Required']],
    [{ notes: long(200) }, []],
    [{ notes: long(201) }, ['notes: Notes must be at most 200 characters']],
  ])('%j → %j', (change, expected) => {
    expect(issues(moodInputSchema, { ...mood, ...change })).toEqual(expected);
  });
});

describe('feedbackInputSchema', () => {
  const feedback = { speechId: '12', rating: 5, effectiveness: 4, emotionalResonance: 4 };

  it('fills the defaults', () => {
    expect(feedbackInputSchema.parse(feedback)).toEqual({
      ...feedback,
      helpfulElements: [],
      wouldRecommend: true,
      completedListening: true,
    });
  });

  it('accepts a full form', () => {
    const full = {
      ...feedback,
      preferredLength: 'shorter',
      preferredTone: 'gentler',
      helpfulElements: ['calming_tone', 'practical_steps'],
      improvementSuggestions: 'More examples',
      wouldRecommend: false,
      completedListening: false,
      timeSpentListening: 0,
    };
    expect(feedbackInputSchema.parse(full)).toEqual(full);
  });

  it.each<[Record<string, unknown>, string[]]>([
    [{ speechId: 12 }, ['speechId: Expected string, received number']],
    [{ speechId: '12a' }, ['speechId: Invalid speech id']],
    [{ rating: 0 }, ['rating: Too small: expected number to be >=1']],
    [{ rating: 1, effectiveness: 5, emotionalResonance: 5 }, []],
    [{ emotionalResonance: 6 }, ['emotionalResonance: Too big: expected number to be <=5']],
    [{ effectiveness: undefined }, ['effectiveness: Required']],
    [
      { helpfulElements: ['calming_tone', 'calming_tone'] },
      ['helpfulElements: Each helpful element can be chosen once'],
    ],
    [{ improvementSuggestions: long(1000) }, []],
    [
      { improvementSuggestions: long(1001) },
      ['improvementSuggestions: Suggestions must be at most 1000 characters'],
    ],
    [{ timeSpentListening: -1 }, ['timeSpentListening: Too small: expected number to be >=0']],
    [{ timeSpentListening: 86_400 }, []],
    [
      { timeSpentListening: 86_400.5 },
      ['timeSpentListening: timeSpentListening must be at most 86400 seconds'],
    ],
    [
      { timeSpentListening: 2 ** 31 },
      ['timeSpentListening: timeSpentListening must be at most 86400 seconds'],
    ],
  ])('%j → %j', (change, expected) => {
    expect(issues(feedbackInputSchema, { ...feedback, ...change })).toEqual(expected);
  });

  it.each([
    ['preferredLength', 'much_longer'],
    ['preferredTone', 'louder'],
    ['helpfulElements', ['jokes']],
  ])('refuses %s %j', (field, value) => {
    expect(issues(feedbackInputSchema, { ...feedback, [field]: value })).toHaveLength(1);
  });
});

describe('goalInputSchema', () => {
  const goal = { title: 'Ace the interview', category: 'job_interview' };

  it('trims the title and takes an optional description and date', () => {
    expect(
      goalInputSchema.parse({
        ...goal,
        title: '  Run 5k ',
        description: 'Goal Run 5k',
        targetDate: '2025-09-30',
      }),
    ).toEqual({
      title: 'Run 5k',
      category: 'job_interview',
      description: 'Goal Run 5k',
      targetDate: '2025-09-30',
    });
    expect(goalInputSchema.parse({ ...goal, targetDate: null }).targetDate).toBeNull();
  });

  it.each<[Record<string, unknown>, string[]]>([
    [{ title: undefined }, ['title: Please fill in all fields.']],
    [{ title: '' }, ['title: Please fill in all fields.']],
    [{ title: '   ' }, ['title: Please fill in all fields.']],
    [{ category: undefined }, ['category: Please fill in all fields.']],
    [{ category: '' }, ['category: Please fill in all fields.']],
    [{ title: 7 }, ['title: Expected string, received number']],
    [{ targetDate: '2025-02-30' }, ['targetDate: Enter a date as YYYY-MM-DD']],
    [{ targetDate: '30/09/2025' }, ['targetDate: Enter a date as YYYY-MM-DD']],
    [{ targetDate: '0000-01-01' }, [`targetDate: ${TARGET_DATE_RANGE_MESSAGE}`]],
    [{ targetDate: '0001-01-01' }, []],
    [{ targetDate: '9999-12-31' }, []],
    [{ targetDate: '10000-01-01' }, ['targetDate: Enter a date as YYYY-MM-DD']],
  ])('%j → %j', (change, expected) => {
    expect(issues(goalInputSchema, { ...goal, ...change })).toEqual(expected);
  });

  it('refuses an unknown category', () => {
    expect(issues(goalInputSchema, { ...goal, category: 'hobby' })).toHaveLength(1);
  });
});

describe('createSubscriptionSchema', () => {
  it.each<[unknown, unknown]>([
    [
      { tier: 'premium', billingCycle: 'yearly' },
      { tier: 'premium', billingCycle: 'yearly' },
    ],
    [{ tier: 'starter' }, { tier: 'starter', billingCycle: 'monthly' }],
    [{ discountCode: ' BETA ' }, { discountCode: 'BETA' }],
  ])('%j → %j', (input, output) => {
    expect(createSubscriptionSchema.parse(input)).toEqual(output);
  });

  it.each<unknown>([
    {},
    { tier: 'free' },
    { tier: 'gold' },
    { tier: 'pro', billingCycle: 'weekly' },
  ])('refuses %j', (input) => {
    expect(issues(createSubscriptionSchema, input)).toEqual([
      ': Choose a plan or enter a discount code',
    ]);
  });

  it('names the field when the input is clearly a discount code', () => {
    expect(issues(createSubscriptionSchema, { discountCode: '   ' })).toEqual([
      'discountCode: Enter a discount code',
    ]);
  });

  it('takes a code of up to 100 characters', () => {
    expect(issues(createSubscriptionSchema, { discountCode: long(100) })).toEqual([]);
    expect(issues(createSubscriptionSchema, { discountCode: long(101) })).toEqual([
      'discountCode: A discount code has at most 100 characters',
    ]);
  });
});

describe('audioRequestSchema', () => {
  it.each<[unknown, string]>([
    [{ voice: 'nova' }, 'nova'],
    [{}, 'alloy'],
  ])('%j → %s', (input, voice) => {
    expect(audioRequestSchema.parse(input).voice).toBe(voice);
  });

  it('refuses an empty voice', () => {
    expect(issues(audioRequestSchema, { voice: ' ' })).toEqual(['voice: Required']);
  });
});

describe('signUpSchema and signInSchema', () => {
  const signUp = {
    email: 'ann@example.com',
    password: 'correct horse',
    firstName: 'Ann',
    lastName: 'Lee',
  };

  it('trims and lower-cases the email', () => {
    expect(signUpSchema.parse({ ...signUp, email: '  Ann@Example.COM ' }).email).toBe(
      'ann@example.com',
    );
    expect(signInSchema.parse({ email: 'ANN@example.com', password: 'x' }).email).toBe(
      'ann@example.com',
    );
  });

  it.each<[Record<string, unknown>, string[]]>([
    [{ password: '1234567' }, ['password: Password must be at least 8 characters']],
    [{ password: '12345678' }, []],
    [{ password: long(200) }, []],
    [{ password: long(201) }, ['password: Password must be at most 200 characters']],
    [{ email: 'not-an-email' }, ['email: Please enter a valid email address']],
    [{ email: undefined }, ['email: Required']],
    [{ firstName: undefined }, ['firstName: Required']],
    [{ lastName: '  ' }, ['lastName: Required']],
  ])('%j → %j', (change, expected) => {
    expect(issues(signUpSchema, { ...signUp, ...change })).toEqual(expected);
  });

  it('signing in needs a password', () => {
    expect(issues(signInSchema, { email: 'ann@example.com', password: '' })).toEqual([
      'password: Required',
    ]);
  });
});

describe('text that is stored refuses the NUL character', () => {
  // PostgreSQL text cannot hold U+0000: without the rule the insert fails and the user sees a 500.
  const NUL = '\u0000';
  const feedback = { speechId: '12', rating: 5, effectiveness: 4, emotionalResonance: 4 };
  it.each<[string, z.ZodType, Record<string, unknown>, string]>([
    ['speech context', speechCreateSchema, { ...validSpeech, context: `a${NUL}b` }, 'context'],
    ['speech name', speechUpdateSchema, { name: `My ${NUL}speech` }, 'name'],
    [
      'mood notes',
      moodInputSchema,
      { energy: 5, confidence: 5, stress: 5, motivation: 5, notes: NUL },
      'notes',
    ],
    [
      'feedback suggestions',
      feedbackInputSchema,
      { ...feedback, improvementSuggestions: NUL },
      'improvementSuggestions',
    ],
    ['goal title', goalInputSchema, { title: `Run${NUL}`, category: 'fitness' }, 'title'],
    [
      'goal description',
      goalInputSchema,
      { title: 'Run', category: 'fitness', description: NUL },
      'description',
    ],
  ])('%s', (_field, schema, input, path) => {
    expect(issues(schema, input)).toEqual([`${path}: Text cannot contain the NUL character`]);
    const withoutNul = JSON.parse(JSON.stringify(input).replaceAll('\\u0000', ' x'));
    expect(issues(schema, withoutNul)).toEqual([]);
  });

  it('in a name at sign-up', () => {
    const signUp = signUpSchema.safeParse({
      email: 'a@example.com',
      password: 'correct horse battery',
      firstName: `Ada${NUL}`,
      lastName: 'Lovelace',
    });
    expect(signUp.success).toBe(false);
    expect(signUp.error?.issues.map((issue) => issue.message)).toContain(
      'Text cannot contain the NUL character',
    );
  });
});

describe('every text field of every input schema refuses the NUL character (issue 37)', () => {
  /** The string schemas inside a schema, through objects, arrays, unions, pipes and wrappers. */
  function textFields(schema: z.core.$ZodType, path: string): [string, z.core.$ZodType][] {
    const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
    const inner = (key: string) => def[key] as z.core.$ZodType;
    switch (def.type) {
      case 'string':
        return [[path, schema]];
      case 'optional':
      case 'default':
      case 'prefault':
      case 'nullable':
      case 'readonly':
      case 'nonoptional':
        return textFields(inner('innerType'), path);
      case 'pipe':
        // Text read into something else (an email, a flag): the pipe as a whole must refuse it.
        return textFields(inner('in'), path).length > 0 ? [[path, schema]] : [];
      case 'array':
        return textFields(inner('element'), `${path}[]`);
      case 'union':
        return (def.options as z.core.$ZodType[]).flatMap((option) => textFields(option, path));
      case 'object':
        return Object.entries(def.shape as Record<string, z.core.$ZodType>).flatMap(
          ([key, field]) => textFields(field, `${path}.${key}`),
        );
      default:
        return [];
    }
  }

  const fields = Object.entries(schemas as Record<string, unknown>).flatMap(([name, schema]) =>
    schema instanceof z.ZodType ? textFields(schema, name) : [],
  );

  it('finds the text fields, nested ones too', () => {
    const names = fields.map(([path]) => path);
    expect(names).toContain('notificationsReadSchema.ids[]');
    expect(names).toContain('pushSubscriptionSchema.endpoint');
    expect(names).toContain('speechPageQuerySchema.q');
    expect(names).toContain('signInSchema.password');
    expect(fields.length).toBeGreaterThan(30);
  });

  it.each(fields)('%s', (_path, field) => {
    const result = z.safeParse(field, 'a\u0000b');
    expect(result.success).toBe(false);
    // A format (a date, an email, a flag) refuses it in its own words; free text in the shared ones.
    const def = field._zod.def as { type: string; format?: string };
    if (def.type === 'string' && def.format === undefined) {
      expect(result.error?.issues.map((issue) => issue.message)).toContain(NUL_CHARACTER_MESSAGE);
    }
  });
});
