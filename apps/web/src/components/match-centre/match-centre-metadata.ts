import type { Metadata } from 'next';
import { timelineTitle } from '@trybuna/domain';
import { translator } from '@/lib/i18n';
import { matchCentreData } from '@/lib/server/football/match-centre';
import { pageMetadata } from '@/lib/server/route-metadata';
import { matchCentrePagePath, type MatchCentreRoute } from './match-centre-route';

/** 001 §2 title 'LIVE Coverage - match {homeName} - {awayName} - {parsedDate}'. */
export async function matchCentreMetadata(route: MatchCentreRoute | null): Promise<Metadata> {
  const data = route ? await matchCentreData(route.id) : null;
  if (!route || !data) {
    return { title: translator('pl')('notFound.title'), robots: { index: false } };
  }
  const { homeName, awayName, parsedDate } = data;
  return pageMetadata({
    variant: route.variant,
    locale: route.locale,
    path: matchCentrePagePath(route),
    title: timelineTitle({ homeName, awayName, parsedDate, newCount: 0, hidden: false }),
    description: translator(route.locale)('matchCentre.subtitle'),
  });
}
