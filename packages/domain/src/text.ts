/** 000 §9: multiline text is split on newlines into paragraphs (blank lines dropped). */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * 000 §9 date masks in the club's time zone: `default` 'yyyy-mm-dd | HH:MM:ss', `date`
 * 'dd.mm.yyyy', `iso` 'yyyy-mm-dd', `time` 'HH:MM:ss'.
 */
export function formatDateMask(
  value: string | Date,
  mask: 'default' | 'date' | 'iso' | 'time',
  timeZone = 'Europe/Warsaw',
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const ymd = `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}`;
  const hms = `${parts.hour ?? pad(0)}:${parts.minute ?? pad(0)}:${parts.second ?? pad(0)}`;
  switch (mask) {
    case 'date':
      return `${parts.day ?? ''}.${parts.month ?? ''}.${parts.year ?? ''}`;
    case 'iso':
      return ymd;
    case 'time':
      return hms;
    default:
      return `${ymd} | ${hms}`;
  }
}
