import Link from 'next/link';
import { timetablePath, type FootballVariant, type TimetableTab } from '@trybuna/domain';
import styles from './timetable.module.css';

/**
 * Every team of the sub-site (001 §2: each tab exists per team; the academy's for each academy
 * team), each a link to the same tab of that team's timetable; the current team has
 * aria-current.
 */
export function TeamSwitcher({
  variant,
  teams,
  teamIndex,
  tab,
  label,
}: {
  variant: FootballVariant;
  teams: readonly { id: string; name?: string | null }[];
  teamIndex: number;
  tab: TimetableTab;
  label: string;
}) {
  if (teams.length < 2) return null;
  return (
    <nav aria-label={label} className={styles.teams}>
      <ul>
        {teams.map((team, index) => (
          <li key={team.id}>
            <Link
              href={timetablePath(variant, index, tab)}
              scroll={false}
              aria-current={index === teamIndex ? 'page' : undefined}
            >
              {team.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
