import type * as Stored from '@rally/db';
import { ENUM_CHECKS } from '@rally/db';
import {
  BILLING_CYCLES,
  GOAL_CATEGORIES,
  LANGUAGE_STYLES,
  MOOD_CATEGORIES,
  MUSIC_BEDS,
  PAID_TIERS,
  PREFERRED_LENGTHS,
  PREFERRED_TONES,
  REPETITION_RESPONSES,
  SPEECH_LENGTHS,
  TONES,
  VOICE_PROVIDERS,
  VOICE_STYLES,
} from '@rally/domain';
import type {
  GoalCategory,
  LanguageStyle,
  MoodCategory,
  MusicBed,
  PreferredLength,
  PreferredTone,
  RepetitionResponse,
  SpeechLength,
  Tone,
  VoiceProvider,
  VoiceStyle,
} from '@rally/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';

// The database package imports nothing of ours, so it spells the lists out (migrations 0006, 0010 and 0016,
// and the unions of schema.ts); this file keeps both in step with the domain's.
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
    ['daily_rally_settings', 'tone', TONES],
    ['daily_rally_settings', 'voice_style', VOICE_STYLES],
    ['daily_rally_settings', 'duration', SPEECH_LENGTHS],
    ['user_stats', 'most_used_tone', TONES],
    ['speech_feedback', 'preferred_length', PREFERRED_LENGTHS],
    ['speech_feedback', 'preferred_tone', PREFERRED_TONES],
    ['user_preferences', 'preferred_voice_style', VOICE_STYLES],
    ['user_preferences', 'language_style', LANGUAGE_STYLES],
    ['user_preferences', 'response_to_repetition', REPETITION_RESPONSES],
    ['user_preferences', 'music_bed', MUSIC_BEDS],
  ])('%s.%s takes exactly the domain list', (table, column, domainValues) => {
    const check = ENUM_CHECKS.find((one) => one.table === table && one.column === column);
    expect([...(check?.values ?? [])].sort()).toEqual([...domainValues].sort());
  });

  it('covers every checked column above', () => {
    expect(ENUM_CHECKS).toHaveLength(19);
  });

  it('types the stored columns with the domain unions', () => {
    expectTypeOf<Stored.Tone>().toEqualTypeOf<Tone>();
    expectTypeOf<Stored.VoiceStyle>().toEqualTypeOf<VoiceStyle>();
    expectTypeOf<Stored.SpeechLength>().toEqualTypeOf<SpeechLength>();
    expectTypeOf<Stored.GoalCategory>().toEqualTypeOf<GoalCategory>();
    expectTypeOf<Stored.MoodCategory>().toEqualTypeOf<MoodCategory>();
    expectTypeOf<Stored.VoiceProvider>().toEqualTypeOf<VoiceProvider>();
    expectTypeOf<Stored.PreferredLength>().toEqualTypeOf<PreferredLength>();
    expectTypeOf<Stored.PreferredTone>().toEqualTypeOf<PreferredTone>();
    expectTypeOf<Stored.LanguageStyle>().toEqualTypeOf<LanguageStyle>();
    expectTypeOf<Stored.RepetitionResponse>().toEqualTypeOf<RepetitionResponse>();
    expectTypeOf<Stored.MusicBed>().toEqualTypeOf<MusicBed>();
  });
});
