import { ENUM_CHECKS as FIRST_ENUM_CHECKS } from './migrations/0006-enum-checks.ts';
import { SETTINGS_ENUM_CHECKS } from './migrations/0010-settings-enum-checks.ts';
import { MUSIC_BED_CHECK } from './migrations/0016-music-bed.ts';

/** Every enum-like column's CHECK, as migrations 0006, 0010 and 0016 added them. */
export const ENUM_CHECKS = [
  ...FIRST_ENUM_CHECKS,
  ...SETTINGS_ENUM_CHECKS,
  MUSIC_BED_CHECK,
] as const;
