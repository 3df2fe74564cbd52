import { gzipSync } from 'node:zlib';

/**
 * First-load JavaScript of a page (STACK-NOTES: `next build` 16 no longer prints it): every
 * `<script src>` in the page's HTML, fetched and gzipped, summed.
 */
export async function firstLoadJs(
  pageUrl: string,
): Promise<{ scripts: number; gzipKiB: number; rawKiB: number }> {
  const html = await (await fetch(pageUrl)).text();
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map(
    (m) => new URL(m[1] ?? '', pageUrl).href,
  );
  let gzip = 0;
  let raw = 0;
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(src)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return {
    scripts: new Set(sources).size,
    gzipKiB: Math.round(gzip / 102.4) / 10,
    rawKiB: Math.round(raw / 102.4) / 10,
  };
}
