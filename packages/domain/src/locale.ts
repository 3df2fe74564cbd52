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

/** 000 §7.2: the API's content languages, chosen by `Accept-Language`. */
export const CONTENT_LANGUAGES = ['pl', 'en'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** 000 §7.2: `Accept-Language` defaults to pl (the site sends it on articles and pages). */
export const DEFAULT_CONTENT_LANGUAGE: ContentLanguage = 'pl';

/**
 * 000 §7.2: the content language an `Accept-Language` header asks for: English when its first
 * preference is en (`en`, `en-GB`, `EN;q=0.9`…); otherwise, and without a header, Polish.
 */
export function contentLanguageOf(header: string | null | undefined): ContentLanguage {
  return /^\s*en\b/i.test(header ?? '') ? 'en' : DEFAULT_CONTENT_LANGUAGE;
}
