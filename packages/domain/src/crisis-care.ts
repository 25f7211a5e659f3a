import type { CrisisConcern, CrisisScreen } from './crisis-screen/screen.ts';

/**
 * What Rally says instead of a speech when a crisis screen matched, and to whom it points: the
 * crisis line of the person's region (docs/decisions/crisis-care.md says where each fact was checked).
 */

export const CRISIS_CONCERNS = [
  'self-harm',
  'harm-others',
] as const satisfies readonly CrisisConcern[];

/** Where a screen matched: a speech request, a mood note, the daily talk, a goal's words. */
export const CARE_PLACES = ['generate', 'mood', 'daily', 'goal'] as const;
export type CarePlace = (typeof CARE_PLACES)[number];

/** The answer a screened request gets instead of its usual one (never an error). */
export interface CareNotice {
  concern: CrisisConcern;
  place: CarePlace;
}

/** The daily talk and the reminders rest this long after a match, unless the person resumes them. */
export const CARE_PAUSE_MS = 24 * 60 * 60 * 1000;
/** Screen matches kept per user (only that one happened, never the text); older ones go. */
export const CRISIS_SCREEN_RECORDS_MAX = 100;

/** The concern a care message answers: intent to harm others first, since no speech may follow it. */
export function primaryConcern(screen: CrisisScreen): CrisisConcern | null {
  if (screen.concerns.includes('harm-others')) return 'harm-others';
  return screen.concerns.includes('self-harm') ? 'self-harm' : null;
}

export const CRISIS_REGIONS = ['AU', 'NZ', 'US', 'CA', 'GB', 'IE'] as const;
export type CrisisRegion = (typeof CRISIS_REGIONS)[number];

// The United States' and Canada's own zones (IANA, with their old aliases): America/* also holds
// Mexico City, Bogotá and São Paulo, where 988 does not answer.
const US_ZONES = new Set([
  'America/New_York',
  'America/Detroit',
  'America/Kentucky/Louisville',
  'America/Kentucky/Monticello',
  'America/Louisville',
  'America/Indiana/Indianapolis',
  'America/Indiana/Vincennes',
  'America/Indiana/Winamac',
  'America/Indiana/Marengo',
  'America/Indiana/Petersburg',
  'America/Indiana/Vevay',
  'America/Indiana/Tell_City',
  'America/Indiana/Knox',
  'America/Indianapolis',
  'America/Fort_Wayne',
  'America/Knox_IN',
  'America/Chicago',
  'America/Menominee',
  'America/North_Dakota/Center',
  'America/North_Dakota/New_Salem',
  'America/North_Dakota/Beulah',
  'America/Denver',
  'America/Boise',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Juneau',
  'America/Sitka',
  'America/Metlakatla',
  'America/Yakutat',
  'America/Nome',
  'America/Adak',
  'America/Shiprock',
  'America/Atka',
  'Pacific/Honolulu',
  'Navajo',
]);
const CANADA_ZONES = new Set([
  'America/St_Johns',
  'America/Halifax',
  'America/Glace_Bay',
  'America/Moncton',
  'America/Goose_Bay',
  'America/Toronto',
  'America/Montreal',
  'America/Nipigon',
  'America/Thunder_Bay',
  'America/Iqaluit',
  'America/Pangnirtung',
  'America/Winnipeg',
  'America/Rainy_River',
  'America/Resolute',
  'America/Rankin_Inlet',
  'America/Regina',
  'America/Swift_Current',
  'America/Edmonton',
  'America/Cambridge_Bay',
  'America/Yellowknife',
  'America/Inuvik',
  'America/Creston',
  'America/Dawson_Creek',
  'America/Fort_Nelson',
  'America/Whitehorse',
  'America/Dawson',
  'America/Vancouver',
  'America/Atikokan',
  'America/Coral_Harbour',
  'America/Blanc-Sablon',
]);

function regionOfTimeZone(timeZone: string): CrisisRegion | null {
  if (timeZone.startsWith('Australia/')) return 'AU';
  if (timeZone === 'Pacific/Auckland' || timeZone === 'NZ') return 'NZ';
  if (timeZone === 'Europe/London' || timeZone === 'GB') return 'GB';
  if (timeZone === 'Europe/Dublin' || timeZone === 'Eire') return 'IE';
  if (US_ZONES.has(timeZone) || timeZone.startsWith('US/')) return 'US';
  if (CANADA_ZONES.has(timeZone) || timeZone.startsWith('Canada/')) return 'CA';
  return null;
}

/** A zone that places the person nowhere (UTC, Etc/GMT+5): the locale may say more. */
function isPlaceless(timeZone: string): boolean {
  return timeZone === 'UTC' || timeZone === 'GMT' || timeZone.startsWith('Etc/');
}

const LOCALE_REGIONS: Readonly<Record<string, CrisisRegion>> = {
  AU: 'AU',
  NZ: 'NZ',
  US: 'US',
  CA: 'CA',
  GB: 'GB',
  UK: 'GB',
  IE: 'IE',
};

/**
 * The person's region for the crisis line: from the time zone when it names a place (a zone we
 * know, or any other, which then means "somewhere else"), from the locale's region (en-AU) only
 * when the zone says nothing; null means the directory and the emergency advice.
 */
export function crisisRegion(
  timeZone: string | null | undefined,
  locale: string | null | undefined,
): CrisisRegion | null {
  if (timeZone && !isPlaceless(timeZone)) return regionOfTimeZone(timeZone);
  const localeRegion = locale?.split(/[-_]/)[1]?.toUpperCase();
  return localeRegion ? (LOCALE_REGIONS[localeRegion] ?? null) : null;
}

/** A number to show and the link that dials or texts it (tel:/sms: on phones). */
export interface PhoneAction {
  label: string;
  display: string;
  href: string;
}

export interface CrisisLine {
  name: string;
  call: PhoneAction;
  text: PhoneAction | null;
}

interface RegionHelp {
  line: CrisisLine;
  emergency: PhoneAction;
}

/** A button's words are short enough for a phone: the verb and the number. */
function phone(display: string, scheme: 'tel' | 'sms'): PhoneAction {
  const verb = scheme === 'tel' ? 'Call' : 'Text';
  return { label: `${verb} ${display}`, display, href: `${scheme}:${display.replace(/\s/g, '')}` };
}

const REGION_HELP: Readonly<Record<CrisisRegion, RegionHelp>> = {
  AU: {
    line: {
      name: 'Lifeline',
      call: phone('13 11 14', 'tel'),
      text: phone('0477 13 11 14', 'sms'),
    },
    emergency: phone('000', 'tel'),
  },
  NZ: {
    line: {
      name: 'Need to talk? 1737',
      call: phone('1737', 'tel'),
      text: phone('1737', 'sms'),
    },
    emergency: phone('111', 'tel'),
  },
  US: {
    line: {
      name: '988 Suicide & Crisis Lifeline',
      call: phone('988', 'tel'),
      text: phone('988', 'sms'),
    },
    emergency: phone('911', 'tel'),
  },
  CA: {
    line: {
      name: '988 Suicide Crisis Helpline',
      call: phone('988', 'tel'),
      text: phone('988', 'sms'),
    },
    emergency: phone('911', 'tel'),
  },
  GB: {
    line: { name: 'Samaritans', call: phone('116 123', 'tel'), text: null },
    emergency: phone('999', 'tel'),
  },
  IE: {
    line: { name: 'Samaritans', call: phone('116 123', 'tel'), text: null },
    emergency: phone('112', 'tel'),
  },
};

/** The international directory of crisis lines, for every region and the only one elsewhere. */
export const HELPLINE_DIRECTORY = {
  name: 'Find A Helpline',
  url: 'https://findahelpline.com',
} as const;

export const LOCAL_EMERGENCY_ADVICE =
  'If you are in immediate danger, call your local emergency number.';

/** The care message: short, calm, one clear next step; the same whatever tone or voice was picked. */
export interface CareMessage {
  concern: CrisisConcern;
  region: CrisisRegion | null;
  title: string;
  /** A few short paragraphs, read top to bottom. */
  body: string[];
  /** The one next step, worded for the region. */
  nextStep: string;
  line: CrisisLine | null;
  /** The region's emergency number; null where we do not know it (the advice says "local"). */
  emergency: PhoneAction | null;
  emergencyAdvice: string;
  directory: typeof HELPLINE_DIRECTORY;
  /** Whether "I'm okay, write my speech" is offered: never after words about harming others. */
  mayContinue: boolean;
}

function lineStep(help: RegionHelp | null): string {
  if (!help) {
    return `Find a free, confidential line in your country at ${HELPLINE_DIRECTORY.url.replace('https://', '')}, and reach out to them or to someone you trust.`;
  }
  const { line } = help;
  const listen = 'Someone will listen, day or night, for free.';
  if (line.text?.display === line.call.display) {
    return `Call or text ${line.name} on ${line.call.display}. ${listen}`;
  }
  const text = line.text ? ` or text ${line.text.display}` : '';
  return `Call ${line.name} on ${line.call.display}${text}. ${listen}`;
}

function emergencyAdvice(help: RegionHelp | null, who: 'you' | 'anyone'): string {
  if (!help)
    return who === 'you'
      ? LOCAL_EMERGENCY_ADVICE
      : 'If anyone is in immediate danger, call your local emergency number now.';
  const subject = who === 'you' ? 'you are' : 'anyone is';
  return `If ${subject} in immediate danger, call ${help.emergency.display}.`;
}

export function crisisCareMessage(
  concern: CrisisConcern,
  region: CrisisRegion | null,
): CareMessage {
  const help = region ? REGION_HELP[region] : null;
  const common = {
    concern,
    region,
    line: help?.line ?? null,
    emergency: help?.emergency ?? null,
    directory: HELPLINE_DIRECTORY,
  };
  if (concern === 'harm-others') {
    return {
      ...common,
      title: 'Let’s pause here',
      body: [
        'It sounds like things feel very intense right now. We won’t write a speech for this.',
        'Strong feelings like these can be talked through, and help is available now.',
      ],
      nextStep: emergencyAdvice(help, 'anyone'),
      emergencyAdvice: emergencyAdvice(help, 'anyone'),
      mayContinue: false,
    };
  }
  return {
    ...common,
    title: 'We’re glad you told us',
    body: [
      'What you’re feeling matters, and you don’t have to carry it alone.',
      'Help is available right now. Talking to someone can make this moment easier to get through.',
    ],
    nextStep: lineStep(help),
    emergencyAdvice: emergencyAdvice(help, 'you'),
    mayContinue: true,
  };
}
