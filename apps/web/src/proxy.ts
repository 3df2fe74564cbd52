import { NextResponse, type NextRequest } from 'next/server';
import { club } from '@trybuna/config';
import { loadEnv } from '@trybuna/config/env';
import { localeForPath, MENU_REDIRECTS } from '@trybuna/domain';
import { appPath } from './lib/app-path';
import { contentSecurityPolicy } from './lib/csp';
import { variantForHost } from './lib/variant';

const env = loadEnv();
const csp = contentSecurityPolicy({
  api: env.urls.api,
  sso: env.urls.sso,
  probe: env.connectivityProbeUrl ?? club.urls.connectivityProbe,
  origins: Object.values(env.origins),
  dev: process.env.NODE_ENV !== 'production',
});

/**
 * One build, four apps (ARCHITECTURE.md "App variants"): the request's host picks the variant
 * and the path its language (000 §9: en-US under /en). The page tree lives under
 * `/{variant}/{locale}/…`, so every variant's pages are cached separately. Second readings of
 * the menus (000 §2.8) redirect to the route we chose.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  const redirect = MENU_REDIRECTS[pathname];
  if (redirect) return NextResponse.redirect(new URL(redirect, request.url), 308);

  const variant = variantForHost(request.headers.get('host') ?? '', env.origins);
  const english = localeForPath(pathname) === 'en-US';
  const rest = english ? pathname.slice(3) : pathname;
  // The rewrite must stay on the origin Next.js itself listens on (`next start --hostname`);
  // any other origin is proxied over HTTP instead of served in place. Next.js records that
  // origin in __NEXT_PRIVATE_ORIGIN; `request.url` always says localhost (docs/web.md).
  const target = `/${variant}/${english ? 'en' : 'pl'}${appPath(variant, english, rest)}`;
  const base = process.env.__NEXT_PRIVATE_ORIGIN ?? request.url;
  const response = NextResponse.rewrite(new URL(`${target}${request.nextUrl.search}`, base));
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = {
  matcher: [
    '/((?!_next/|service-worker\\.js|swe-worker|robots\\.txt|sitemap\\.xml|manifest\\.webmanifest|icon|apple-icon|favicon\\.ico|fonts/|embeds/|api/).*)',
  ],
};
