import type { ContactTile } from './schema';

/**
 * Tiles in `contacts_order` order when the module has one; contacts it does not name keep
 * their own order after those it does.
 */
export function orderContacts(
  contacts: readonly ContactTile[],
  order: readonly (string | number)[] | null | undefined,
): ContactTile[] {
  if (!order || order.length === 0) return [...contacts];
  const rank = new Map<string, number>();
  order.forEach((id, position) => {
    const key = String(id);
    if (!rank.has(key)) rank.set(key, position);
  });
  const rankOf = (tile: ContactTile) => rank.get(tile.id) ?? order.length;
  return [...contacts].sort((a, b) => rankOf(a) - rankOf(b));
}
