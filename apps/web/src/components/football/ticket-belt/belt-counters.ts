/* The belt's plain values: shared by the server (slides) and the browser (counter refresh). */

/** A ticket counter as the belt shows it (001 §3: sold and pool; missing reads as 0). */
export interface BeltCounter {
  sold: number;
  pool: number;
}

export interface BeltSide {
  name: string;
  crest: { src: string; width: number; height: number } | null;
}

/** One slide as the belt's island draws it: plain, serialisable values computed on the server. */
export type BeltSlideView =
  | {
      kind: 'match';
      key: string;
      home: BeltSide;
      away: BeltSide;
      /** 001 §9 'NIEDZIELA 2026-11-29, 18:30'. */
      date: string;
      venue: string | null;
      counter: BeltCounter;
    }
  | { kind: 'season'; key: string; name: string; counter: BeltCounter };

/** The key a counter is refreshed by: the resource type and id. */
export const beltKey = (kind: 'match' | 'season', id: string) => `${kind}:${id}`;

const count = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** `ticket_counter` → `{ sold, pool }`. */
export function beltCounter(
  counter: { sold?: number | null; pool?: number | null } | null | undefined,
): BeltCounter {
  return { sold: count(counter?.sold), pool: count(counter?.pool) };
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * The ticket counters in a JSON:API list document (the belt's re-read in the browser, without
 * zod): key → counter for every item with a `ticket_counter` object.
 */
export function readBeltCounters(
  document: unknown,
  kind: 'match' | 'season',
): Map<string, BeltCounter> {
  const counters = new Map<string, BeltCounter>();
  const data = record(document)?.data;
  if (!Array.isArray(data)) return counters;
  for (const item of data as unknown[]) {
    const resource = record(item);
    const counter = record(record(resource?.attributes)?.ticket_counter);
    if (!resource || !counter) continue;
    const id = resource.id;
    if (typeof id !== 'string' && typeof id !== 'number') continue;
    counters.set(
      beltKey(kind, String(id)),
      beltCounter({
        sold: typeof counter.sold === 'number' ? counter.sold : null,
        pool: typeof counter.pool === 'number' ? counter.pool : null,
      }),
    );
  }
  return counters;
}
