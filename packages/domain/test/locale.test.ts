import { describe, expect, it } from 'vitest';
import {
  CONTENT_LANGUAGES,
  contentLanguageOf,
  DEFAULT_CONTENT_LANGUAGE,
  localeForPath,
  messagesLocaleFor,
} from '../src/locale';

describe('000 §9 locales by path', () => {
  it.each([
    ['/en', 'en-US'],
    ['/en/', 'en-US'],
    ['/en/sponsoring', 'en-US'],
    ['/en?x=1', 'en-US'],
    ['/enigma', 'pl-PL'],
    ['/', 'pl-PL'],
    ['', 'pl-PL'],
    ['/pl/en', 'pl-PL'],
  ])('%j → %s', (path, locale) => {
    expect(localeForPath(path)).toBe(locale);
  });

  it('de-DE uses the Polish messages', () => {
    expect(messagesLocaleFor('de-DE')).toBe('pl-PL');
    expect(messagesLocaleFor('en-US')).toBe('en-US');
    expect(messagesLocaleFor('xx')).toBe('pl-PL');
  });
});

describe('000 §7.2 Accept-Language (default pl)', () => {
  it('two content languages, Polish by default', () => {
    expect(CONTENT_LANGUAGES).toEqual(['pl', 'en']);
    expect(DEFAULT_CONTENT_LANGUAGE).toBe('pl');
  });

  it.each([
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['  EN-us', 'en'],
    ['pl', 'pl'],
    ['pl-PL,en;q=0.8', 'pl'],
    ['de-DE', 'pl'],
    ['*', 'pl'],
    ['english', 'pl'],
    ['', 'pl'],
    [undefined, 'pl'],
  ])('%j → %s', (header, language) => {
    expect(contentLanguageOf(header)).toBe(language);
  });
});
