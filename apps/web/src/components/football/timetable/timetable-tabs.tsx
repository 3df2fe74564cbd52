import Link from 'next/link';
import {
  TIMETABLE_TABS,
  timetablePath,
  type FootballVariant,
  type TimetableTab,
} from '@trybuna/domain';
import styles from './timetable.module.css';

/**
 * 001 §2 timetable tabs (upcoming, played, tables) as links to the team's three pages; the
 * current one has aria-current. Moving between timetable pages keeps the scroll position
 * (`scroll={false}`): only leaving the timetable scrolls to the top.
 */
export function TimetableTabs({
  variant,
  teamIndex,
  tab,
  label,
}: {
  variant: FootballVariant;
  teamIndex: number;
  tab: TimetableTab;
  label: string;
}) {
  return (
    <nav aria-label={label} className={styles.tabs}>
      <ul>
        {TIMETABLE_TABS.map((t) => (
          <li key={t.segment}>
            <Link
              href={timetablePath(variant, teamIndex, t)}
              scroll={false}
              aria-current={t.segment === tab.segment ? 'page' : undefined}
            >
              {t.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
