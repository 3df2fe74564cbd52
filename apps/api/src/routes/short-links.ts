import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { ApiError, sendErrors } from '@trybuna/server';
import { noParameters, queryFirst } from '../jsonapi/query-schemas';
import type { ZodTypeProvider } from '../plugins/schemas';
import { findShortLink, shortLinkCode } from '../repositories/short-links';

/** Longest link kept (a browser's practical URL limit; keeps the unique index small). */
const SHORT_LINK_MAX_LENGTH = 2048;

/**
 * 000 §7.5 body of the dynamic-link service the site used to call. Only `link` is used: the
 * app ids and the prefix are accepted for compatibility, and the answer is always this API's
 * own `/s/{code}`.
 */
const shortLinkBody = z.object({
  dynamicLinkInfo: z.object({
    link: z.string().min(1, 'link is required'),
    domainUriPrefix: z.string().optional(),
    androidInfo: z.object({ androidPackageName: z.string() }).optional(),
    iosInfo: z.object({ iosBundleId: z.string() }).optional(),
  }),
});

/** `new URL(link).href` when it is an http(s) URL on one of `origins`, otherwise why not. */
export function allowedLink(
  link: string,
  origins: readonly string[],
): { href: string } | { error: string } {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { error: 'link must be an absolute URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { error: 'link must be an http(s) URL' };
  }
  if (url.username !== '' || url.password !== '' || !origins.includes(url.origin)) {
    return { error: 'link must be a page of this site' };
  }
  if (url.href.length > SHORT_LINK_MAX_LENGTH) {
    return { error: `link must be at most ${String(SHORT_LINK_MAX_LENGTH)} characters long` };
  }
  return { href: url.href };
}

/** Origins in the form `URL.origin` gives (no trailing slash, default ports dropped). */
function normaliseOrigins(origins: readonly string[]): string[] {
  const out: string[] = [];
  for (const origin of origins) {
    try {
      out.push(new URL(origin).origin);
    } catch {
      // Not a URL: it can match no link.
    }
  }
  return out;
}

export interface ShortLinkRouteOptions {
  /** Short links one client address may ask for per minute. */
  perMinute: number;
  /** The API's public base URL: short links are `{publicUrl}/s/{code}`. */
  publicUrl: string;
  /** The site's origins: only their pages get short links. */
  allowedOrigins: readonly string[];
}

/** `POST /short_links` (under each API prefix): 201 `{ shortLink }` for a page of the site. */
export const shortLinkRoutes: FastifyPluginCallback<ShortLinkRouteOptions> = (
  app,
  options,
  done,
) => {
  const { database } = app;
  const origins = normaliseOrigins(options.allowedOrigins);
  const base = options.publicUrl.replace(/\/+$/, '');
  app.withTypeProvider<ZodTypeProvider>().post(
    '/short_links',
    {
      config: { rateLimit: { max: options.perMinute, timeWindow: 60_000 } },
      preValidation: queryFirst(noParameters),
      schema: { body: shortLinkBody },
    },
    async (request, reply) => {
      const checked = allowedLink(request.body.dynamicLinkInfo.link, origins);
      if ('error' in checked) {
        return sendErrors(reply, 422, [
          { detail: checked.error, source: { pointer: '/dynamicLinkInfo/link' } },
        ]);
      }
      const code = await shortLinkCode(database, checked.href);
      return reply
        .code(201)
        .type('application/json; charset=utf-8')
        .send({ shortLink: `${base}/s/${code}` });
    },
  );
  done();
};

/** `GET /s/{code}` (at the root, no API key): 302 to the link, 404 for an unknown code. */
export const shortLinkRedirectRoutes: FastifyPluginCallback = (app, _options, done) => {
  const { database } = app;
  const codeParams = z.object({ code: z.string() });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/s/:code', { schema: { params: codeParams } }, async (request, reply) => {
      const link = await findShortLink(database, request.params.code);
      if (link === null) throw new ApiError(404, 'No such short link');
      // A code never changes its link, so browsers and CDNs may keep the answer.
      return reply.header('cache-control', 'public, max-age=3600').redirect(link, 302);
    });
  done();
};
