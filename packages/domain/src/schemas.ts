// Every zod schema of the domain is here, and zod only here: the web app loads this module (and
// zod) apart from its first screen, which needs the domain's constants and rules but no schema.
import { z } from 'zod';
import {
  CALENDAR_YEAR_MAX,
  CALENDAR_YEAR_MIN,
  CONTEXT_MIN_MESSAGE,
  CONTEXT_REQUIRED_MESSAGE,
  DISCOUNT_CODE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  hasNoNulCharacter,
  isCalendarYearInRange,
  LISTENING_SECONDS_MAX,
  NUL_CHARACTER_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  REQUIRED_MESSAGE,
  VOICE_ID_MAX_LENGTH,
} from './bounds.ts';
import {
  DAYS_MESSAGE,
  isTimeZone,
  TIME_MESSAGE,
  TIME_ZONE_MAX_LENGTH,
  TIME_ZONE_MESSAGE,
} from './daily-rally.ts';
import { MUSIC_BEDS } from './music-bed.ts';
import {
  HELPFUL_ELEMENTS,
  IMPROVEMENT_SUGGESTIONS_MAX,
  PREFERRED_LENGTHS,
  PREFERRED_TONES,
  RATING_MAX,
  RATING_MIN,
} from './feedback.ts';
import { GOAL_CATEGORIES, GOAL_DESCRIPTION_MAX, GOAL_TITLE_MAX, GOALS_PER_USER } from './goals.ts';
import { MESSAGES } from './messages.ts';
import { CARE_PLACES } from './crisis-care.ts';
import { MOOD_MAX, MOOD_MIN, MOOD_NOTES_MAX } from './mood.ts';
import { REPORT_NOTE_MAX, REPORT_REASONS } from './reports.ts';
import { SHARE_REPORT_NOTE_MAX, SHARE_REPORT_REASONS } from './shares.ts';
import { BILLING_CYCLES, DEFAULT_BILLING_CYCLE, PAID_TIERS } from './plans.ts';
import {
  CLIENT_SPEECH_LENGTHS,
  CONTEXT_MAX_LENGTH,
  CONTEXT_MIN_LENGTH,
  SPEECH_LENGTHS,
  SPEECH_NAME_MAX_LENGTH,
  TONES,
  VOICE_STYLES,
} from './speech.ts';
import { DEFAULT_VOICE } from './voices.ts';
import {
  NOTIFICATION_IDS_MAX,
  NOTIFICATION_LIST_LIMIT,
  NOTIFICATION_OFFSET_MAX,
} from './notifications.ts';
import {
  BASE64URL,
  base64urlBytes,
  PUSH_AUTH_BYTES,
  PUSH_AUTH_MAX_LENGTH,
  PUSH_ENDPOINT_MAX_LENGTH,
  PUSH_P256DH_BYTES,
  PUSH_P256DH_MAX_LENGTH,
} from './push.ts';
import {
  decodeSpeechCursor,
  INVALID_CURSOR_MESSAGE,
  MAX_ROW_ID,
  SPEECH_ACTIVITY_DEFAULT_DAYS,
  SPEECH_ACTIVITY_MAX_DAYS,
  SPEECH_PAGE_MAX,
  SPEECH_PAGE_SIZE,
  SPEECH_SEARCH_MAX_LENGTH,
} from './speech-list.ts';
import { MOOD_HISTORY_DEFAULT_DAYS, MOOD_HISTORY_MAX_DAYS } from './time-windows.ts';

const TYPE_NAMES: Record<string, string> = { int: 'integer', nan: 'NaN' };

/**
 * The generic messages of spec 5: a missing value says 'Required', a value of the wrong type
 * says 'Expected number, received string'. Anything else falls through to zod's own message.
 * Every schema below carries it; pass it to z.config({ customError }) to apply it everywhere.
 */
export const zodErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (
    issue.input === undefined &&
    (issue.code === 'invalid_type' || issue.code === 'invalid_value')
  ) {
    return REQUIRED_MESSAGE;
  }
  if (issue.code === 'invalid_type') {
    return `Expected ${typeName(issue.expected)}, received ${receivedTypeName(issue.expected, issue.input)}`;
  }
  return undefined;
};

function typeName(type: string): string {
  return TYPE_NAMES[type] ?? type;
}

function receivedTypeName(expected: string, input: unknown): string {
  if (expected === 'int' && typeof input === 'number' && Number.isFinite(input)) return 'float';
  return typeName(z.core.util.parsedType(input));
}

/** Schema parameters that give the generic messages. */
const generic = { error: zodErrorMap };

/** A missing or empty value gets `message`; a value of the wrong type still gets the generic one. */
function requiredAs(message: string): { error: z.core.$ZodErrorMap } {
  return {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? message : zodErrorMap(issue),
  };
}

/**
 * Every text input: PostgreSQL text cannot hold U+0000, so a NUL character anywhere is refused with
 * the one message, here, rather than route by route (issue 37). Checked before any other rule.
 */
function text(params?: Parameters<typeof z.string>[0]): z.ZodString {
  return z.string(params).refine(hasNoNulCharacter, NUL_CHARACTER_MESSAGE);
}

const tone = z.enum(TONES, generic);
const voiceStyle = z.enum(VOICE_STYLES, generic);
const context = text(generic).trim().min(CONTEXT_MIN_LENGTH, CONTEXT_MIN_MESSAGE);

/** Spec 5, speech creation on the client: three lengths. */
export const speechCreateClientSchema = z.object(
  { context, tone, voiceStyle, duration: z.enum(CLIENT_SPEECH_LENGTHS, generic) },
  generic,
);
export type SpeechCreateClientInput = z.infer<typeof speechCreateClientSchema>;

/** The dashboard's speech form: as the client schema, plus the extended length. */
export const speechFormSchema = z.object(
  { context, tone, voiceStyle, duration: z.enum(SPEECH_LENGTHS, generic) },
  generic,
);
export type SpeechFormInput = z.infer<typeof speechFormSchema>;

// Ids past PostgreSQL's integer name no row: the repositories answer them as unknown (isStoredId).
const positiveId = z.number(generic).int().positive();

/** Spec 5, speech creation on the server: any length, a non-empty context, an optional goal. */
export const speechCreateSchema = z.object(
  {
    context: text(requiredAs(CONTEXT_REQUIRED_MESSAGE))
      .trim()
      .min(1, CONTEXT_REQUIRED_MESSAGE)
      .max(CONTEXT_MAX_LENGTH, `Context must be at most ${CONTEXT_MAX_LENGTH} characters`),
    tone,
    voiceStyle,
    duration: z.enum(SPEECH_LENGTHS, generic),
    goalId: positiveId.optional(),
    /**
     * The person saw the care message and said they are okay ("I'm okay, write my speech"): a
     * self-harm match in the context alone may pass, and the speech is written gently
     * (docs/decisions/crisis-care.md). Never passes harm to others or the answer's own screen.
     */
    saidOkay: z.literal(true, generic).optional(),
  },
  generic,
);
export type SpeechCreateInput = z.infer<typeof speechCreateSchema>;

/**
 * Rename and/or (un)favourite. A blank name, or null, clears the name. At least one field must
 * be given, so an empty update is refused instead of silently doing nothing.
 */
export const speechUpdateSchema = z
  .object(
    {
      name: text(generic)
        .trim()
        .max(SPEECH_NAME_MAX_LENGTH, `Name must be at most ${SPEECH_NAME_MAX_LENGTH} characters`)
        .transform((name) => (name === '' ? null : name))
        .nullable()
        .optional(),
      isFavourite: z.boolean(generic).optional(),
    },
    generic,
  )
  .refine((update) => update.name !== undefined || update.isFavourite !== undefined, {
    message: 'Give a name or a favourite flag to update',
  });
export type SpeechUpdateInput = z.infer<typeof speechUpdateSchema>;

/** A speech id from a path segment ('42') or a JSON number. */
export const speechIdSchema = z.coerce.number(generic).int().positive();
export type SpeechId = z.infer<typeof speechIdSchema>;

const moodScore = z.number(generic).int().min(MOOD_MIN).max(MOOD_MAX);

/** overallMood is not part of it: the server derives it, so a sent one is stripped like any unknown key. */
export const moodInputSchema = z.object(
  {
    energy: moodScore,
    confidence: moodScore,
    stress: moodScore,
    motivation: moodScore,
    notes: text(generic)
      .max(MOOD_NOTES_MAX, `Notes must be at most ${MOOD_NOTES_MAX} characters`)
      .optional(),
  },
  generic,
);
export type MoodInput = z.infer<typeof moodInputSchema>;

/** `days` of the mood chart, from a query string ('30') or a JSON number; 30 when absent. */
export const moodHistoryQuerySchema = z
  .object(
    {
      days: z.coerce
        .number({ error: zodErrorMap })
        .int()
        .min(1)
        .max(MOOD_HISTORY_MAX_DAYS, `days must be at most ${MOOD_HISTORY_MAX_DAYS}`)
        .default(MOOD_HISTORY_DEFAULT_DAYS),
    },
    { error: zodErrorMap },
  )
  // No input at all (a tRPC query without one) means the default days.
  .prefault({});

const stars = z.number(generic).int().min(RATING_MIN).max(RATING_MAX);

export const feedbackInputSchema = z.object(
  {
    speechId: text(generic).regex(/^\d+$/, 'Invalid speech id'),
    rating: stars,
    effectiveness: stars,
    emotionalResonance: stars,
    preferredLength: z.enum(PREFERRED_LENGTHS, generic).optional(),
    preferredTone: z.enum(PREFERRED_TONES, generic).optional(),
    helpfulElements: z
      .array(z.enum(HELPFUL_ELEMENTS, generic), generic)
      .refine((elements) => new Set(elements).size === elements.length, {
        message: 'Each helpful element can be chosen once',
      })
      .default([]),
    improvementSuggestions: text(generic)
      .max(
        IMPROVEMENT_SUGGESTIONS_MAX,
        `Suggestions must be at most ${IMPROVEMENT_SUGGESTIONS_MAX} characters`,
      )
      .optional(),
    wouldRecommend: z.boolean(generic).default(true),
    completedListening: z.boolean(generic).default(true),
    timeSpentListening: z
      .number(generic)
      .nonnegative()
      .max(
        LISTENING_SECONDS_MAX,
        `timeSpentListening must be at most ${LISTENING_SECONDS_MAX} seconds`,
      )
      .optional(),
  },
  generic,
);
export type FeedbackInput = z.infer<typeof feedbackInputSchema>;

const fillAllFields = MESSAGES.invalidGoalInput.message;
export const TARGET_DATE_RANGE_MESSAGE = `Enter a date between the years ${CALENDAR_YEAR_MIN} and ${CALENDAR_YEAR_MAX}`;

/** targetDate is a calendar day, 'YYYY-MM-DD'; null or absent means no deadline. */
export const goalInputSchema = z.object(
  {
    title: text(requiredAs(fillAllFields))
      .trim()
      .min(1, fillAllFields)
      .max(GOAL_TITLE_MAX, `Title must be at most ${GOAL_TITLE_MAX} characters`),
    category: z.enum(GOAL_CATEGORIES, requiredAs(fillAllFields)),
    description: text(generic)
      .trim()
      .max(GOAL_DESCRIPTION_MAX, `Description must be at most ${GOAL_DESCRIPTION_MAX} characters`)
      .optional(),
    targetDate: z.iso
      .date({ error: 'Enter a date as YYYY-MM-DD', abort: true })
      .refine(isCalendarYearInRange, TARGET_DATE_RANGE_MESSAGE)
      .nullish(),
  },
  generic,
);
export type GoalInput = z.infer<typeof goalInputSchema>;

/**
 * A goal's edit (PATCH /api/goals/{id}, goal.update): any of its fields, at least one. A blank
 * description clears it; a null targetDate removes the deadline.
 */
export const goalUpdateSchema = goalInputSchema
  .partial()
  .extend({ isCompleted: z.boolean(generic).optional() })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: 'Give at least one field to update',
  });
export type GoalUpdateInput = z.infer<typeof goalUpdateSchema>;

/**
 * A page of the goals list (GET /api/goals?limit=&offset=, goal.list): open goals first, newest
 * first. Without one, every goal, which the per-user cap bounds.
 */
export const goalListQuerySchema = z
  .object(
    {
      limit: z.coerce
        .number(generic)
        .int()
        .min(1, 'limit must be at least 1')
        .max(GOALS_PER_USER, `limit must be at most ${GOALS_PER_USER}`)
        .default(GOALS_PER_USER),
      offset: z.coerce
        .number(generic)
        .int()
        .min(0, 'offset must be at least 0')
        .max(GOALS_PER_USER, `offset must be at most ${GOALS_PER_USER}`)
        .default(0),
    },
    generic,
  )
  // No input at all (a tRPC query without one) is every goal.
  .prefault({});
export type GoalListQuery = z.output<typeof goalListQuerySchema>;

/** A goal id, in the form of a speech id: ids of every table share one form. */
export const goalIdSchema = speechIdSchema;

// tRPC's inputs that name a row (REST has the id in the path and the changes as the body).
export const speechByIdSchema = z.object({ id: speechIdSchema }, generic);
export const speechEditSchema = z.object(
  { id: speechIdSchema, changes: speechUpdateSchema },
  generic,
);
export const goalByIdSchema = z.object({ id: goalIdSchema }, generic);
export const goalEditSchema = z.object({ id: goalIdSchema, changes: goalUpdateSchema }, generic);

/** A report of one of the user's speeches (REST: the id is in the path, this is the body). */
export const speechReportSchema = z.object(
  {
    reason: z.enum(REPORT_REASONS, generic),
    note: z
      .string(generic)
      .trim()
      .max(REPORT_NOTE_MAX, `Note must be at most ${REPORT_NOTE_MAX} characters`)
      .refine(hasNoNulCharacter, NUL_CHARACTER_MESSAGE)
      .optional(),
  },
  generic,
);
export type SpeechReportInput = z.infer<typeof speechReportSchema>;
export const speechReportByIdSchema = speechReportSchema.extend({ id: speechIdSchema });

/** A visitor's report of a shared talk, from the page's form (no JavaScript: form fields). */
export const shareReportSchema = z.object(
  {
    reason: z.enum(SHARE_REPORT_REASONS, generic),
    note: z
      .string(generic)
      .trim()
      .max(SHARE_REPORT_NOTE_MAX, `Note must be at most ${SHARE_REPORT_NOTE_MAX} characters`)
      .refine(hasNoNulCharacter, NUL_CHARACTER_MESSAGE)
      .optional(),
  },
  generic,
);
export type ShareReportInput = z.infer<typeof shareReportSchema>;

const planChoiceSchema = z.object(
  {
    tier: z.enum(PAID_TIERS, generic),
    billingCycle: z.enum(BILLING_CYCLES, generic).default(DEFAULT_BILLING_CYCLE),
  },
  generic,
);

const discountChoiceSchema = z.object(
  {
    discountCode: text(generic)
      .trim()
      .min(1, 'Enter a discount code')
      .max(
        DISCOUNT_CODE_MAX_LENGTH,
        `A discount code has at most ${DISCOUNT_CODE_MAX_LENGTH} characters`,
      ),
  },
  generic,
);

/** Either a paid plan (the cycle defaults to monthly) or a discount code. */
export const createSubscriptionSchema = z.union([planChoiceSchema, discountChoiceSchema], {
  error: 'Choose a plan or enter a discount code',
});
export type CreateSubscriptionInput = z.infer<typeof createSubscriptionSchema>;

export const audioRequestSchema = z.object(
  {
    voice: text(generic)
      .trim()
      .min(1, REQUIRED_MESSAGE)
      .max(VOICE_ID_MAX_LENGTH)
      .default(DEFAULT_VOICE),
  },
  generic,
);
export type AudioRequestInput = z.infer<typeof audioRequestSchema>;

/** Trimmed and lower-cased, so sign-in finds the account whatever the case generic. */
const email = text(generic)
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ error: 'Please enter a valid email address' }));

const personName = text(generic)
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .max(PERSON_NAME_MAX_LENGTH, `Must be at most ${PERSON_NAME_MAX_LENGTH} characters`);

export const signUpSchema = z.object(
  {
    email,
    password: text(generic)
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
    firstName: personName,
    lastName: personName,
  },
  generic,
);
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object(
  {
    email,
    password: text(generic).min(1, REQUIRED_MESSAGE).max(PASSWORD_MAX_LENGTH),
  },
  generic,
);
export type SignInInput = z.infer<typeof signInSchema>;

/** The local billing provider's payment form (test cards, no money). */
export const localPaymentSchema = z.object({
  clientSecret: text().trim().min(1).max(200),
  cardNumber: text().trim().min(1).max(40),
  expiry: text().trim().min(1).max(10),
  cvc: text().trim().min(1).max(10),
});
export type LocalPaymentInput = z.infer<typeof localPaymentSchema>;

/** `PUT /api/daily-rally`: when, and the speech it asks for. */
export const dailyRallySettingsSchema = z.object({
  enabled: z.boolean(),
  // The examples let generated tests (the fuzzers) start from values that pass: no random text is
  // a time zone's name.
  time: text()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE)
    .meta({ examples: ['00:00', '07:30', '23:59'] }),
  timeZone: text()
    .max(TIME_ZONE_MAX_LENGTH, TIME_ZONE_MESSAGE)
    .refine(isTimeZone, TIME_ZONE_MESSAGE)
    .meta({ examples: ['UTC', 'Australia/Sydney', 'America/New_York', 'Europe/London'] }),
  days: z
    .array(z.number().int().min(0, DAYS_MESSAGE).max(6, DAYS_MESSAGE))
    .max(7, DAYS_MESSAGE)
    .refine((days) => new Set(days).size === days.length, DAYS_MESSAGE),
  tone: z.enum(TONES),
  voiceStyle: z.enum(VOICE_STYLES),
  duration: z.enum(SPEECH_LENGTHS),
  voice: text().trim().min(1, REQUIRED_MESSAGE).max(VOICE_ID_MAX_LENGTH),
});

/** A query string carries text ('true', '20'); tRPC carries JSON: both are read. */
const FLAG_MESSAGE = 'Expected true or false';
const flag = z.union([z.boolean(generic), z.stringbool({ error: FLAG_MESSAGE })], {
  // Neither side's own message: a union that fails says "Invalid input".
  error: (issue) => (issue.code === 'invalid_union' ? FLAG_MESSAGE : zodErrorMap(issue)),
});

/**
 * The speech list's page request (GET /api/speeches and speech.page): where to start, how many,
 * and the filters. Every filter narrows the list; none given is every speech.
 */
export const speechPageQuerySchema = z
  .object(
    {
      cursor: text(generic)
        .max(30, INVALID_CURSOR_MESSAGE)
        // Generated tests (the fuzzers) start from these: no random text is a cursor.
        .meta({ examples: ['1764066000000-123', '1-1', '8640000000000000-2147483647'] })
        .transform((text, ctx) => {
          const cursor = decodeSpeechCursor(text);
          if (!cursor) {
            ctx.addIssue({ code: 'custom', message: INVALID_CURSOR_MESSAGE });
            return z.NEVER;
          }
          return cursor;
        })
        .nullish(),
      limit: z.coerce
        .number(generic)
        .int()
        .min(1, 'limit must be at least 1')
        .max(SPEECH_PAGE_MAX, `limit must be at most ${SPEECH_PAGE_MAX}`)
        .default(SPEECH_PAGE_SIZE),
      q: text(generic)
        .max(
          SPEECH_SEARCH_MAX_LENGTH,
          `A search has at most ${SPEECH_SEARCH_MAX_LENGTH} characters`,
        )
        .optional(),
      tone: z.enum(TONES, generic).optional(),
      length: z.enum(SPEECH_LENGTHS, generic).optional(),
      favourite: flag.optional(),
      /** Only the daily talks (true) or only the speeches the user asked for (false). */
      daily: flag.optional(),
      goalId: z.coerce.number(generic).int().positive().max(MAX_ROW_ID).optional(),
    },
    generic,
  )
  // No input at all (a tRPC query without one) is the first page of everything.
  .prefault({});
export type SpeechPageQuery = z.output<typeof speechPageQuerySchema>;
export type SpeechPageInput = z.input<typeof speechPageQuerySchema>;

/** `days` of the progress chart, from a query string ('30') or a JSON number; 30 when absent. */
export const speechActivityQuerySchema = z
  .object(
    {
      days: z.coerce
        .number(generic)
        .int()
        .min(1, 'days must be at least 1')
        .max(SPEECH_ACTIVITY_MAX_DAYS, `days must be at most ${SPEECH_ACTIVITY_MAX_DAYS}`)
        .default(SPEECH_ACTIVITY_DEFAULT_DAYS),
    },
    generic,
  )
  // No input at all (a tRPC query without one) means the default days.
  .prefault({});

/** A page of the bell's list (GET /api/notifications?limit=&offset=, notification.list): newest first. */
export const notificationListQuerySchema = z
  .object(
    {
      limit: z.coerce
        .number(generic)
        .int()
        .min(1, 'limit must be at least 1')
        .max(NOTIFICATION_LIST_LIMIT, `limit must be at most ${NOTIFICATION_LIST_LIMIT}`)
        .default(NOTIFICATION_LIST_LIMIT),
      offset: z.coerce
        .number(generic)
        .int()
        .min(0, 'offset must be at least 0')
        .max(NOTIFICATION_OFFSET_MAX, `offset must be at most ${NOTIFICATION_OFFSET_MAX}`)
        .default(0),
    },
    generic,
  )
  // No input at all (a tRPC query without one) is the newest page.
  .prefault({});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

/** `POST /api/notifications/read`: the given ones, or all. */
export const notificationsReadSchema = z.union([
  z.object({ ids: z.array(text().min(1).max(64)).min(1).max(NOTIFICATION_IDS_MAX) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type NotificationsReadInput = z.infer<typeof notificationsReadSchema>;

const base64urlKey = (maxLength: number, bytes: number, what: string) =>
  text()
    .max(maxLength)
    .regex(BASE64URL, `${what} must be base64url`)
    .refine((text) => base64urlBytes(text) === bytes, `${what} must be ${bytes} bytes`);

// The examples let generated tests (the fuzzers) start from values that pass.
export const pushEndpointSchema = z
  .url({ protocol: /^https$/, message: 'endpoint must be an https URL' })
  // WHATWG URL percent-encodes a NUL in the path, but the text as sent is what is stored.
  .refine(hasNoNulCharacter, NUL_CHARACTER_MESSAGE)
  .max(PUSH_ENDPOINT_MAX_LENGTH)
  .meta({
    examples: [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
    ],
  });

/** `POST /api/push/subscriptions`: a PushSubscription's toJSON() as the browser gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  // The browser's JSON has expirationTime too; it is always null in practice, and unused here.
  expirationTime: z.number().nullable().optional(),
  keys: z
    .object({
      p256dh: base64urlKey(PUSH_P256DH_MAX_LENGTH, PUSH_P256DH_BYTES, 'p256dh')
        .refine(
          // An uncompressed point starts with 0x04, which base64url writes as 'B'.
          (text) => text.startsWith('B'),
          'p256dh must be an uncompressed P-256 point',
        )
        .meta({ examples: [`B${'A'.repeat(86)}`, `B${'x_-9'.repeat(21)}Q8`] }),
      auth: base64urlKey(PUSH_AUTH_MAX_LENGTH, PUSH_AUTH_BYTES, 'auth').meta({
        examples: ['A'.repeat(22), 'q_-9Zx0aB1cD2eF3gH4iJw'],
      }),
    })
    .strict(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** `DELETE /api/push/subscriptions`. */
export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpointSchema }).strict();
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribeSchema>;

/** Words the device's screen matched, sent for the server's own screen: at most a speech's context. */
export const CARE_SCREEN_TEXTS_MAX = 2;

/**
 * POST /api/care/screen (care.screen): the device's built-in screen matched words it then did not
 * send; the server screens them itself, and on a match records it and pauses the daily talk.
 */
export const careScreenSchema = z.object(
  {
    place: z.enum(CARE_PLACES, generic),
    texts: z
      .array(
        z
          .string(generic)
          .max(CONTEXT_MAX_LENGTH, `Text must be at most ${CONTEXT_MAX_LENGTH} characters`)
          .refine(hasNoNulCharacter, NUL_CHARACTER_MESSAGE),
        generic,
      )
      .min(1)
      .max(CARE_SCREEN_TEXTS_MAX),
  },
  generic,
);
export type CareScreenInput = z.infer<typeof careScreenSchema>;

/** `preferences.setMusicBed`: the bed remembered for the next talks (issue 38). */
export const musicBedPreferenceSchema = z.object({ musicBed: z.enum(MUSIC_BEDS) }).strict();
export type MusicBedPreference = z.infer<typeof musicBedPreferenceSchema>;
