import type { Metadata } from 'next';
import {
  squadPath,
  teamPath,
  timelineTitle,
  timetablePath,
  type TimetableTab,
} from '@trybuna/domain';
import { translator } from '@/lib/i18n';
import { matchCentrePagePath, type FootballPage, type MatchCentreRoute } from '@/lib/route-params';
import { matchCentreData } from '@/lib/server/football/match-centre';
import { memberPage } from '@/lib/server/football/members';
import { teamPageData } from '@/lib/server/football/teams';
import { timetableData, timetableTitle } from '@/lib/server/football/timetable';
import { club } from '@/lib/server/site';
import { notFoundMetadata, pageMetadata } from './page-head';

/** 001 §2 team page head: the team's name, its hero as the Open Graph image. */
export async function teamMetadata(
  page: (FootballPage & { squadId?: string }) | null,
): Promise<Metadata> {
  const data = page ? await teamPageData(page.variant, page.teamIndex, page.squadId) : null;
  if (!page || !data) return notFoundMetadata('pl');
  const hero = data.squad.image?.variants?.desktopHero?.url;
  return pageMetadata({
    ...page,
    // Another squad of the team (a past season) is a page of its own (001 §2 the team's squads).
    path:
      page.squadId === undefined || data.squad.id === data.current.id
        ? teamPath(page.variant, page.teamIndex)
        : squadPath(page.variant, page.teamIndex, data.squad.id),
    title: data.squad.name ?? data.team.name ?? undefined,
    ...(data.squad.season?.name ? { description: data.squad.season.name } : {}),
    ...(hero ? { image: hero } : {}),
  });
}

/** 001 §2 profile head: '{fullName} - Player Profile' (staff too), the photo as the image. */
export async function memberMetadata(
  route: (FootballPage & { kind: 'player' | 'staff'; slug: string; id: string }) | null,
): Promise<Metadata> {
  if (!route) return notFoundMetadata('pl');
  const found = await memberPage(route.variant, route.teamIndex, route.kind, route.slug, route.id);
  // A redirect is answered by the page; its head is never shown.
  if (found.status !== 'ok') return notFoundMetadata('pl');
  const { member } = found.member;
  const t = translator(route.locale);
  const fullName = [member.first_name, member.last_name].filter(Boolean).join(' ');
  const team = member.squad?.name ?? found.team.name;
  const image = member.image?.variants?.thumb?.url;
  return pageMetadata({
    ...route,
    path: found.path,
    title: t('team.profileTitle', { fullName }),
    ...(team ? { description: `${fullName} · ${team} · ${club.displayName}` } : {}),
    ...(image ? { image } : {}),
    type: 'profile',
  });
}

/** The timetable's head: the tab and team as the title, canonical on the public path. */
export async function timetableMetadata(
  route: (FootballPage & { tab: TimetableTab }) | null,
): Promise<Metadata> {
  const data = route ? await timetableData(route.variant, route.teamIndex, route.tab) : null;
  if (!route || !data) return notFoundMetadata('pl');
  const title = timetableTitle(route.tab, data.team.name);
  return pageMetadata({
    ...route,
    path: timetablePath(route.variant, route.teamIndex, route.tab),
    title,
    description: `${club.displayName}: ${title}`,
  });
}

/** 001 §2 title 'LIVE Coverage - match {homeName} - {awayName} - {parsedDate}'. */
export async function matchCentreMetadata(route: MatchCentreRoute | null): Promise<Metadata> {
  const data = route ? await matchCentreData(route.id) : null;
  if (!route || !data) return notFoundMetadata('pl');
  const { homeName, awayName, parsedDate } = data;
  return pageMetadata({
    variant: route.variant,
    locale: route.locale,
    path: matchCentrePagePath(route),
    title: timelineTitle({ homeName, awayName, parsedDate, newCount: 0, hidden: false }),
    description: translator(route.locale)('matchCentre.subtitle'),
  });
}

/** The desk is for editors: never indexed, never followed, and in no sitemap. */
export async function matchDeskMetadata(route: MatchCentreRoute | null): Promise<Metadata> {
  const t = translator('pl');
  const data = route ? await matchCentreData(route.id) : null;
  const title = data
    ? t('desk.title', { home: data.homeName, away: data.awayName })
    : t('notFound.title');
  return { title, robots: { index: false, follow: false } };
}
