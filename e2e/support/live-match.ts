import type { APIRequestContext } from '@playwright/test';

/** Puts a match back as the demo had it: pending, 0:0, no timeline, no incidents. */
export async function resetMatch(
  request: APIRequestContext,
  api: string,
  token: string,
  id: string,
) {
  const headers = { 'User-Authorization': token, 'Content-Type': 'application/vnd.api+json' };
  for (const type of ['match_centre_components', 'incidents']) {
    const list = (await (
      await request.get(`${api}/api/v3/${type}?filter[match_id_eq]=${id}&page[size]=50`)
    ).json()) as { data: { id: string }[] };
    for (const entry of list.data) {
      const deleted = await request.delete(`${api}/api/v3/${type}/${entry.id}`, { headers });
      if (!deleted.ok())
        throw new Error(`reset: DELETE ${type}/${entry.id} ${await deleted.text()}`);
    }
  }
  const patched = await request.patch(`${api}/api/v3/matches/${id}`, {
    headers,
    data: {
      data: {
        type: 'matches',
        id,
        attributes: {
          status: 'pending',
          home_squad_score: 0,
          away_squad_score: 0,
          period: null,
          elapsed_seconds: null,
        },
      },
    },
  });
  if (!patched.ok()) throw new Error(`reset: PATCH matches/${id} ${await patched.text()}`);
}
