import { showsErrorDetails } from '@trybuna/domain';
import { z } from 'zod';
import { renderError } from '@/lib/server/render-errors';
import { runtimeEnv } from '@/lib/server/site';

export const dynamic = 'force-dynamic';

/** Next.js digests are decimal string hashes; anything else is refused before the lookup. */
const digestSchema = z.string().regex(/^[0-9A-Za-z_-]{1,64}$/);

const NO_STORE = { 'cache-control': 'no-store' };

function failure(status: 400 | 404, title: string, detail: string): Response {
  return Response.json(
    { errors: [{ status: String(status), title, detail }] },
    { status, headers: NO_STORE },
  );
}

/**
 * 000 §8 error page details of a server render error, by the digest the browser was given:
 * the message and stack where the environment shows them (DEV, TEST), the error-reporting
 * service's event id when reporting is configured. A digest the server holds nothing for
 * (unknown, forgotten, or PROD without reporting) is a 404: the page then shows the status only.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ digest: string }> },
): Promise<Response> {
  const digest = digestSchema.safeParse((await params).digest);
  if (!digest.success) return failure(400, 'Bad Request', 'digest must be a render error digest');
  const record = renderError(digest.data);
  if (!record) return failure(404, 'Not Found', 'no render error is recorded with this digest');
  const shown = showsErrorDetails(runtimeEnv().appEnv);
  return Response.json(
    {
      data: {
        type: 'render-errors',
        id: digest.data,
        attributes: {
          message: shown ? (record.message ?? null) : null,
          stack: shown ? (record.stack ?? null) : null,
          event_id: record.eventId ?? null,
        },
      },
    },
    { headers: NO_STORE },
  );
}
