import type { Migration } from 'kysely';
import * as init from './0001-init.ts';
import * as localBilling from './0002-local-billing.ts';
import * as speechReservations from './0003-speech-reservations.ts';
import * as audioRecordings from './0004-audio-recordings.ts';
import * as subscriptionLedger from './0005-subscription-ledger.ts';

/** Every migration, by sortable name. Imported, not read from disk, so a bundled server carries them. */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001-init': init,
  '0002-local-billing': localBilling,
  '0003-speech-reservations': speechReservations,
  '0004-audio-recordings': audioRecordings,
  '0005-subscription-ledger': subscriptionLedger,
};
