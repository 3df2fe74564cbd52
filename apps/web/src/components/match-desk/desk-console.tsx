'use client';

import { deskMinute } from '@trybuna/domain';
import type { ReactNode } from 'react';
import type { MatchCentreInitial } from '@/lib/match-centre-data';
import { useMatchCentre } from '@/components/match-centre/live/use-match-centre';
import { MatchHeader } from '@/components/match-centre/match-header';
import { CardForm } from './card-form';
import { DeskIncidents } from './desk-incidents';
import { DeskStatusLine } from './desk-status';
import { DeskTimeline } from './desk-timeline';
import { GoalForm } from './goal-form';
import { OddsForm } from './odds-form';
import { PeriodPanel } from './period-panel';
import { PostForm } from './post-form';
import { useShownStatistics } from '@/components/match-centre/use-shown-statistics';
import { StatisticsForm } from './statistics-form';
import { SubstitutionForm } from './substitution-form';
import { useDeskWrites } from './use-desk-writes';
import styles from './match-desk.module.css';

export interface DeskConsoleProps {
  matchId: string;
  apiBase: string;
  cableUrl: string;
  initial: MatchCentreInitial;
  renderedAt: number;
  homeName: string;
  awayName: string;
  home: ReactNode;
  away: ReactNode;
}

/**
 * The match desk's controls for a signed-in editor. The desk follows the match over `/cable`
 * like the match centre does (`useMatchCentre`), so what it shows is what fans see, including
 * the changes of other editors.
 */
export function DeskConsole(props: DeskConsoleProps) {
  const { timeline, match, odds, incidents, statistics, loadMore, nextLoad } = useMatchCentre({
    matchId: props.matchId,
    apiBase: props.apiBase,
    cableUrl: props.cableUrl,
    initial: props.initial,
    renderedAt: props.renderedAt,
    live: true,
  });
  const writes = useDeskWrites(props.apiBase, props.matchId);
  const fullStatistics = useShownStatistics(statistics, props.apiBase, props.matchId);
  const teams = { home: props.homeName, away: props.awayName };
  const clockMinute = () => deskMinute(match.live, match.updatedAt, Date.now());
  const score = {
    home: match.live.home_squad_score ?? 0,
    away: match.live.away_squad_score ?? 0,
  };
  const panel = { writes, teams, clockMinute };
  return (
    <>
      <MatchHeader
        match={match}
        renderedAt={props.renderedAt}
        home={props.home}
        away={props.away}
      />
      <DeskStatusLine status={writes.status} />
      <div className={styles.panels}>
        <PeriodPanel match={match.live} teams={teams} writes={writes} />
        <PostForm writes={writes} clockMinute={clockMinute} />
        <GoalForm {...panel} score={score} />
        <CardForm {...panel} />
        <SubstitutionForm {...panel} />
        <OddsForm writes={writes} odds={odds} />
        <StatisticsForm writes={writes} teams={teams} statistics={fullStatistics} />
        <DeskIncidents incidents={incidents} teams={teams} writes={writes} />
        <DeskTimeline
          items={timeline.components}
          // The desk lists the incidents apart: its 'load more' reads older items only.
          hasMore={nextLoad === 'page'}
          onLoadMore={() => {
            void loadMore();
          }}
          writes={writes}
        />
      </div>
    </>
  );
}
