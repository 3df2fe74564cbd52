import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';

export const dynamic = 'force-dynamic';

/** Ends page preview (draft mode) and goes to the home page. */
export async function GET(): Promise<Response> {
  (await draftMode()).disable();
  redirect('/');
}
