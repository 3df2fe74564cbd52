import type { FastifyInstance } from 'fastify';
import { ApiError, badParameter } from '@trybuna/server';

/**
 * C0 controls (NUL, tab, newline… U+0000–U+001F), DEL and C1 controls (U+007F–U+009F): no
 * parameter of this API needs one, and PostgreSQL text cannot hold NUL at all.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;

/** A bounded preview of a name for an error message (no control characters echoed back). */
const shown = (name: string) => JSON.stringify(name.slice(0, 64));

/**
 * Refuses, before any route runs, a request whose path or query carries a control character
 * (decoded: `%00` counts) or whose query string or path is not valid percent-encoded UTF-8:
 * 400 with a JSON:API error naming the parameter. Applies to every route, the API's, `/health`,
 * `/s/{code}` and `/images/…` alike.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const [path, search] = splitUrl(request.url);
    if (!decodes(path) || !decodes(search.replace(/\+/g, ' '))) {
      done(new ApiError(400, 'The path or query is not valid percent-encoded UTF-8'));
      return;
    }
    if (CONTROL.test(decodeURIComponent(path))) {
      done(new ApiError(400, 'The path holds a control character'));
      return;
    }
    const query = (request.query ?? {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(query)) {
      if (CONTROL.test(key)) {
        done(
          badParameter(
            key.slice(0, 64),
            `The parameter name ${shown(key)} holds a control character`,
          ),
        );
        return;
      }
      const values: unknown[] = Array.isArray(value) ? value : [value];
      if (values.some((v) => typeof v === 'string' && CONTROL.test(v))) {
        done(badParameter(key.slice(0, 64), `${shown(key)} holds a control character`));
        return;
      }
    }
    done();
  });
}

function splitUrl(url: string): [string, string] {
  const at = url.indexOf('?');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
}

/** Whether every `%XX` sequence of `text` decodes (as UTF-8). */
function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}
