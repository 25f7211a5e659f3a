import {
  BILLING_CYCLES,
  CARE_PLACES,
  CRISIS_CONCERNS,
  GOAL_CATEGORIES,
  HELPFUL_ELEMENTS,
  LANGUAGE_STYLES,
  MOOD_CATEGORIES,
  MUSIC_BEDS,
  PAID_TIERS,
  PREFERRED_LENGTHS,
  PREFERRED_TONES,
  PROVIDER_SUBSCRIPTION_STATUSES,
  REPETITION_RESPONSES,
  REPORT_REASONS,
  SPEECH_LENGTHS,
  TIERS,
  TONES,
  VOICE_GENDERS,
  VOICE_PROVIDERS,
  VOICE_STYLES,
} from '@rally/domain';
import { z } from 'zod';
import type {
  Goal,
  MoodEntry,
  PublicUser,
  Speech,
  SpeechSummary,
  SubscriptionStatus as StoredSubscriptionStatus,
  UserStats,
} from '@rally/db';
import type { closeAccount, createSubscriptionFor } from '../request-flows.ts';
import type { prepareSpeechAudio } from '../services/audio/speech-audio.ts';
import type { exportAccountData } from '../services/account-data.ts';
import type { describeSpeechAudio } from '../services/audio/description.ts';
import type { CareAnswer, CarePause, screenSentFromDevice } from '../services/crisis-care.ts';
import type { dailyRallySettings } from '../services/daily-rally.ts';
import type { submitFeedback } from '../services/feedback.ts';
import type { createGoal, goalCounts, userGoals } from '../services/goals.ts';
import type { healthReport } from '../services/health.ts';
import type {
  MoodCare,
  moodEntries,
  moodHistory,
  recentMood,
  recordMood,
} from '../services/mood.ts';
import type { readNotifications, userNotifications } from '../services/notifications.ts';
import type { UserProfile, userStats } from '../services/profile.ts';
import type { userInsights } from '../services/personalisation/insights.ts';
import type { musicBedPreference } from '../services/personalisation/music-bed.ts';
import type { pushStatus, subscribeToPush, unsubscribeFromPush } from '../services/push.ts';
import type { reportSpeech, reportsOfUser } from '../services/reports.ts';
import type { sharePreview, shareSpeech, sharesOfUser } from '../services/shares.ts';
import type { generateSpeech, speechActivity, speechPage } from '../services/speeches.ts';
import type { billingConfig, billingPortal, planTiers, usageOf } from '../services/subscription.ts';
import type { listVoices } from '../services/voices.ts';

/**
 * Output schemas of procedures (docs/decisions/endpoints-declared-once.md): tRPC checks each answer
 * against its schema, and /api/openapi.json describes the answer from it. `exactly` makes TypeScript
 * check that a schema says every field the service returns, so no field is stripped on the way out,
 * and no more than it returns, so no answer it gives is refused (a 500).
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export function exactly<Answer>() {
  return <Schema extends z.ZodType>(
    schema: Schema & (Same<z.output<Schema>, Answer> extends true ? unknown : never),
  ): Schema => schema;
}

/** What a service answers, once its promise settles. */
type AnswerOf<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

// The answers' parts. A Date is checked as a Date (it leaves as JSON's ISO string); a 'YYYY-MM-DD'
// day is a string. Numbers are left unbounded: the service, not this check, keeps them in range.
const rowId = z.number().int().positive();
const instant = z.date();
const day = z.string();
const flag = z.union([z.literal(0), z.literal(1)]);
const tone = z.enum(TONES);
const voiceStyle = z.enum(VOICE_STYLES);
const speechLength = z.enum(SPEECH_LENGTHS);
const voiceProvider = z.enum(VOICE_PROVIDERS);
const subscriptionStatus = z.enum(
  PROVIDER_SUBSCRIPTION_STATUSES satisfies readonly StoredSubscriptionStatus[],
);

export const publicUserAnswer = exactly<PublicUser>()(
  z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    subscriptionStatus,
    subscriptionTier: z.enum(TIERS),
    speechesUsed: z.number(),
    speechLimit: z.number(),
    billingCycle: z.enum(BILLING_CYCLES),
    currentPeriodStart: instant.nullable(),
    currentPeriodEnd: instant.nullable(),
    isDemo: z.boolean(),
    createdAt: instant,
  }),
);

const speechSummaryShape = {
  id: rowId,
  userId: z.string(),
  goalId: z.number().int().nullable(),
  context: z.string(),
  tone,
  voiceStyle,
  duration: speechLength.nullable(),
  wordCount: z.number().nullable(),
  estimatedDuration: z.number().nullable(),
  audioUrl: z.string().nullable(),
  name: z.string().nullable(),
  isFavourite: flag,
  source: z.enum(['user', 'daily']),
  createdAt: instant,
};
/** A speech in a list: everything but its text. */
export const speechSummaryAnswer = exactly<SpeechSummary>()(z.object(speechSummaryShape));
export const speechAnswer = exactly<Speech>()(
  z.object({ ...speechSummaryShape, content: z.string() }),
);

export const goalAnswer = exactly<Goal>()(
  z.object({
    id: rowId,
    userId: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    category: z.enum(GOAL_CATEGORIES),
    targetDate: day.nullable(),
    isCompleted: flag,
    createdAt: instant,
  }),
);

export const moodEntryAnswer = exactly<MoodEntry>()(
  z.object({
    id: rowId,
    userId: z.string(),
    energy: z.number(),
    confidence: z.number(),
    stress: z.number(),
    motivation: z.number(),
    overallMood: z.enum(MOOD_CATEGORIES),
    notes: z.string().nullable(),
    createdAt: instant,
  }),
);

export const userStatsAnswer = exactly<UserStats>()(
  z.object({
    userId: z.string(),
    totalSpeeches: z.number(),
    speechesThisWeek: z.number(),
    currentStreak: z.number(),
    mostUsedTone: tone.nullable(),
    toneStats: z.record(z.string(), z.number()),
    lastSpeechDate: day.nullable(),
    updatedAt: instant,
  }),
);

const careNotice = z.object({ concern: z.enum(CRISIS_CONCERNS), place: z.enum(CARE_PLACES) });
/** A crisis screen matched: nothing was written (REST answers 200 where a creation is 201). */
export const careAnswer = exactly<CareAnswer>()(z.object({ care: careNotice }));
/** Either what was created or changed, or care in its place. */
const orCare = <Row extends z.ZodObject>(row: Row) => z.union([row, careAnswer]);

// account
export const accountClosedAnswer = exactly<AnswerOf<typeof closeAccount>>()(
  z.object({ deleted: z.literal(true) }),
);

const feedbackRow = z.object({
  id: rowId,
  userId: z.string(),
  speechId: z.number().int(),
  rating: z.number(),
  effectiveness: z.number(),
  emotionalResonance: z.number(),
  preferredLength: z.enum(PREFERRED_LENGTHS).nullable(),
  preferredTone: z.enum(PREFERRED_TONES).nullable(),
  helpfulElements: z.array(z.string()),
  improvementSuggestions: z.string().nullable(),
  wouldRecommend: flag,
  completedListening: flag,
  timeSpentListening: z.number().nullable(),
  createdAt: instant,
});
const speechReportRow = z.object({
  speechId: z.number().int(),
  userId: z.string(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  createdAt: instant,
});
const notificationRow = z.object({
  id: z.string(),
  userId: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string().nullable(),
  dedupeKey: z.string(),
  createdAt: instant,
  readAt: instant.nullable(),
});

/** Everything the user owns (GET /api/account/export, sent as a file). */
export const accountExportAnswer = exactly<AnswerOf<typeof exportAccountData>>()(
  z.object({
    exportedAt: instant,
    profile: publicUserAnswer,
    speeches: z.array(speechAnswer),
    speechAudio: z.array(
      z.object({
        speechId: z.number().int(),
        voice: z.string(),
        provider: z.string(),
        byteLength: z.number(),
        durationMs: z.number().nullable(),
        createdAt: instant,
      }),
    ),
    moodEntries: z.array(moodEntryAnswer),
    goals: z.array(goalAnswer),
    feedback: z.array(feedbackRow),
    speechReports: z.array(speechReportRow),
    speechShares: z.array(
      z.object({
        token: z.string(),
        userId: z.string(),
        speechId: z.number().int().nullable(),
        audioId: z.number().int().nullable(),
        createdAt: instant,
        stoppedAt: instant.nullable(),
      }),
    ),
    preferences: z
      .object({
        userId: z.string(),
        preferredTones: z.array(z.string()),
        preferredLength: z.string(),
        preferredVoiceStyle: voiceStyle,
        languageStyle: z.enum(LANGUAGE_STYLES),
        motivationTriggers: z.array(z.string()),
        avoidancePatterns: z.array(z.string()),
        effectiveElements: z.record(z.string(), z.number()),
        optimalSpeechTiming: z.string().nullable(),
        responseToRepetition: z.enum(REPETITION_RESPONSES),
        preferredComplexity: z.string(),
        avgRating: z.number().nullable(),
        totalFeedbackCount: z.number(),
        musicBed: z.enum(MUSIC_BEDS),
        lastUpdated: instant,
        createdAt: instant,
      })
      .nullable(),
    stats: userStatsAnswer.nullable(),
    crisisScreenMatches: z.array(
      z.object({
        id: rowId,
        userId: z.string(),
        concern: z.enum(CRISIS_CONCERNS),
        place: z.enum(CARE_PLACES),
        matchedAt: instant,
      }),
    ),
    carePausedUntil: instant.nullable(),
    dailyRally: z
      .object({
        enabled: z.boolean(),
        localTime: z.string(),
        timeZone: z.string(),
        daysMask: z.number(),
        tone,
        voiceStyle,
        duration: speechLength,
        voice: z.string(),
        updatedAt: instant,
      })
      .nullable(),
    dailyRallyRuns: z.array(
      z.object({
        localDate: day,
        slotAt: instant,
        speechId: z.number().int().nullable(),
        status: z.string(),
        createdAt: instant,
      }),
    ),
    notifications: z.array(notificationRow),
    pushSubscriptions: z.array(z.object({ endpoint: z.string(), createdAt: instant })),
    billingSubscriptions: z.array(
      z.object({
        tier: z.string(),
        billingCycle: z.string(),
        createdAt: instant,
        supersededAt: instant.nullable(),
      }),
    ),
  }),
);

// audio
const audioDescription = z.object({
  audioId: rowId,
  audioUrl: z.string(),
  speaker: z.object({ provider: voiceProvider, voice: z.string() }),
  byteLength: z.number(),
  durationMs: z.number().nullable(),
  chunks: z.array(
    z.object({ start: z.number(), end: z.number(), startMs: z.number(), durationMs: z.number() }),
  ),
});
/** The stored audio of a speech in a voice; null when there is none yet (audio.describe). */
export const audioDescribedAnswer = exactly<AnswerOf<typeof describeSpeechAudio>>()(
  audioDescription.nullable(),
);
/** audio.prepare: the same, once it is recorded. */
export const audioPreparedAnswer = exactly<AnswerOf<typeof prepareSpeechAudio>>()(audioDescription);
export const debugSpeechAnswer = z.object({ id: rowId });

// auth
/** A removal on tRPC answers the id it removed (REST answers 204). */
export const removedAnswer = z.object({ id: rowId });
export const loggedOutAnswer = z.object({ success: z.literal(true) });
export const otherSessionsEndedAnswer = z.object({ endedSessions: z.number().int().nonnegative() });

// care
/** Until when the daily talk and the reminders rest; null when they do not. */
export const carePauseAnswer = exactly<CarePause>()(z.object({ pausedUntil: instant.nullable() }));
export const careScreenedAnswer = exactly<AnswerOf<typeof screenSentFromDevice>>()(
  z.object({ care: careNotice.nullable() }),
);

// feedback
export const feedbackAnswer = exactly<AnswerOf<typeof submitFeedback>>()(feedbackRow);

// goals
export const goalsAnswer = exactly<AnswerOf<typeof userGoals>>()(z.array(goalAnswer));
export const goalOrCareAnswer = exactly<AnswerOf<typeof createGoal>>()(orCare(goalAnswer));
export const goalCountsAnswer = exactly<AnswerOf<typeof goalCounts>>()(
  z.object({ total: z.number(), done: z.number() }),
);

// health
export const healthAnswer = exactly<AnswerOf<typeof healthReport>>()(
  z.object({
    status: z.enum(['ok', 'degraded', 'unavailable']),
    db: z.enum(['pglite', 'postgres']),
    providers: z.object({
      writer: z.enum(['openai', 'local']),
      voice: voiceProvider,
      alternateVoice: voiceProvider.nullable(),
      billing: z.enum(['stripe', 'local']),
      audioStore: z.enum(['fs', 's3']),
      push: z.literal('web-push').nullable(),
    }),
    models: z.array(
      z.object({
        port: z.enum(['writer', 'voice', 'alternateVoice']),
        provider: z.string(),
        model: z.string().nullable(),
        shutdownDate: z.string().nullable(),
        checkedAt: z.string().nullable(),
        condition: z.object({
          state: z.enum(['ok', 'failing', 'gone']),
          reason: z.string().nullable(),
          since: z.string().nullable(),
        }),
      }),
    ),
  }),
);

// mood
/** A check-in, or, when its notes matched the crisis screen, care beside the entry it kept. */
export const moodRecordedAnswer = exactly<AnswerOf<typeof recordMood>>()(
  z.union([
    moodEntryAnswer,
    exactly<MoodCare>()(z.object({ care: careNotice, entry: moodEntryAnswer })),
  ]),
);
export const moodEntriesAnswer = exactly<AnswerOf<typeof moodEntries>>()(z.array(moodEntryAnswer));
export const recentMoodAnswer = exactly<AnswerOf<typeof recentMood>>()(moodEntryAnswer.nullable());
export const moodHistoryAnswer = exactly<AnswerOf<typeof moodHistory>>()(
  z.array(
    z.object({
      day,
      energy: z.number(),
      confidence: z.number(),
      stress: z.number(),
      motivation: z.number(),
      entries: z.number(),
    }),
  ),
);

// daily rally and notifications
export const dailyRallyAnswer = exactly<AnswerOf<typeof dailyRallySettings>>()(
  z.object({
    enabled: z.boolean(),
    time: z.string(),
    timeZone: z.string(),
    days: z.array(z.number()),
    tone,
    voiceStyle,
    duration: speechLength,
    voice: z.string(),
    countsAgainstAllowance: z.literal(true),
    configured: z.boolean(),
  }),
);
export const notificationsAnswer = exactly<AnswerOf<typeof userNotifications>>()(
  z.array(notificationRow.omit({ userId: true, dedupeKey: true })),
);
export const notificationsReadAnswer = exactly<AnswerOf<typeof readNotifications>>()(
  z.object({ updated: z.number() }),
);

// personalisation
export const insightsAnswer = exactly<AnswerOf<typeof userInsights>>()(
  z.object({
    hasData: z.boolean(),
    message: z.string(),
    avgRating: z.number().nullable(),
    totalFeedback: z.number(),
    insights: z
      .object({
        personalityProfile: z.string(),
        topPerformingTone: tone.nullable(),
        mostEffectiveElement: z.enum(HELPFUL_ELEMENTS).nullable(),
        improvementArea: z.string(),
      })
      .nullable(),
    whatWorks: z.array(z.string()),
  }),
);
export const musicBedAnswer = exactly<AnswerOf<typeof musicBedPreference>>()(
  z.object({ musicBed: z.enum(MUSIC_BEDS) }),
);

// push
export const pushStatusAnswer = exactly<AnswerOf<typeof pushStatus>>()(
  z.object({ enabled: z.boolean(), publicKey: z.string().nullable() }),
);
export const pushSubscribedAnswer = exactly<AnswerOf<typeof subscribeToPush>>()(
  z.object({ subscribed: z.literal(true) }),
);
export const pushUnsubscribedAnswer = exactly<AnswerOf<typeof unsubscribeFromPush>>()(
  z.object({ unsubscribed: z.literal(true) }),
);

// reports
export const speechReportAnswer = exactly<AnswerOf<typeof reportSpeech>>()(speechReportRow);
export const reportedSpeechesAnswer = exactly<AnswerOf<typeof reportsOfUser>>()(
  z.array(
    z.object({
      speechId: z.number().int(),
      reason: z.enum(REPORT_REASONS),
      note: z.string().nullable(),
      reportedAt: instant,
      name: z.string().nullable(),
      context: z.string(),
      speechCreatedAt: instant,
    }),
  ),
);

// shares
const shareLink = z.object({ token: z.string(), path: z.string(), createdAt: instant });
export const shareLinkAnswer = exactly<AnswerOf<typeof shareSpeech>>()(shareLink);
export const sharePreviewAnswer = exactly<AnswerOf<typeof sharePreview>>()(
  z.object({
    content: z.string(),
    audio: z
      .object({ voice: z.string(), durationMs: z.number().nullable(), audioUrl: z.string() })
      .nullable(),
    share: shareLink.nullable(),
  }),
);
export const sharesAnswer = exactly<AnswerOf<typeof sharesOfUser>>()(
  z.array(shareLink.extend({ speechId: z.number().int() })),
);

// speeches
export const speechOrCareAnswer = exactly<AnswerOf<typeof generateSpeech>>()(orCare(speechAnswer));
export const speechPageAnswer = exactly<AnswerOf<typeof speechPage>>()(
  z.object({ speeches: z.array(speechSummaryAnswer), nextCursor: z.string().nullable() }),
);
export const speechActivityAnswer = exactly<AnswerOf<typeof speechActivity>>()(
  z.array(z.object({ day, speeches: z.number() })),
);

// subscription
export const usageAnswer = exactly<ReturnType<typeof usageOf>>()(
  z.object({
    currentTier: z.enum(TIERS),
    subscriptionStatus: z.string(),
    billingCycle: z.enum(BILLING_CYCLES),
    speechesUsed: z.number(),
    speechLimit: z.number(),
    speechesRemaining: z.number(),
    usagePercentage: z.number(),
    currentPeriodEnd: z.union([instant, z.string()]).nullable(),
    shouldShowUpgrade: z.boolean(),
    suggestedTier: z.enum(PAID_TIERS).nullable(),
  }),
);
export const planTiersAnswer = exactly<ReturnType<typeof planTiers>>()(
  z.array(
    z.object({
      id: z.enum(PAID_TIERS),
      name: z.string(),
      description: z.string(),
      icon: z.enum(['zap', 'star', 'crown']),
      price: z.number(),
      yearlyPrice: z.number(),
      speeches: z.number(),
      features: z.array(z.string()).readonly(),
      popular: z.boolean(),
      buttonText: z.string(),
      buttonVariant: z.enum(['filled', 'outline']),
    }),
  ),
);
export const subscriptionCreatedAnswer = exactly<AnswerOf<typeof createSubscriptionFor>>()(
  z.object({
    clientSecret: z.string().nullable(),
    isFreeAccess: z.boolean(),
    message: z.string().nullable(),
  }),
);
export const billingConfigAnswer = exactly<AnswerOf<typeof billingConfig>>()(
  z.object({ provider: z.enum(['stripe', 'local']), publishableKey: z.string().nullable() }),
);
export const billingPortalAnswer = exactly<AnswerOf<typeof billingPortal>>()(
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('portal'), url: z.string() }),
    z.object({
      kind: z.literal('summary'),
      tier: z.enum(TIERS),
      billingCycle: z.enum(BILLING_CYCLES),
      subscriptionStatus,
      currentPeriodEnd: instant.nullable(),
      cancelable: z.boolean(),
    }),
  ]),
);

// user
/** The user with their goals, latest speeches and stats; null signed out (the sign-in check). */
export const profileAnswer = exactly<UserProfile | null>()(
  publicUserAnswer
    .extend({
      goals: z.array(goalAnswer),
      recentSpeeches: z.array(speechSummaryAnswer),
      stats: userStatsAnswer.nullable(),
    })
    .nullable(),
);
export const userStatsOrNoneAnswer = exactly<AnswerOf<typeof userStats>>()(
  userStatsAnswer.nullable(),
);

// voices
export const voicesAnswer = exactly<AnswerOf<typeof listVoices>>()(
  z.object({
    voices: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        description: z.string(),
        provider: voiceProvider,
        gender: z.enum(VOICE_GENDERS),
        badge: z.enum(['Long-form', 'Generative', 'Neural']).nullable(),
      }),
    ),
    pollyAvailable: z.boolean(),
  }),
);
