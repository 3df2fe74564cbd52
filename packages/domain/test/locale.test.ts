import { describe, expect, it } from 'vitest';
import { localeForPath, messagesLocaleFor } from '../src/locale';

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
