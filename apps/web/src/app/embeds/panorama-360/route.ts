import type { NextRequest } from 'next/server';
import { panoramaCsp, panoramaHtml, panoramaImagePath } from '../../../lib/server/panorama-page';
import { runtimeEnv } from '../../../lib/server/site';

export const dynamic = 'force-dynamic';

/**
 * `/embeds/panorama-360?image={path}`: the site's own 360° viewer of one of the API's pictures
 * (the demo's 360 articles frame it). The one page the site lets itself frame: its CSP says
 * `frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN` (next.config.ts); every other page
 * keeps DENY. An image path that is not a plain picture path answers 400.
 */
export function GET(request: NextRequest): Response {
  const image = panoramaImagePath(request.nextUrl.searchParams.get('image'));
  if (!image) {
    return new Response('Bad Request: ?image= must be a picture path', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const api = runtimeEnv().urls.api.replace(/\/$/, '');
  return new Response(panoramaHtml(`${api}/images/${image}`), {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': panoramaCsp(new URL(api).origin),
      'cache-control': 'public, max-age=3600',
    },
  });
}
