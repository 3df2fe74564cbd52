/** 000 §9 locales. */
export const LOCALES = ['pl-PL', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];

/** 000 §9: en-US for paths starting with /en (the segment, not '/enigma'), else pl-PL. */
export function localeForPath(path: string): 'pl-PL' | 'en-US' {
  return /^\/en(\/|$|\?|#)/.test(path) ? 'en-US' : 'pl-PL';
}

/** 000 §9: de-DE uses the Polish messages; anything unknown does too. */
export function messagesLocaleFor(locale: string): Locale {
  return locale === 'en-US' ? 'en-US' : 'pl-PL';
}
