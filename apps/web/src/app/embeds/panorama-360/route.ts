import type { NextRequest } from 'next/server';
import { getImagesByPath } from '@trybuna/api-client';
import { panoramaCsp, panoramaHtml, panoramaImagePath } from '@/lib/server/panorama-page';
import { apiClient, runtimeEnv } from '@/lib/server/site';

export const dynamic = 'force-dynamic';

/**
 * `/embeds/panorama-360?image={path}`: the site's own 360° viewer of one of the API's pictures
 * (the demo's 360 articles frame it). The one page the site lets itself frame: its CSP says
 * `frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN` (next.config.ts); every other page
 * keeps DENY. An image path that is not a plain picture path answers 400; a picture the API
 * does not show anonymously (a draft's, a members-only one) 404. The picture's URL is the
 * API's own (it carries the picture's key: docs/security.md "Pictures").
 */
export async function GET(request: NextRequest): Promise<Response> {
  const image = panoramaImagePath(request.nextUrl.searchParams.get('image'));
  if (!image) return plain(400, 'Bad Request: ?image= must be a picture path');
  const url = await pictureUrl(image);
  if (url === undefined) return plain(503, 'Service Unavailable: the picture cannot be read now');
  if (!url) return plain(404, 'Not Found: no such picture');
  const api = runtimeEnv().urls.api.replace(/\/$/, '');
  return new Response(panoramaHtml(url), {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': panoramaCsp(new URL(api).origin),
      'cache-control': 'public, max-age=3600',
    },
  });
}

/** The picture's URL as the API hands it to anyone; null when it shows none, undefined on failure. */
async function pictureUrl(path: string): Promise<string | null | undefined> {
  try {
    const { data } = await getImagesByPath(apiClient(), path);
    return data[0]?.url ?? null;
  } catch {
    return undefined;
  }
}

function plain(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}
