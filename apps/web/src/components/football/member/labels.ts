import { messagesFor, type SiteLocale } from '@/lib/i18n';

type Table = Readonly<Record<string, string>>;

/** A label from a message table, or null when the table has none for the key. */
function lookup(table: Table, key: string | null | undefined): string | null {
  if (!key) return null;
  return Object.hasOwn(table, key) ? (table[key] ?? null) : null;
}

/**
 * The label of a staff role of 001 §3 (or a player's role, e.g. captain). The '{club}_lab' role
 * is the club's name followed by '_lab' (a lab manager): any '…_lab' reads as 'lab'. An unknown
 * role shows as it is, with underscores as spaces.
 */
export function roleLabel(role: string | null | undefined, locale: SiteLocale): string | null {
  if (!role) return null;
  const roles: Table = messagesFor(locale).team.roles;
  const key = role.toLowerCase();
  return (
    lookup(roles, key) ??
    lookup(roles, key.endsWith('_lab') ? 'lab' : null) ??
    role.replace(/_/g, ' ')
  );
}

/** The label of a player's position (001 §3: goalkeeper, defender, midfielder, striker). */
export function positionLabel(
  position: string | null | undefined,
  locale: SiteLocale,
): string | null {
  if (!position) return null;
  return lookup(messagesFor(locale).team.positions, position.toLowerCase()) ?? position;
}

/**
 * What a member card and profile show under the name: a player's position (else their role),
 * a staff member's role.
 */
export function memberFunction(
  member: { position?: string | null; role?: string | null },
  locale: SiteLocale,
): string | null {
  return positionLabel(member.position, locale) ?? roleLabel(member.role, locale);
}

/** 001 §3 nationality codes (es, gb, pl) → the country's name; null for anything else. */
export function countryName(code: string | null | undefined, locale: SiteLocale): string | null {
  return lookup(messagesFor(locale).team.countries, code?.trim().toLowerCase());
}

/** The label of a statistic key of 001 §3 (the key itself when it has none). */
export function statLabel(key: string, locale: SiteLocale): string {
  return lookup(messagesFor(locale).team.stats, key) ?? key.replace(/_/g, ' ');
}
