import styles from './statistics.module.css';

export interface Leader {
  id: string;
  name: string;
  value: number;
}

/**
 * A leaders list (top scorers, assists, cards): an ordered list of players and their counts,
 * highest first, or 'Brak pozycji do wyświetlania' when nobody has one.
 */
export function LeadersList({
  title,
  headingId,
  leaders,
  empty,
  format,
  level = 3,
}: {
  title: string;
  /** The heading level in the page's outline (4 under the cards heading). */
  level?: 3 | 4;
  headingId: string;
  leaders: readonly Leader[];
  empty: string;
  format: Intl.NumberFormat;
}) {
  const Heading = level === 4 ? 'h4' : 'h3';
  return (
    <section aria-labelledby={headingId} className={styles.leaders}>
      <Heading id={headingId} className={styles.heading}>
        {title}
      </Heading>
      {leaders.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ol className={styles.leaderList}>
          {leaders.map((leader) => (
            <li key={leader.id}>
              <span className={styles.leaderName}>{leader.name}</span>
              <span className={styles.leaderValue}>{format.format(leader.value)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
