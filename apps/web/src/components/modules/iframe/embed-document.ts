import { nonBlank } from '@/components/modules/strings';

const DEFAULT_HEIGHT = 480;
const MIN_HEIGHT = 120;
const MAX_HEIGHT = 2000;

/** The embed's height in px: its first `height="N"` (px), clamped; else a default. */
export function embedHeight(html: string): number {
  const match = /\sheight\s*=\s*["']?(\d+)(?:px)?["'\s>]/i.exec(html);
  const value = match?.[1] ? Number(match[1]) : NaN;
  if (!Number.isFinite(value) || value <= 0) return DEFAULT_HEIGHT;
  return Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, value));
}

/** The embed's own accessible name: its first `title="…"`, if any. */
export function embedTitle(html: string): string | null {
  const match = /\stitle\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(html);
  return nonBlank(match?.[1] ?? match?.[2]);
}

/**
 * A standalone document around the editor's HTML for a sandboxed frame: no margins, frames
 * full width, and links opening a new tab rather than inside the frame.
 */
export function embedDocument(html: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<base target="_blank">',
    '<style>html,body{margin:0;padding:0;height:100%}iframe{display:block;border:0;max-width:100%}</style>',
    `</head><body>${html}</body></html>`,
  ].join('');
}

/** The site's own embeddable pages: static widgets and the panorama viewer (docs/web.md "Embeds"). */
const OWN_EMBEDS = '/embeds/';

/**
 * When the editor's HTML is nothing but one `<iframe>` of one of the site's own embed pages
 * (`/embeds/…` on one of `ownOrigins`), that page's path and query, to frame directly on the
 * page's own origin: every variant serves `/embeds/`, and those pages allow framing only by
 * their own origin (`frame-ancestors 'self'`), which a frame inside the sandboxed srcdoc (an
 * opaque origin) could never satisfy. Null for anything else.
 */
export function ownEmbedPath(html: string, ownOrigins: readonly string[]): string | null {
  const match =
    /^\s*<iframe\s[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>\s*<\/iframe>\s*$/i.exec(html);
  const raw = match?.[1] ?? match?.[2];
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.replace(/&amp;/g, '&'));
  } catch {
    return null;
  }
  const own = ownOrigins.some((origin) => {
    try {
      return new URL(origin).origin === url.origin;
    } catch {
      return false;
    }
  });
  if (!own || !url.pathname.startsWith(OWN_EMBEDS) || url.pathname.includes('..')) return null;
  return `${url.pathname}${url.search}`;
}
