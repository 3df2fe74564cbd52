import type { APIRequestContext, APIResponse } from '@playwright/test';

/**
 * The link crawl's pieces (e2e/shell/links.spec.ts): the URLs a server-rendered page points at,
 * and Node-side requests to the variant hosts (`*.localhost` resolves only in browsers, so a
 * request goes to the loopback address with the variant's Host header).
 */

/** Attributes that make the browser or a visitor request a URL. */
const URL_ATTRIBUTE = /\s(href|src|poster|srcset|srcSet|imageSrcSet)="([^"]*)"/g;

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/**
 * Every URL the HTML's tags point at (`href`, `src`, `poster`, each candidate of a `srcset`),
 * absolute against `base`, those inside `srcdoc` frames (embeds, advertisements) and the
 * absolute URLs of the structured data included. Other inline scripts (the RSC payload) are
 * left out.
 */
export function linksOf(html: string, base: string): string[] {
  const out: string[] = [];
  const frames: string[] = [];
  // Structured data names pages and pictures too (000 §2.5): its absolute URLs count.
  for (const [, json] of html.matchAll(
    /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi,
  )) {
    for (const [url] of (json ?? '').matchAll(/https?:\/\/[^"\s\\]+/g)) out.push(url);
  }
  const markup = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/\ssrcDoc="([^"]*)"/gi, (_match, inner: string) => {
      frames.push(decodeEntities(inner));
      return '';
    });
  for (const frame of frames) out.push(...linksOf(frame, base));
  for (const [, name, raw] of markup.matchAll(URL_ATTRIBUTE)) {
    const value = decodeEntities(raw ?? '');
    const candidates = /srcset/i.test(name ?? '')
      ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '')
      : [value];
    for (const candidate of candidates) {
      if (!candidate || /^(?:#|mailto:|tel:|javascript:|data:|blob:)/i.test(candidate)) continue;
      try {
        const url = new URL(candidate, base);
        url.hash = '';
        out.push(url.href);
      } catch {
        // Not a URL: nothing to request.
      }
    }
  }
  return out;
}

/**
 * What one request proves about a URL. Resized pictures of one original differ only by their
 * size, crop and filters (validated with a 400, never a 404), so one of them per original
 * shows the picture is there; the render limit (000 §7.6) is not spent on each size.
 */
export function crawlKey(url: string, api: string): string {
  const parsed = new URL(url);
  if (parsed.origin !== new URL(api).origin || !parsed.pathname.startsWith('/images/')) return url;
  // After the picture's key (`/images/{key}/…`, docs/security.md "Pictures"), which stays.
  const [, key = '', rest = ''] = /^\/images\/([^/]+)\/(.*)$/.exec(parsed.pathname) ?? [];
  const original = rest
    .replace(/^\d+x\d+:\d+x\d+\//, '')
    .replace(/^fit-in\/\d+x\d+\//, '')
    .replace(/^filters:[^/]*\//, '');
  return `${parsed.origin}/images/${key}/${original}`;
}

/**
 * GET `url` on the loopback address with the URL's own Host header, following redirects by
 * hand (each hop keeps its own Host); the last answer and its URL.
 */
async function loopbackGet(
  request: APIRequestContext,
  url: string,
  hops = 5,
): Promise<{ response: APIResponse; url: string }> {
  const target = new URL(url);
  const host = target.host;
  target.hostname = '127.0.0.1';
  const response = await request.get(target.href, {
    // A browser's Accept: pictures are asked for in the format pages get (WebP), so those an
    // earlier test's pages rendered are hits, not renders counted against the limit.
    headers: { host, accept: 'text/html,image/avif,image/webp,*/*' },
    maxRedirects: 0,
    failOnStatusCode: false,
  });
  const location = response.headers().location;
  if (hops > 0 && response.status() >= 300 && response.status() < 400 && location) {
    const next = new URL(location, url);
    if (next.hostname === '127.0.0.1' || next.hostname.endsWith('localhost')) {
      await response.dispose();
      return loopbackGet(request, next.href, hops - 1);
    }
  }
  return { response, url };
}

/**
 * The final status of a GET of `url` (the body is not read). A 429 (the API's picture render
 * limit, 60 misses a minute per client) says nothing about the URL: with `retries`, it is asked
 * again after the `Retry-After` the API gives, up to that many times.
 */
export async function statusOf(
  request: APIRequestContext,
  url: string,
  retries = 0,
): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const { response } = await loopbackGet(request, url);
    const status = response.status();
    const retryAfter = Number(response.headers()['retry-after'] ?? 'NaN');
    await response.dispose();
    if (status !== 429 || attempt >= retries || !Number.isFinite(retryAfter)) return status;
    await new Promise((resolve) => setTimeout(resolve, Math.min(retryAfter, 60) * 1000));
  }
}

/** A page's final status, URL and text ('' when the answer is neither HTML nor XML). */
export async function htmlOf(
  request: APIRequestContext,
  url: string,
): Promise<{ status: number; url: string; html: string }> {
  const { response, url: final } = await loopbackGet(request, url);
  const type = response.headers()['content-type'] ?? '';
  const html = /html|xml/.test(type) ? await response.text() : '';
  await response.dispose();
  return { status: response.status(), url: final, html };
}

/** Runs `work` over `items`, `concurrency` at a time. */
export async function eachLimited<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}
