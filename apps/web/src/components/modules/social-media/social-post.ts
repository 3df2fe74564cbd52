import type { SocialNetwork } from './schema';

/** The networks' own names (not translated). */
export const NETWORK_NAMES: Readonly<Record<SocialNetwork, string>> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
};

const HOSTS: readonly (readonly [RegExp, SocialNetwork])[] = [
  [/(^|\.)(facebook\.com|fb\.com|fb\.watch)$/, 'facebook'],
  [/(^|\.)(twitter\.com|x\.com)$/, 'twitter'],
  [/(^|\.)(instagram\.com|instagr\.am)$/, 'instagram'],
];

/** The post's address when it is an http(s) URL; null otherwise (javascript:, garbage). */
export function postUrl(raw: string): URL | null {
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The module's network, else the one the URL's host names, else null. */
export function networkOf(type: SocialNetwork | null | undefined, url: URL): SocialNetwork | null {
  if (type) return type;
  const host = url.hostname.toLowerCase();
  return HOSTS.find(([pattern]) => pattern.test(host))?.[1] ?? null;
}

/** 000 §2.10: a microblog post is known by its id, the last segment of its URL's path. */
export function postId(url: URL): string | null {
  const segment = url.pathname.split('/').filter(Boolean).pop();
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
