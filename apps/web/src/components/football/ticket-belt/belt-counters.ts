/* The belt's plain values: shared by the server (slides) and the browser (counter refresh). */

import { asRecord, primaryList, resourceFields } from '@trybuna/api-client/browser';

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

/**
 * The ticket counters in a JSON:API list document (the belt's re-read in the browser, through
 * the api-client's browser entry without zod): key → counter for every item with a
 * `ticket_counter` object.
 */
export function readBeltCounters(
  document: unknown,
  kind: 'match' | 'season',
): Map<string, BeltCounter> {
  const counters = new Map<string, BeltCounter>();
  for (const item of primaryList(document)) {
    const resource = resourceFields(item);
    const counter = asRecord(resource?.fields.ticket_counter);
    if (!resource || !counter) continue;
    counters.set(
      beltKey(kind, resource.id),
      beltCounter({
        sold: typeof counter.sold === 'number' ? counter.sold : null,
        pool: typeof counter.pool === 'number' ? counter.pool : null,
      }),
    );
  }
  return counters;
}
