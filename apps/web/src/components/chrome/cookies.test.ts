import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_SCRIPT,
  consentCookie,
  hasCookieConsent,
  incrementedSmartBannerCookie,
  readCookie,
  smartBannerDismissals,
} from './cookies';

describe('readCookie', () => {
  it('finds a cookie among others, trimming spaces', () => {
    expect(readCookie('a=1; smart_app_banner=2;  b=x', 'smart_app_banner')).toBe('2');
    expect(readCookie('a=1;b=2', 'b')).toBe('2');
  });

  it('does not match on a name suffix or prefix', () => {
    expect(readCookie('xsmart_app_banner=5; smart_app_banner_old=4', 'smart_app_banner')).toBe(
      undefined,
    );
  });

  it('decodes values and keeps undecodable ones raw', () => {
    expect(readCookie('n=a%20b', 'n')).toBe('a b');
    expect(readCookie('n=%E0%A4%A', 'n')).toBe('%E0%A4%A');
  });

  it('keeps "=" inside values and handles empty input', () => {
    expect(readCookie('token=a=b', 'token')).toBe('a=b');
    expect(readCookie('', 'token')).toBe(undefined);
    expect(readCookie('novalue', 'novalue')).toBe(undefined);
  });
});

describe('smart banner cookie (000 §4.5, §9)', () => {
  it('counts dismissals, 0 when missing or unreadable', () => {
    expect(smartBannerDismissals('')).toBe(0);
    expect(smartBannerDismissals('smart_app_banner=2')).toBe(2);
    expect(smartBannerDismissals('smart_app_banner=abc')).toBe(0);
    expect(smartBannerDismissals('smart_app_banner=-1')).toBe(0);
  });

  it('writes the next count with a year, path / and SameSite=Lax', () => {
    expect(incrementedSmartBannerCookie('')).toBe(
      'smart_app_banner=1; max-age=31536000; path=/; SameSite=Lax',
    );
    expect(incrementedSmartBannerCookie('x=1; smart_app_banner=2')).toBe(
      'smart_app_banner=3; max-age=31536000; path=/; SameSite=Lax',
    );
  });
});

describe('cookie consent', () => {
  it('is given only by cookie_consent=1', () => {
    expect(hasCookieConsent('')).toBe(false);
    expect(hasCookieConsent('cookie_consent=0')).toBe(false);
    expect(hasCookieConsent('a=b; cookie_consent=1')).toBe(true);
  });

  it('is remembered for a year on the whole site', () => {
    expect(consentCookie()).toBe('cookie_consent=1; max-age=31536000; path=/; SameSite=Lax');
  });
});

describe('CONSENT_SCRIPT', () => {
  function marks(cookie: string): boolean {
    const attributes = new Map<string, string>();
    const document = {
      cookie,
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
    };
    runInNewContext(CONSENT_SCRIPT, { document });
    return attributes.has('data-cookie-consent');
  }

  it('marks <html> only when the consent cookie is exactly set', () => {
    expect(marks('a=1; cookie_consent=1')).toBe(true);
    expect(marks('cookie_consent=1')).toBe(true);
    expect(marks('cookie_consent=0; xcookie_consent=1')).toBe(false);
    expect(marks('')).toBe(false);
  });
});
