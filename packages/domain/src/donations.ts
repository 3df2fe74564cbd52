/**
 * 001 §2, §4, §9 donation section: the bank identifiers as a person reads and copies them, and
 * the foundation's figures in the spec's order (charitable programmes, meals delivered,
 * volunteers).
 */

/** The account number without spaces or dashes, upper-case (what a copy puts on the clipboard). */
export function compactAccountNumber(raw: string): string {
  return raw.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * The account number grouped for reading: an IBAN (two letters first) in groups of four; a
 * Polish NRB (26 digits) as 2 + 6 × 4, the way banks print it; anything else as it came.
 */
export function formatAccountNumber(raw: string): string {
  const compact = compactAccountNumber(raw);
  if (/^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(compact)) {
    return compact.replace(/(.{4})(?=.)/g, '$1 ');
  }
  if (/^\d{26}$/.test(compact)) {
    return `${compact.slice(0, 2)} ${compact.slice(2).replace(/(\d{4})(?=\d)/g, '$1 ')}`;
  }
  return raw.trim();
}

/** 001 §2 foundation statistics, in the spec's order. */
export const FOUNDATION_STAT_KEYS = ['programmes', 'meals', 'volunteers'] as const;
export type FoundationStatKey = (typeof FOUNDATION_STAT_KEYS)[number];
