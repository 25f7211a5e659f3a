import type { PublicUser } from '@rally/db';
import {
  deleteDemoUsersCreatedBefore,
  insertAccount,
  insertGoal,
  insertMoodEntry,
  insertSpeech,
} from '@rally/db';
import {
  countWords,
  demoAccountsExpireBefore,
  estimatedDurationSeconds,
  goalDescription,
  moodCategory,
} from '@rally/domain';
import type { AppDeps } from '../deps.ts';
import { newUserId, requireUser } from './accounts.ts';
import { recordSpeechInStats } from './stats.ts';

const DEMO_GOAL = {
  title: 'Nail the product presentation',
  category: 'presentation',
} as const;

const DEMO_MOOD = { energy: 6, confidence: 5, stress: 6, motivation: 7 } as const;

const DEMO_CONTEXT =
  'I am presenting our new product to the leadership team on Friday and I want to feel calm and sure of myself.';

const DEMO_SPEECH = [
  'Friday is coming, and so is your moment. You have been building toward this presentation for weeks, and every hour you put in is still with you. It does not disappear when you walk into that room.',
  'Feeling a little nervous is not a warning sign. It is your body telling you that this matters to you, and things that matter deserve your energy. Take that energy and aim it.',
  'You know this product better than anyone who will be listening. When a question comes, you will not be guessing. You will be sharing what you already know, one clear sentence at a time.',
  'So breathe slowly before you begin. Look at one friendly face. Say your first line like you mean it, because you do. Then let the next line follow, and the next.',
  'The leadership team is not waiting for perfection. They are waiting for conviction, and you have it. Walk in calm, speak with care, and let them see what you see. You are ready.',
].join('\n\n');

/** A fresh, private demo account with a goal, a mood check-in and a speech to explore. */
export async function createDemoAccount(deps: AppDeps): Promise<PublicUser> {
  const id = newUserId();
  await deps.db.transaction().execute(async (trx) => {
    await insertAccount(trx, {
      id,
      email: `demo-${id}@demo.rally.invalid`,
      firstName: 'Demo',
      lastName: 'User',
      isDemo: true,
      passwordHash: null,
    });
    await insertGoal(trx, {
      userId: id,
      title: DEMO_GOAL.title,
      category: DEMO_GOAL.category,
      description: goalDescription(DEMO_GOAL.title),
    });
    await insertMoodEntry(trx, {
      userId: id,
      ...DEMO_MOOD,
      overallMood: moodCategory(DEMO_MOOD),
      notes: 'A bit nervous about Friday.',
    });
    const wordCount = countWords(DEMO_SPEECH);
    const createdAt = deps.now();
    await insertSpeech(trx, {
      userId: id,
      context: DEMO_CONTEXT,
      tone: 'encouraging',
      voiceStyle: 'warm',
      duration: 'short',
      content: DEMO_SPEECH,
      wordCount,
      estimatedDuration: estimatedDurationSeconds(wordCount),
      createdAt,
    });
    await recordSpeechInStats(trx, id, 'encouraging', createdAt);
  });
  return requireUser(deps, id);
}

export function deleteExpiredDemoAccounts(deps: AppDeps): Promise<number> {
  return deleteDemoUsersCreatedBefore(deps.db, demoAccountsExpireBefore(deps.now()));
}
