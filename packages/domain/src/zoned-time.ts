/** Wall-clock parts of an instant in a time zone (the club's, from `@trybuna/config`). */
export interface ZonedParts {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  /** 0–23. */
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday (of the zoned calendar date). */
  weekday: number;
}

// One formatter per zone, built on first use: building one costs milliseconds, and pages that
// never show a date should not pay for it.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/**
 * The wall-clock parts of `date` in `timeZone`; null for an invalid date. Intl is used only to
 * shift the instant into the zone: names of days and months come from the domain's own tables,
 * so the output does not depend on the runtime's locale data. An unknown zone throws
 * (RangeError): the club configuration is validated, so that is a programming error.
 */
export function zonedParts(date: Date, timeZone: string): ZonedParts | null {
  if (Number.isNaN(date.getTime())) return null;
  const values: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  const year = values.year ?? 0;
  const month = values.month ?? 1;
  const day = values.day ?? 1;
  return {
    year,
    month,
    day,
    // Some runtimes print midnight as 24 even with h23.
    hour: (values.hour ?? 0) % 24,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/** A date value as a Date: an ISO string is parsed, a Date passes through. */
export function toDate(value: string | Date): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

export const pad2 = (n: number): string => String(n).padStart(2, '0');
