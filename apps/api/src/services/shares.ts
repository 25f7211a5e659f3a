import { randomBytes } from 'node:crypto';
import type { SpeechShare } from '@rally/db';
import {
  countLiveSharesOfUser,
  countShareReports,
  findLiveShareOfSpeech,
  findNewestAudioOfSpeech,
  findSharedTalk,
  findSpeechOfUser,
  forgetOldStoppedShares,
  isRevokedShareToken,
  insertShare,
  insertShareReport,
  listLiveSharesOfUser,
  lockShare,
  lockSpeechOfUser,
  lockUserForReports,
  stopSharesOfSpeech,
} from '@rally/db';
import {
  SHARE_MESSAGES,
  SHARE_REPORTS_PER_SHARE_MAX,
  SHARE_TOKEN_BYTES,
  SHARE_TOKEN_PATTERN,
  SHARES_PER_USER_MAX,
  STOPPED_SHARES_KEPT,
  reportNote,
  sharedTalkPath,
} from '@rally/domain';
import type { ShareReportInput } from '@rally/domain';
import type { AppDeps } from '../deps.ts';
import type { AudioAnswer } from './audio/answers.ts';
import { audioUrlOf, storedSpeechAudio } from './audio/stored-audio.ts';
import { AppError, notFound } from './errors.ts';

/** docs/decisions/shared-talks.md */

export const SHARE_LIMIT_CODE = 'SHARE_LIMIT_REACHED';

/** What the owner confirms before sharing: exactly what the page will show. */
export interface SharePreview {
  content: string;
  /** The recording that will play on the page; null when none is recorded (none is made for visitors). */
  audio: { voice: string; durationMs: number | null; audioUrl: string } | null;
  /** The live link, when the talk is shared already. */
  share: { token: string; path: string; createdAt: Date } | null;
}

const describeShare = (share: SpeechShare) => ({
  token: share.token,
  path: sharedTalkPath(share.token),
  createdAt: share.createdAt,
});

export async function sharePreview(
  deps: AppDeps,
  userId: string,
  speechId: number,
): Promise<SharePreview> {
  const speech = await findSpeechOfUser(deps.db, userId, speechId);
  if (!speech) throw notFound('Speech');
  const [audio, share] = await Promise.all([
    findNewestAudioOfSpeech(deps.db, speechId),
    findLiveShareOfSpeech(deps.db, userId, speechId),
  ]);
  return {
    content: speech.content,
    audio: audio
      ? { voice: audio.voice, durationMs: audio.durationMs, audioUrl: audioUrlOf(audio) }
      : null,
    share: share ? describeShare(share) : null,
  };
}

/**
 * Shares one of the user's speeches: a link of 256 random bits to a page with its text and its
 * newest recording. Sharing a shared talk again answers its live link. A new link past the user's
 * bound is refused (409); stopped links past the newest 100 are forgotten.
 */
export function shareSpeech(deps: AppDeps, userId: string, speechId: number) {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await lockUserForReports(trx, userId))) {
      throw new AppError('UNAUTHORIZED', 'Please sign in.');
    }
    if (!(await lockSpeechOfUser(trx, userId, speechId))) throw notFound('Speech');
    const live = await findLiveShareOfSpeech(trx, userId, speechId);
    if (live) return describeShare(live);
    if ((await countLiveSharesOfUser(trx, userId)) >= SHARES_PER_USER_MAX) {
      throw new AppError('CONFLICT', SHARE_MESSAGES.limitReached, SHARE_LIMIT_CODE);
    }
    const audio = await findNewestAudioOfSpeech(trx, speechId);
    await forgetOldStoppedShares(trx, userId, STOPPED_SHARES_KEPT);
    const share = await insertShare(trx, {
      token: randomBytes(SHARE_TOKEN_BYTES).toString('base64url'),
      userId,
      speechId,
      audioId: audio?.id ?? null,
      createdAt: deps.now(),
    });
    return describeShare(share);
  });
}

/** Stops sharing one of the user's speeches: its link and audio answer 410. No link: nothing to do. */
export async function stopSharing(deps: AppDeps, userId: string, speechId: number): Promise<void> {
  if (await stopSharesOfSpeech(deps.db, speechId, deps.now(), userId)) return;
  if (!(await findSpeechOfUser(deps.db, userId, speechId))) throw notFound('Speech');
}

/** The user's shared talks: the 'shared' marks. */
export function sharesOfUser(deps: AppDeps, userId: string) {
  return listLiveSharesOfUser(deps.db, userId).then((shares) =>
    shares.map((share) => ({ ...share, path: sharedTalkPath(share.token) })),
  );
}

/** A shared link as a visitor meets it. */
export type SharedTalk =
  | { state: 'unknown' }
  | { state: 'gone' }
  | {
      state: 'live';
      token: string;
      ownerId: string;
      speechId: number;
      content: string;
      audioId: number | null;
    };

export async function sharedTalk(deps: AppDeps, token: string): Promise<SharedTalk> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return { state: 'unknown' };
  const row = await findSharedTalk(deps.db, token);
  if (!row)
    return (await isRevokedShareToken(deps.db, token)) ? { state: 'gone' } : { state: 'unknown' };
  if (row.stoppedAt !== null || row.speechId === null || row.content === null) {
    return { state: 'gone' };
  }
  return {
    state: 'live',
    token: row.token,
    ownerId: row.ownerId,
    speechId: row.speechId,
    content: row.content,
    audioId: row.audioId,
  };
}

/** The shared recording's bytes (with Range); null when the talk has none. */
export async function sharedTalkAudio(
  deps: AppDeps,
  talk: Extract<SharedTalk, { state: 'live' }>,
  range: string | undefined,
): Promise<AudioAnswer | null> {
  if (talk.audioId === null) return null;
  return storedSpeechAudio(deps, talk.ownerId, talk.speechId, talk.audioId, range);
}

/** A visitor's report of a live shared talk; at most 20 a link (409 past that). */
export function reportSharedTalk(deps: AppDeps, token: string, input: ShareReportInput) {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await lockShare(trx, token))) throw notFound('Shared talk');
    if ((await countShareReports(trx, token)) >= SHARE_REPORTS_PER_SHARE_MAX) {
      throw new AppError('CONFLICT', SHARE_MESSAGES.reportsFull);
    }
    await insertShareReport(trx, {
      shareToken: token,
      reason: input.reason,
      note: reportNote(input.note),
      createdAt: deps.now(),
    });
  });
}
