'use client';

import { lineupRows } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { LineupPlayer, MatchLineups } from '@/lib/match-centre-data';
import styles from './match-lineups.module.css';

function Player({ player }: { player: LineupPlayer }) {
  return (
    <>
      {player.number === null ? null : <span className={styles.number}>{player.number}</span>}
      <span className={styles.name}>{player.name}</span>
    </>
  );
}

/**
 * One side's lineup: the starting eleven on a pitch, in the rows of 001 §3's starting positions
 * (`lineupRows`: forwards at the top, the goalkeeper at the bottom, each row left to right),
 * then the starters without a known position and the substitutes, as lists.
 */
function SideLineup({ team, players }: { team: string; players: readonly LineupPlayer[] }) {
  const t = useTranslations('matchCentre');
  const starters = players.filter((player) => player.starter);
  const substitutes = players.filter((player) => !player.starter);
  const { rows, unplaced } = lineupRows(starters);
  const headingId = useId();
  return (
    <section className={styles.side} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.team}>
        {t('lineupOf', { team })}
      </h3>
      {starters.length > 0 ? (
        <div className={styles.pitch} role="group" aria-label={t('startingEleven', { team })}>
          {rows
            .filter((row) => row.length > 0)
            .map((row) => (
              <ul key={row.map((player) => player.id).join('-')} className={styles.row}>
                {row.map((player) => (
                  <li
                    key={player.id}
                    className={styles.player}
                    data-position={player.position ?? undefined}
                  >
                    <Player player={player} />
                    <span className="visually-hidden">
                      , {t('positionLabel', { position: player.position ?? '' })}
                    </span>
                  </li>
                ))}
              </ul>
            ))}
        </div>
      ) : null}
      {unplaced.length > 0 ? (
        <ul className={styles.list}>
          {unplaced.map((player) => (
            <li key={player.id}>
              <Player player={player} />
            </li>
          ))}
        </ul>
      ) : null}
      {substitutes.length > 0 ? (
        <>
          <h4 className={styles.subtitle}>{t('substitutes')}</h4>
          <ul className={styles.list}>
            {substitutes.map((player) => (
              <li key={player.id}>
                <Player player={player} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** 001 §2 match centre lineups, both sides; nothing while the match has none. */
export function MatchLineupsView({
  lineups,
  homeName,
  awayName,
}: {
  lineups: MatchLineups | null;
  homeName: string;
  awayName: string;
}) {
  const t = useTranslations('matchCentre');
  if (!lineups) return null;
  return (
    <section className={styles.lineups} aria-labelledby="match-lineups">
      <h2 id="match-lineups" className={styles.title}>
        {t('lineups')}
      </h2>
      <div className={styles.sides}>
        <SideLineup team={homeName} players={lineups.home} />
        <SideLineup team={awayName} players={lineups.away} />
      </div>
    </section>
  );
}
