import type { Migration } from 'kysely/migration';
import * as init from './0001-init.ts';
import * as localBilling from './0002-local-billing.ts';
import * as speechReservations from './0003-speech-reservations.ts';
import * as audioRecordings from './0004-audio-recordings.ts';
import * as subscriptionLedger from './0005-subscription-ledger.ts';
import * as enumChecks from './0006-enum-checks.ts';
import * as speechSearch from './0007-speech-search.ts';
import * as dailyRally from './0008-daily-rally.ts';
import * as push from './0009-push.ts';
import * as settingsEnumChecks from './0010-settings-enum-checks.ts';
import * as audioChunkText from './0011-audio-chunk-text.ts';
import * as crisisCare from './0012-crisis-care.ts';
import * as speechReports from './0013-speech-reports.ts';
import * as dailyRallyDue from './0014-daily-rally-due.ts';
import * as speechShares from './0015-speech-shares.ts';
import * as musicBed from './0016-music-bed.ts';
import * as revokedShareTokens from './0017-revoked-share-tokens.ts';
import * as speechParagraphPlan from './0018-speech-paragraph-plan.ts';
import * as dailyRallySettingsIndex from './0019-daily-rally-settings-index.ts';

/** Every migration, by sortable name. Imported, not read from disk, so a bundled server carries them. */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001-init': init,
  '0002-local-billing': localBilling,
  '0003-speech-reservations': speechReservations,
  '0004-audio-recordings': audioRecordings,
  '0005-subscription-ledger': subscriptionLedger,
  '0006-enum-checks': enumChecks,
  '0007-speech-search': speechSearch,
  '0008-daily-rally': dailyRally,
  '0009-push': push,
  '0010-settings-enum-checks': settingsEnumChecks,
  '0011-audio-chunk-text': audioChunkText,
  '0012-crisis-care': crisisCare,
  '0013-speech-reports': speechReports,
  '0014-daily-rally-due': dailyRallyDue,
  '0015-speech-shares': speechShares,
  '0016-music-bed': musicBed,
  '0017-revoked-share-tokens': revokedShareTokens,
  '0018-speech-paragraph-plan': speechParagraphPlan,
  '0019-daily-rally-settings-index': dailyRallySettingsIndex,
};
