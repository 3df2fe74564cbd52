/** 001 §4, §9: 'WYPRZEDANE' when sold >= pool, else `sold/pool`. */
export function ticketCounterLabel(sold: number, pool: number): string {
  return sold >= pool ? 'WYPRZEDANE' : `${String(sold)}/${String(pool)}`;
}
