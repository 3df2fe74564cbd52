/**
 * 000 §7.5 sharing: the native share's content, the fallbacks when the device has none (social
 * network with a quote, messenger deep link with the app id except on a third-party iOS
 * browser, microblog with 'via'), and how long a share waits for its short link.
 */

/** 000 §3 "Share content". */
export interface ShareContent {
  url: string;
  title: string;
  text: string;
}

export type ShareTarget = 'facebook' | 'messenger' | 'x';

export interface ShareFallback {
  target: ShareTarget;
  href: string;
  /** Web pages open in a new tab; the messenger app link replaces nothing and needs none. */
  newTab: boolean;
}

export interface ShareFallbackOptions {
  userAgent: string;
  /** The club's microblog account, sent as `via` (with or without '@'). */
  via?: string | undefined;
  /** The messenger app id; without it the messenger fallback is not offered. */
  messengerAppId?: string | undefined;
}

/**
 * How long a share waits for its short link (000 §7.5) before it uses the long URL (the spec
 * gives no figure; a share must not hang on a slow service).
 */
export const SHORT_LINK_WAIT_MS = 1500;

/** Chrome, Firefox and Edge on iOS: the messenger deep link does not open from them (000 §7.5). */
export function isThirdPartyIosBrowser(userAgent: string): boolean {
  return /\b(CriOS|FxiOS|EdgiOS)\//.test(userAgent);
}

const query = (params: Record<string, string | undefined>): string =>
  Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

/** The social network's sharer with a quote (000 §7.5). */
export function facebookShareUrl(url: string, quote: string): string {
  return `https://www.facebook.com/sharer/sharer.php?${query({ u: url, quote })}`;
}

/** The messenger deep link carrying the link and the app id (000 §7.5). */
export function messengerShareUrl(url: string, appId: string): string {
  return `fb-messenger://share/?${query({ link: url, app_id: appId })}`;
}

/** The microblog's post intent with the club's account as `via` (000 §7.5). */
export function microblogShareUrl(url: string, text: string, via?: string): string {
  const account = via?.trim().replace(/^@+/, '');
  return `https://x.com/intent/tweet?${query({ url, text, via: account })}`;
}

/** The quote or post text: the share text, else the title. */
function shareText(content: ShareContent): string {
  return content.text.trim() !== '' ? content.text : content.title;
}

/**
 * 000 §7.5 fallbacks when the device has no native share, in order: social network,
 * messenger (not on a third-party iOS browser, and only with an app id), microblog. Copying
 * the link is always offered besides these.
 */
export function shareFallbacks(
  content: ShareContent,
  options: ShareFallbackOptions,
): ShareFallback[] {
  const fallbacks: ShareFallback[] = [
    { target: 'facebook', href: facebookShareUrl(content.url, shareText(content)), newTab: true },
  ];
  const appId = options.messengerAppId?.trim();
  if (appId && !isThirdPartyIosBrowser(options.userAgent)) {
    fallbacks.push({
      target: 'messenger',
      href: messengerShareUrl(content.url, appId),
      newTab: false,
    });
  }
  fallbacks.push({
    target: 'x',
    href: microblogShareUrl(content.url, content.title, options.via),
    newTab: true,
  });
  return fallbacks;
}
