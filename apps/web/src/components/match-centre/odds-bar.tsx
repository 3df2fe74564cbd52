import { isOddsMovement, oddsText } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import type { OddsEntry } from '@/lib/match-centre-data';
import styles from './match-centre.module.css';

const LABEL_KEYS = { home: 'oddsHome', draw: 'oddsDraw', away: 'oddsAway' } as const;

/**
 * 001 §2 odds for the home team, draw and away team, each marked increased or decreased in
 * words as well as colour and an arrow. Nothing when the match has no odds.
 */
export function OddsBar({ odds }: { odds: readonly OddsEntry[] }) {
  const t = useTranslations('matchCentre');
  if (odds.length === 0) return null;
  return (
    <section aria-labelledby="match-centre-odds">
      <h2 id="match-centre-odds" className="visually-hidden">
        {t('odds')}
      </h2>
      <ul className={styles.odds}>
        {odds.map((odd) => {
          const key = LABEL_KEYS[odd.outcome as keyof typeof LABEL_KEYS];
          const trend = isOddsMovement(odd.status) ? odd.status : null;
          return (
            <li key={odd.outcome} className={styles.odd} data-trend={trend ?? undefined}>
              <span>{t(key)}</span>
              <span className={styles.oddValue}>{oddsText(odd.value)}</span>
              {trend ? (
                <span className={styles.trend}>
                  <span aria-hidden="true">{trend === 'increased' ? '▲ ' : '▼ '}</span>
                  {t(trend)}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
