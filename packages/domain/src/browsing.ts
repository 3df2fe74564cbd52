/** Paths the timetable lives under (001 §2): moves between two of them keep the scroll. */
export const TIMETABLE_PATH = '/pilka-nozna/terminarz';
export const TIMETABLE_HIGHLIGHT = '/pilka-nozna/terminarz/nadchodzace-mecze';

/** The academy's timetable paths (001 §2 `/terminarze-wyniki`, per team `…{suffix}/{tab}`). */
export const ACADEMY_TIMETABLE_PATH = '/terminarze-wyniki';

const isTimetable = (path: string): boolean =>
  path.includes(TIMETABLE_PATH) || path.startsWith(ACADEMY_TIMETABLE_PATH);

/**
 * 000 §4.8: the page scrolls to the top on every path change, except timetable to timetable
 * (the academy's `/terminarze-wyniki…` counts as a timetable too: a reading).
 */
export function shouldScrollToTop(previousPath: string | null, nextPath: string): boolean {
  if (previousPath === null || previousPath === nextPath) return false;
  return !(isTimetable(previousPath) && isTimetable(nextPath));
}

/**
 * 000 §2.4 navigation highlighting: any news URL highlights one of the three news entries
 * (tennis news, football news, or all news); any timetable URL highlights the upcoming
 * matches entry. Other paths highlight themselves. A menu marks one entry: `currentNavEntry`
 * (nav-highlight.ts) prefers an exact or deeper match and falls back to this one.
 */
export function highlightedPath(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? path;
  if (clean.includes(TIMETABLE_PATH)) return TIMETABLE_HIGHLIGHT;
  if (clean.startsWith('/aktualnosci/')) {
    if (clean.startsWith('/aktualnosci/tenis')) return '/aktualnosci/tenis';
    if (clean.startsWith('/aktualnosci/pilkarskie')) return '/aktualnosci/pilkarskie';
    return '/aktualnosci/wszystkie';
  }
  return clean;
}

/**
 * 000 §2.9: a link starting with / or pointing to one of the site's own origins navigates in
 * the app; any other opens a new tab with rel nofollow noopener.
 */
export function isInternalHref(href: string, ownOrigins: readonly string[]): boolean {
  if (href.startsWith('/') && !href.startsWith('//')) return true;
  if (href.startsWith('#')) return true;
  try {
    return ownOrigins.includes(new URL(href).origin);
  } catch {
    return false;
  }
}

/** The smart app banner's dismissal cookie and the rule of 000 §4.5. */
export const SMART_BANNER_COOKIE = 'smart_app_banner';
export const SMART_BANNER_MAX_DISMISSALS = 3;
export const SMART_BANNER_LOADING_MS = 250;

export interface DeviceFlags {
  isAndroid: boolean;
  isIOS: boolean;
  isSafari: boolean;
}

/** 000 §4.5: shown only below 3 dismissals, on Android or iOS, and not in Safari. */
export function shouldShowSmartBanner(dismissals: number, device: DeviceFlags): boolean {
  const count = Number.isFinite(dismissals) ? dismissals : 0;
  return (
    count < SMART_BANNER_MAX_DISMISSALS && (device.isAndroid || device.isIOS) && !device.isSafari
  );
}

/** Device flags of 000 §3 "App state", read from a user agent. */
export function deviceFromUserAgent(userAgent: string): DeviceFlags & { isIE: boolean } {
  const ua = userAgent;
  const isAndroid = /Android/i.test(ua);
  const isIOS = /iPhone|iPad|iPod/i.test(ua);
  const isSafari = /Safari/i.test(ua) && !/Chrome|CriOS|FxiOS|EdgiOS|Android|Chromium/i.test(ua);
  return { isAndroid, isIOS, isSafari, isIE: /MSIE |Trident\//.test(ua) };
}

/** 000 §9, 001 §9: a cookie kept a year (max-age 31536000 s). */
export const YEAR_COOKIE_MAX_AGE_S = 31_536_000;

/** 000 §9, 001 §9 cookie attributes (smart banner, likes, consent, survey): a year, path /, Lax. */
export const YEAR_COOKIE_ATTRIBUTES = `max-age=${String(YEAR_COOKIE_MAX_AGE_S)}; path=/; SameSite=Lax`;

/**
 * 000 §4.10, §9 hero carousel: autoplay every 6000 ms, the slide fading in over 400 ms
 * (infinite, one slide at a time, paused on focus).
 */
export const HERO_AUTOPLAY_MS = 6000;
export const HERO_FADE_MS = 400;

/** 000 §4.6, §9: the online probe runs every 2000 ms. */
export const ONLINE_PROBE_INTERVAL_MS = 2000;

/** 000 §8–§9 toast durations; `null` never hides by itself. */
export const TOAST_DURATIONS = {
  default: 3000,
  linkCopied: 3000,
  linkCopyError: 5000,
  loginPrompt: 5000,
  dataLoadError: 6000,
  newContent: null,
} as const;

/** 000 §8: the error page redirects to the sub-site home after 5 s. */
export const ERROR_REDIRECT_MS = 5000;
