import type { AccountData } from '@rally/db';
import {
  deleteUser,
  findAccountData,
  findUserBilling,
  listAudioStorageKeys,
  revokeSharesOfUser,
} from '@rally/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { hasLiveSubscription } from './billing.ts';
import { AppError } from './errors.ts';

/** The file name the browser saves the export under. */
export const ACCOUNT_EXPORT_FILE_NAME = 'rally-data.json';

export interface AccountExport extends AccountData {
  exportedAt: Date;
}

/** All the user's own data, for them to download. */
export async function exportAccountData(deps: AppDeps, userId: string): Promise<AccountExport> {
  const data = await findAccountData(deps.db, userId);
  if (!data) throw new AppError('UNAUTHORIZED', 'Please sign in.');
  return { exportedAt: deps.now(), ...data };
}

/**
 * Deletes the user and everything they own; only the SHA-256 of their shared links' tokens is kept,
 * with nothing of the account, so that the links answer 410. The subscription is cancelled first: if the payment
 * service cannot be reached the account stays, so the user is never charged for a deleted account.
 * Audio files go last, after the rows that point at them; a file that fails to go is logged, because
 * the account is already gone and the user cannot retry.
 */
export async function deleteAccount(
  deps: AppDeps,
  userId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const billing = await findUserBilling(deps.db, userId);
  if (!billing) throw new AppError('UNAUTHORIZED', 'Please sign in.');
  const subscriptionId = billing.stripeSubscriptionId;
  if (subscriptionId !== null && hasLiveSubscription(billing)) {
    try {
      // The events the local provider answers would only move the user to the free plan; the
      // user is deleted next, so they are not delivered.
      await deps.providers.billing.cancelSubscription(subscriptionId);
    } catch (error) {
      log.error({ err: error }, 'cancelling a subscription for an account deletion failed');
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'Your subscription could not be cancelled right now, so your account was not deleted. Please try again.',
        undefined,
        { cause: error },
      );
    }
  }

  const storageKeys = await listAudioStorageKeys(deps.db, userId);
  // The shared links go with the account; their tokens' hashes stay, so they answer 410 (gone on
  // purpose) and not 404 (docs/decisions/shared-talks.md).
  await deps.db.transaction().execute(async (trx) => {
    await revokeSharesOfUser(trx, userId);
    await deleteUser(trx, userId);
  });
  for (const key of storageKeys) {
    try {
      await deps.providers.audioStore.delete(key);
    } catch (error) {
      log.error({ err: error, key }, 'deleting an audio file of a deleted account failed');
    }
  }
}
