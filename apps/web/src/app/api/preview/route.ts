import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { isPreviewSecret, previewRequestSchema } from '@/lib/server/preview';

export const dynamic = 'force-dynamic';

/**
 * 000 §2.1 Page preview: `GET /api/preview?secret=…&type=articles|main_pages|squad_members&id=…`
 * turns on Next.js draft mode for this browser and opens the draft at `/podglad/{type}/{id}`.
 * Without a configured `PREVIEW_SECRET` there is no preview (404); a wrong secret is a 401.
 */
export async function GET(request: Request): Promise<Response> {
  const query = previewRequestSchema.safeParse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  if (!query.success) {
    return Response.json(
      {
        errors: [
          { status: '400', title: 'Bad Request', detail: 'secret, type and id are required' },
        ],
      },
      { status: 400 },
    );
  }
  if (!isPreviewSecret(query.data.secret)) {
    return Response.json(
      { errors: [{ status: '401', title: 'Unauthorized', detail: 'Unauthorized' }] },
      { status: 401 },
    );
  }
  (await draftMode()).enable();
  redirect(`/podglad/${query.data.type}/${query.data.id}`);
}
