import { describe, expect, it } from 'vitest';
import { CRISIS_REGIONS, crisisCareMessage, crisisRegion, primaryConcern } from './crisis-care.ts';
import { screenForCrisis, screenTextsForCrisis } from './crisis-screen/screen.ts';
import {
  WRITER_CARE_RULES,
  buildOutlinePrompt,
  buildSectionPrompt,
  buildSpeechBrief,
  buildSpeechPrompt,
} from './speech-brief.ts';

describe('crisisRegion', () => {
  it.each([
    ['Australia/Sydney', null, 'AU'],
    ['Australia/Perth', 'en-GB', 'AU'],
    ['Pacific/Auckland', null, 'NZ'],
    ['America/New_York', null, 'US'],
    ['America/Los_Angeles', 'fr-FR', 'US'],
    ['Pacific/Honolulu', null, 'US'],
    ['America/Indiana/Indianapolis', null, 'US'],
    ['America/Toronto', null, 'CA'],
    ['America/Vancouver', 'en-US', 'CA'],
    ['America/St_Johns', null, 'CA'],
    ['Europe/London', null, 'GB'],
    ['Europe/Dublin', null, 'IE'],
    // America/* is not all the United States: Mexico City and São Paulo get the directory.
    ['America/Mexico_City', 'en-US', null],
    ['America/Sao_Paulo', null, null],
    ['America/Bogota', 'en-US', null],
    ['Europe/Paris', 'en-GB', null],
    ['Asia/Tokyo', null, null],
    // A zone that places nobody: the locale decides.
    ['UTC', 'en-AU', 'AU'],
    ['Etc/GMT+5', 'en-CA', 'CA'],
    ['UTC', 'en-GB', 'GB'],
    ['UTC', 'en', null],
    [null, 'en-NZ', 'NZ'],
    [null, 'en_IE', 'IE'],
    [undefined, undefined, null],
    ['', 'de-DE', null],
  ] as const)('%s with %s → %s', (timeZone, locale, region) => {
    expect(crisisRegion(timeZone, locale)).toBe(region);
  });
});

describe('crisisCareMessage', () => {
  it.each([
    ['AU', 'Lifeline', 'tel:131114', 'sms:0477131114', 'tel:000'],
    ['NZ', 'Need to talk? 1737', 'tel:1737', 'sms:1737', 'tel:111'],
    ['US', '988 Suicide & Crisis Lifeline', 'tel:988', 'sms:988', 'tel:911'],
    ['CA', '988 Suicide Crisis Helpline', 'tel:988', 'sms:988', 'tel:911'],
    ['GB', 'Samaritans', 'tel:116123', null, 'tel:999'],
    ['IE', 'Samaritans', 'tel:116123', null, 'tel:112'],
  ] as const)('%s: %s, %s, text %s, emergency %s', (region, name, call, text, emergency) => {
    const message = crisisCareMessage('self-harm', region);
    expect(message.line?.name).toBe(name);
    expect(message.line?.call.href).toBe(call);
    expect(message.line?.text?.href ?? null).toBe(text);
    expect(message.emergency?.href).toBe(emergency);
    expect(message.directory.url).toBe('https://findahelpline.com');
    expect(message.nextStep).toContain(message.line?.call.display);
  });

  it('elsewhere points to the directory and the local emergency number', () => {
    const message = crisisCareMessage('self-harm', null);
    expect(message.line).toBeNull();
    expect(message.emergency).toBeNull();
    expect(message.nextStep).toContain('findahelpline.com');
    expect(message.emergencyAdvice).toBe(
      'If you are in immediate danger, call your local emergency number.',
    );
  });

  it('answers self-harm in the words of safe messaging: glad, it matters, help now', () => {
    const message = crisisCareMessage('self-harm', 'AU');
    const text = [message.title, ...message.body, message.nextStep].join(' ');
    expect(text).toMatch(/glad you told us/i);
    expect(text).toMatch(/matters/);
    expect(text).toMatch(/available right now/);
    expect(message.mayContinue).toBe(true);
  });

  it.each([...CRISIS_REGIONS, null])('never hypes (%s)', (region) => {
    for (const concern of ['self-harm', 'harm-others'] as const) {
      const message = crisisCareMessage(concern, region);
      const text = [message.title, ...message.body, message.nextStep].join(' ');
      expect(text).not.toMatch(/crush|opportunit|chance|nail|!/i);
      // Short: a few sentences, read at a glance.
      expect(text.split(/[.?]\s/).length).toBeLessThanOrEqual(7);
    }
  });

  it('answers harm to others with no speech and the emergency advice', () => {
    const message = crisisCareMessage('harm-others', 'US');
    expect(message.mayContinue).toBe(false);
    expect(message.body.join(' ')).toContain('won’t write a speech');
    expect(message.nextStep).toBe('If anyone is in immediate danger, call 911.');
    expect(crisisCareMessage('harm-others', null).nextStep).toContain('local emergency number');
  });
});

describe('primaryConcern', () => {
  it.each([
    [[], null],
    [['self-harm'], 'self-harm'],
    [['harm-others'], 'harm-others'],
    [['self-harm', 'harm-others'], 'harm-others'],
  ] as const)('%j → %s', (concerns, concern) => {
    expect(primaryConcern({ concerns: [...concerns] })).toBe(concern);
  });
});

describe('the crisis screen contract', () => {
  it.each([
    ['I have been thinking about ending my life', ['self-harm']],
    ['I want to kill myself', ['self-harm']],
    ["I'm going to hurt him", ['harm-others']],
    ['this deadline is killing me', []],
    ['Nail the product presentation', []],
  ] as const)('%s → %j', (text, concerns) => {
    expect(screenForCrisis(text).concerns).toEqual(concerns);
  });

  it('screens several texts, skipping empty ones', () => {
    expect(
      screenTextsForCrisis([null, 'a calm note', undefined, 'I want to kill myself']).concerns,
    ).toEqual(['self-harm']);
    expect(screenTextsForCrisis([]).concerns).toEqual([]);
  });
});

describe('the model writer’s rules', () => {
  const brief = buildSpeechBrief({
    context: 'Starting chemotherapy next week and I am scared of losing my hair',
    tone: 'energetic',
    voiceStyle: 'warm',
    length: 'long',
  });

  it.each([
    ['a whole speech', buildSpeechPrompt(brief).system],
    ['an outline', buildOutlinePrompt(brief, 3).system],
    ['a section', buildSectionPrompt(brief, ['Opening', 'Middle', 'Close'], 0, 0, 300).system],
  ])(
    'carry safe messaging, register, related goals and no invented facts in %s',
    (_name, system) => {
      for (const rule of WRITER_CARE_RULES) expect(system).toContain(rule);
      expect(system).toMatch(/never describe methods/i);
      expect(system).toMatch(/illness, treatment, loss, grief/);
      expect(system).toMatch(/only when it plainly relates/);
      expect(system).toMatch(/no invented names/);
    },
  );
});
