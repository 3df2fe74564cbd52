import {
  footballPath,
  TIMETABLE_TABS,
  type AppVariant,
  type FootballVariant,
} from '@trybuna/domain';
import type { TimetableTab } from '@trybuna/domain';
import { isSiteLocale, type SiteLocale } from '@/lib/i18n';
import { isVariant } from '@/lib/variant';

/*
 * The one home of the App Router's params (docs/web.md "Layers"): every page folder under
 * `app/[variant]/[locale]/` reads its params here, so a page, its metadata and its data agree on
 * what a path names. The proxy rewrites public paths to these folders; a param it would never
 * have produced (another variant, English on a Polish-only page, a malformed id) is null: the
 * not-found page.
 */

/** The params of the catch-all and root pages: `/{variant}/{locale}/{...path}`. */
export interface RouteParams {
  variant: string;
  locale: string;
  path?: string[];
}

/** A page of any variant by its public path (with /en for English pages). */
export interface PathRoute {
  variant: AppVariant;
  locale: SiteLocale;
  path: string;
}

/** The route params of `/{variant}/{locale}/…` back to the public path and its variant. */
export function routeFromParams(params: RouteParams): PathRoute {
  const variant = isVariant(params.variant) ? params.variant : 'soccer';
  const locale = isSiteLocale(params.locale) ? params.locale : 'pl';
  const rest = (params.path ?? []).map((s) => decodeURIComponent(s)).join('/');
  const base = locale === 'en' ? '/en' : '';
  const path = rest ? `${base}/${rest}` : base || '/';
  return { variant, locale, path };
}

/** The App Router params of the football folders (`/{variant}/{locale}/team/{team}/…`). */
export interface FootballParams {
  variant: string;
  locale: string;
  team: string;
  /** One of the team's squads (`/team/{team}/squad/{squad}`). */
  squad?: string;
  slug?: string;
  id?: string;
}

export interface FootballPage {
  variant: FootballVariant;
  locale: SiteLocale;
  teamIndex: number;
}

const TEAM_INDEX = /^(?:0|[1-9]\d{0,1})$/;
const NUMERIC_ID = /^\d{1,12}$/;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Football pages are Polish pages of the soccer and academy apps (001 §2). */
function footballVariant(variant: string, locale: string): FootballVariant | null {
  if (variant !== 'soccer' && variant !== 'academy') return null;
  return locale === 'pl' ? variant : null;
}

/**
 * The variant, language and team index of a football page's params; null (not found) for
 * anything the proxy would not have rewritten here: another variant, English, a malformed index.
 */
export function parseTeamParams(params: FootballParams): FootballPage | null {
  const variant = footballVariant(params.variant, params.locale);
  if (!variant || !TEAM_INDEX.test(params.team)) return null;
  return { variant, locale: 'pl', teamIndex: Number(params.team) };
}

/** A profile's params: the page plus the member's decoded slug and id; null when malformed. */
export function parseMemberParams(
  params: FootballParams,
): (FootballPage & { slug: string; id: string }) | null {
  const page = parseTeamParams(params);
  const slug = params.slug === undefined ? null : decoded(params.slug);
  if (!page || !slug || !params.id || !NUMERIC_ID.test(params.id)) return null;
  return { ...page, slug, id: params.id };
}

/** A team's squad page params (001 §2 the team's squads): the page plus the squad id; null when malformed. */
export function parseSquadParams(
  params: FootballParams,
): (FootballPage & { squadId: string }) | null {
  const page = parseTeamParams(params);
  if (!page || params.squad === undefined || !NUMERIC_ID.test(params.squad)) return null;
  return { ...page, squadId: params.squad };
}

/** The route of `/{variant}/{locale}/timetable/{team}/{tab}`; null for anything not served. */
export function timetableRoute(
  params: FootballParams & { tab: string },
): (FootballPage & { tab: TimetableTab }) | null {
  const page = parseTeamParams(params);
  const tab = TIMETABLE_TABS.find((t) => t.segment === params.tab);
  return page && tab ? { ...page, tab } : null;
}

export interface MatchCentreRoute {
  variant: FootballVariant;
  locale: SiteLocale;
  id: string;
}

/**
 * The App Router params of `/{variant}/{locale}/match-centre/{id}` and of the desk's
 * `/{variant}/{locale}/desk/{id}`; null (not found) for what the proxy would not have rewritten
 * here: another variant, English, an id that is not digits.
 */
export function parseMatchCentreParams(params: {
  variant: string;
  locale: string;
  id: string;
}): MatchCentreRoute | null {
  const variant = footballVariant(params.variant, params.locale);
  if (!variant || !NUMERIC_ID.test(params.id)) return null;
  return { variant, locale: 'pl', id: params.id };
}

/** The public path of a match centre: the one match cards link to (001 §2). */
export function matchCentrePagePath(route: MatchCentreRoute): string {
  return footballPath(route.variant, { page: 'match-centre', id: route.id });
}

/** The desk's public path (`/redakcja/centrum-meczowe/{id}`). */
export function deskPagePath(route: MatchCentreRoute): string {
  return footballPath(route.variant, { page: 'desk', id: route.id });
}

/** A squad slug a feed path (`/kalendarz/{slug}.ics`) can carry. */
export const CALENDAR_FEED_SLUG = /^[a-z0-9][-a-z0-9]*$/;

/** The params of `/{variant}/{locale}/calendar/{team}` (`{slug}.ics`); null when not served. */
export function parseCalendarParams(params: {
  variant: string;
  locale: string;
  team: string;
}): { variant: FootballVariant; slug: string } | null {
  const variant = footballVariant(params.variant, params.locale);
  const slug = params.team.replace(/\.ics$/, '');
  return variant && CALENDAR_FEED_SLUG.test(slug) ? { variant, slug } : null;
}
