import Link from 'next/link';
import { ChevronIcon } from '@/components/icons/stroke-icons';
import { teamPath, teamSelector, type FootballVariant } from '@trybuna/domain';
import { translator, type SiteLocale } from '@/lib/i18n';
import styles from './team.module.css';

/**
 * 001 §2 team selector: links to the previous and the next team of the variant (wrapping
 * around), each label naming its team ('Następna: Rezerwy' on the first team).
 */
export function TeamSelector({
  teams,
  index,
  variant,
  locale,
}: {
  teams: readonly { name?: string | null }[];
  index: number;
  variant: FootballVariant;
  locale: SiteLocale;
}) {
  const t = translator(locale);
  const { previous, next } = teamSelector(teams, index);
  if (!previous && !next) return null;
  return (
    <nav aria-label={t('team.selector')} className={styles.selector}>
      <ul>
        {previous ? (
          <li>
            <Link href={teamPath(variant, previous.index)} rel="prev">
              <ChevronIcon direction="left" size={20} />
              {t('team.previous', { name: previous.name })}
            </Link>
          </li>
        ) : null}
        {next ? (
          <li>
            <Link href={teamPath(variant, next.index)} rel="next">
              {t('team.next', { name: next.name })}
              <ChevronIcon direction="right" size={20} />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
