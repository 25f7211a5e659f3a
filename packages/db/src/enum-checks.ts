import { ENUM_CHECKS as FIRST_ENUM_CHECKS } from './migrations/0006-enum-checks.ts';
import { SETTINGS_ENUM_CHECKS } from './migrations/0010-settings-enum-checks.ts';

/** Every enum-like column's CHECK, as migrations 0006 and 0010 added them. */
export const ENUM_CHECKS = [...FIRST_ENUM_CHECKS, ...SETTINGS_ENUM_CHECKS] as const;
