import { SMART_BANNER_COOKIE, YEAR_COOKIE_ATTRIBUTES } from '@trybuna/domain';

/** The cookie banner's choice: `cookie_consent=1` once accepted. */
const CONSENT_COOKIE = 'cookie_consent';

/** The value of cookie `name` in a `document.cookie`-style string, if present. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** How many times the smart banner was closed (000 §4.5); anything unreadable counts as 0. */
export function smartBannerDismissals(cookies: string): number {
  const value = readCookie(cookies, SMART_BANNER_COOKIE);
  if (value === undefined || !/^\d+$/.test(value)) return 0;
  return Number.parseInt(value, 10);
}

/** The `document.cookie` assignment that records one more dismissal (000 §9 attributes). */
export function incrementedSmartBannerCookie(cookies: string): string {
  return `${SMART_BANNER_COOKIE}=${smartBannerDismissals(cookies) + 1}; ${YEAR_COOKIE_ATTRIBUTES}`;
}

/**
 * An inline `<head>` script: marks `<html data-cookie-consent>` when the consent cookie is set,
 * so that the server-rendered cookie banner is hidden before the first paint.
 */
export const CONSENT_SCRIPT = `document.cookie.split(';').some(function(c){return c.trim()==='${CONSENT_COOKIE}=1'})&&document.documentElement.setAttribute('data-cookie-consent','')`;

export function hasCookieConsent(cookies: string): boolean {
  return readCookie(cookies, CONSENT_COOKIE) === '1';
}

/** The `document.cookie` assignment that remembers the consent for a year. */
export function consentCookie(): string {
  return `${CONSENT_COOKIE}=1; ${YEAR_COOKIE_ATTRIBUTES}`;
}
