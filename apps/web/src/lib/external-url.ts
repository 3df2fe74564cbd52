import type { ClubConfig } from '@trybuna/config';

/**
 * Resolves a config URL key of the menus and footers (`tickets`, `tennis.join`,
 * `privacy.foundation`, `mediaFiles`) to the URL in `packages/config`, plus an optional suffix.
 * Unknown keys give null, so a typo in a menu shows up as a missing link, not a broken one.
 */
export function externalUrl(urls: ClubConfig['urls'], key: string, suffix = ''): string | null {
  let node: unknown = urls;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return null;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? `${node}${suffix}` : null;
}
