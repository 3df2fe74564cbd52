'use client';

import { newComponentsCount, timelineTitle } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { IncidentsSummary } from './incidents-summary';
import { MatchHeader } from './match-header';
import { MatchLineupsView } from './match-lineups';
import { MatchStatistics } from './match-statistics';
import { MatchTabs } from './match-tabs';
import { OddsBar } from './odds-bar';
import { TimelineList } from './timeline-list';
import { useShownStatistics } from './use-shown-statistics';
import type { MatchCentreInitial } from '@/lib/match-centre-data';
import { useMatchCentre } from './live/use-match-centre';

export interface MatchCentreLiveProps {
  matchId: string;
  /** The content API as the browser reaches it (`…/api/v3`). */
  apiBase: string;
  /** The live channel (`ws(s)://{api}/cable`). */
  cableUrl: string;
  /** The public path of the page (share links, 'Go to full coverage'). */
  pagePath: string;
  /** The page's absolute URL: an item's share dialog shares it plus `?event={id}` (001 §2). */
  pageUrl: string;
  /** The club's share settings (`clubShare`: the microblog `via`, the messenger app id). */
  share: { via?: string; messengerAppId?: string };
  homeName: string;
  awayName: string;
  parsedDate: string;
  /** What the layout's title template adds after the page's title (' | {club}'). */
  titleSuffix: string;
  initial: MatchCentreInitial;
  renderedAt: number;
  /** 001 §2 hide list: the 'match centre without content' variant. */
  withoutContent: boolean;
  /** Crest and name of each side (server HTML). */
  home: ReactNode;
  away: ReactNode;
  /** Date and time, venue and competition (server HTML). */
  details?: ReactNode;
}

/**
 * 001 §2 match centre, the live part: header, odds, the tabs with the timeline and the
 * incidents, kept live over `/cable`; while the tab is hidden the document title counts the
 * items not seen yet ('({n}) LIVE Coverage - match …').
 */
export function MatchCentreLive(props: MatchCentreLiveProps) {
  const t = useTranslations('matchCentre');
  const { timeline, match, odds, incidents, statistics, lineups, hidden, loadMore, nextLoad } =
    useMatchCentre({
      matchId: props.matchId,
      apiBase: props.apiBase,
      cableUrl: props.cableUrl,
      initial: props.initial,
      renderedAt: props.renderedAt,
      live: !props.withoutContent,
    });

  const shownStatistics = useShownStatistics(statistics, props.apiBase, props.matchId);
  const count = newComponentsCount(timeline);
  const { homeName, awayName, parsedDate, titleSuffix } = props;
  useEffect(() => {
    const title = timelineTitle({ homeName, awayName, parsedDate, newCount: count, hidden });
    document.title = `${title}${titleSuffix}`;
  }, [homeName, awayName, parsedDate, titleSuffix, count, hidden]);

  return (
    <>
      <MatchHeader
        match={match}
        renderedAt={props.renderedAt}
        home={props.home}
        away={props.away}
        details={props.details}
      />
      {props.withoutContent ? (
        <p>{t('withoutContent')}</p>
      ) : (
        <>
          <OddsBar odds={odds} />
          <MatchTabs
            timeline={
              <TimelineList
                timeline={timeline}
                pagePath={props.pagePath}
                apiBase={props.apiBase}
                share={{
                  ...props.share,
                  pageUrl: props.pageUrl,
                  title: `${props.homeName} - ${props.awayName}`,
                  apiBaseUrl: props.apiBase,
                }}
                incidents={incidents}
                nextLoad={nextLoad}
                onLoadMore={() => {
                  void loadMore();
                }}
              />
            }
            statistics={
              <>
                <MatchStatistics
                  statistics={shownStatistics}
                  homeName={props.homeName}
                  awayName={props.awayName}
                />
                <MatchLineupsView
                  lineups={lineups}
                  homeName={props.homeName}
                  awayName={props.awayName}
                />
                <section aria-labelledby="match-centre-incidents">
                  <h2 id="match-centre-incidents" className="visually-hidden">
                    {t('incidents')}
                  </h2>
                  <IncidentsSummary incidents={incidents} apiBase={props.apiBase} />
                </section>
              </>
            }
          />
        </>
      )}
    </>
  );
}
