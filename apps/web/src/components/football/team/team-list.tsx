import Link from 'next/link';
import { teamPath, type FootballVariant } from '@trybuna/domain';
import { translator, type SiteLocale } from '@/lib/i18n';
import styles from './team.module.css';

/** Every team of the variant (001 §2: the academy's `/druzyna` lists the academy teams). */
export function TeamList({
  teams,
  index,
  variant,
  locale,
}: {
  teams: readonly { id: string; name?: string | null }[];
  index: number;
  variant: FootballVariant;
  locale: SiteLocale;
}) {
  const t = translator(locale);
  return (
    <nav aria-labelledby="all-teams" className={styles.teamList}>
      <h2 id="all-teams">{t('team.allTeams')}</h2>
      <ul>
        {teams.map((team, i) => (
          <li key={team.id}>
            <Link href={teamPath(variant, i)} aria-current={i === index ? 'page' : undefined}>
              {team.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
