/**
 * The `values` of a statistics resource (001 §3: key → number) as the API answers it, checked
 * by hand (no zod in the profile's island); null when the answer has no such record.
 */
export function statisticValues(data: unknown): Record<string, number> | null {
  if (typeof data !== 'object' || data === null) return null;
  const values = (data as { values?: unknown }).values;
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return null;
  const entries = Object.entries(values as Record<string, unknown>).filter(
    (entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1]),
  );
  return Object.fromEntries(entries);
}

/**
 * A player's statistics row read with the fan's token (001 §6: the full set for signed-in
 * users). The API client loads on first use; the token goes as User-Authorization.
 */
export async function fetchFullStatistic(
  apiBase: string,
  statisticId: string,
  token: string,
): Promise<Record<string, number> | null> {
  const { createApiClient } = await import('@trybuna/api-client/client');
  const client = createApiClient({ baseUrl: apiBase });
  const response = await client.get(`statistics/${encodeURIComponent(statisticId)}`, {
    userToken: token,
  });
  return statisticValues(response.data);
}
