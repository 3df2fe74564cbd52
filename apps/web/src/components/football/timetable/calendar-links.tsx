import { CalendarPlusIcon, DownloadIcon } from '@/components/icons/content-icons';
import styles from './timetable.module.css';

/**
 * The team's match calendar (beyond the spec): a webcal subscription that calendar apps keep
 * up to date, and the same feed as a file to download.
 */
export function CalendarLinks({
  feedUrl,
  labels,
}: {
  /** The feed's https URL (`{origin}/kalendarz/{team}.ics`). */
  feedUrl: string;
  labels: { heading: string; subscribe: string; download: string; hint: string };
}) {
  const webcal = feedUrl.replace(/^https?:/, 'webcal:');
  return (
    <section className={styles.calendar} aria-labelledby="timetable-calendar">
      <h2 id="timetable-calendar" className={styles.calendarHeading}>
        {labels.heading}
      </h2>
      <p className={styles.calendarHint}>{labels.hint}</p>
      <ul className={styles.calendarLinks}>
        <li>
          <a href={webcal} className={styles.calendarButton}>
            <CalendarPlusIcon size={20} />
            {labels.subscribe}
          </a>
        </li>
        <li>
          <a href={feedUrl} download className={styles.calendarLink}>
            <DownloadIcon size={20} />
            {labels.download}
          </a>
        </li>
      </ul>
    </section>
  );
}
