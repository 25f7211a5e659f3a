import type * as Stored from '@rally/db';
import { ENUM_CHECKS } from '@rally/db';
import {
  BILLING_CYCLES,
  GOAL_CATEGORIES,
  MOOD_CATEGORIES,
  PAID_TIERS,
  SPEECH_LENGTHS,
  TONES,
  VOICE_PROVIDERS,
  VOICE_STYLES,
} from '@rally/domain';
import type {
  GoalCategory,
  MoodCategory,
  SpeechLength,
  Tone,
  VoiceProvider,
  VoiceStyle,
} from '@rally/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';

// The database package imports nothing of ours, so it spells the lists out (migration 0006 and the
// unions of schema.ts); this file keeps both in step with the domain's.
describe('enum-like columns', () => {
  it.each([
    ['speeches', 'tone', TONES],
    ['speeches', 'voice_style', VOICE_STYLES],
    ['speeches', 'duration', SPEECH_LENGTHS],
    ['goals', 'category', GOAL_CATEGORIES],
    ['mood_entries', 'overall_mood', MOOD_CATEGORIES],
    ['speech_audio', 'provider', VOICE_PROVIDERS],
    ['audio_recordings', 'provider', VOICE_PROVIDERS],
    ['billing_subscriptions', 'tier', PAID_TIERS],
    ['billing_subscriptions', 'billing_cycle', BILLING_CYCLES],
  ])('%s.%s takes exactly the domain list', (table, column, domainValues) => {
    const check = ENUM_CHECKS.find((one) => one.table === table && one.column === column);
    expect([...(check?.values ?? [])].sort()).toEqual([...domainValues].sort());
  });

  it('covers every checked column above', () => {
    expect(ENUM_CHECKS).toHaveLength(9);
  });

  it('types the stored columns with the domain unions', () => {
    expectTypeOf<Stored.Tone>().toEqualTypeOf<Tone>();
    expectTypeOf<Stored.VoiceStyle>().toEqualTypeOf<VoiceStyle>();
    expectTypeOf<Stored.SpeechLength>().toEqualTypeOf<SpeechLength>();
    expectTypeOf<Stored.GoalCategory>().toEqualTypeOf<GoalCategory>();
    expectTypeOf<Stored.MoodCategory>().toEqualTypeOf<MoodCategory>();
    expectTypeOf<Stored.VoiceProvider>().toEqualTypeOf<VoiceProvider>();
  });
});
