import { localeTag, type SiteLocale } from '@/lib/i18n';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export interface EventDate {
  /** The machine-readable value for `<time dateTime>`, or null for free text. */
  iso: string | null;
  text: string;
}

/**
 * The event's date in the page language, in the club's time zone: date and time for an ISO
 * timestamp, the date alone for a bare `yyyy-mm-dd`; text that is not a date is shown as it is.
 */
export function eventDate(value: string, locale: SiteLocale, timeZone: string): EventDate {
  const tag = localeTag(locale);
  if (DATE_ONLY.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(day.getTime())) return { iso: null, text: value };
    const text = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' }).format(day);
    return { iso: value, text };
  }
  const time = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(time.getTime())) {
    return { iso: null, text: value };
  }
  const text = new Intl.DateTimeFormat(tag, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(time);
  return { iso: time.toISOString(), text };
}
