import { pad2, toDate, zonedParts } from './zoned-time';

/** 000 §9: multiline text is split on newlines into paragraphs (blank lines dropped). */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/**
 * 000 §9 date masks in the club's time zone (`club.timeZone`, passed by the caller): `default`
 * 'yyyy-mm-dd | HH:MM:ss', `date` 'dd.mm.yyyy', `iso` 'yyyy-mm-dd', `time` 'HH:MM:ss'. An
 * invalid date gives ''.
 */
export function formatDateMask(
  value: string | Date,
  mask: 'default' | 'date' | 'iso' | 'time',
  timeZone: string,
): string {
  const p = zonedParts(toDate(value), timeZone);
  if (!p) return '';
  const ymd = `${String(p.year)}-${pad2(p.month)}-${pad2(p.day)}`;
  const hms = `${pad2(p.hour)}:${pad2(p.minute)}:${pad2(p.second)}`;
  switch (mask) {
    case 'date':
      return `${pad2(p.day)}.${pad2(p.month)}.${String(p.year)}`;
    case 'iso':
      return ymd;
    case 'time':
      return hms;
    default:
      return `${ymd} | ${hms}`;
  }
}
