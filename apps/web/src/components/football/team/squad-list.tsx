import Link from 'next/link';
import type { Squad } from '@trybuna/api-client';
import { squadPath, teamPath, type FootballVariant } from '@trybuna/domain';
import { translator, type SiteLocale } from '@/lib/i18n';
import styles from './team.module.css';

/**
 * 001 §2 "the page shows the team's squads": every squad of the team (the current one first), each a
 * link to its page: the current squad to the team page, another (a past season) to
 * '{team path}/kadra/{id}'. The squad shown is marked `aria-current`. Nothing for a team of one
 * squad.
 */
export function SquadList({
  squads,
  currentSquadId,
  shownSquadId,
  teamIndex,
  variant,
  locale,
}: {
  squads: readonly Pick<Squad, 'id' | 'name' | 'season'>[];
  currentSquadId: string;
  shownSquadId: string;
  teamIndex: number;
  variant: FootballVariant;
  locale: SiteLocale;
}) {
  if (squads.length < 2) return null;
  const t = translator(locale);
  return (
    <nav aria-labelledby="team-squads" className={styles.squadList}>
      <p id="team-squads" className={styles.squadListLabel}>
        {t('team.squads')}
      </p>
      <ul>
        {squads.map((squad) => {
          const label = squad.season?.name ?? squad.name ?? squad.id;
          const current = squad.id === currentSquadId;
          return (
            <li key={squad.id}>
              <Link
                href={
                  current ? teamPath(variant, teamIndex) : squadPath(variant, teamIndex, squad.id)
                }
                aria-current={squad.id === shownSquadId ? 'page' : undefined}
              >
                {current ? t('team.currentSquad', { name: label }) : label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
