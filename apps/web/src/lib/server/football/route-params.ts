import type { FootballVariant } from '@trybuna/domain';
import type { SiteLocale } from '@/lib/i18n';

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
const MEMBER_ID = /^\d{1,12}$/;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The variant, language and team index of a football page's params; null (not found) for
 * anything the proxy would not have rewritten here: another variant, English, a malformed index.
 */
export function parseTeamParams(params: FootballParams): FootballPage | null {
  if (params.variant !== 'soccer' && params.variant !== 'academy') return null;
  if (params.locale !== 'pl' || !TEAM_INDEX.test(params.team)) return null;
  return { variant: params.variant, locale: 'pl', teamIndex: Number(params.team) };
}

/** A profile's params: the page plus the member's decoded slug and id; null when malformed. */
export function parseMemberParams(
  params: FootballParams,
): (FootballPage & { slug: string; id: string }) | null {
  const page = parseTeamParams(params);
  const slug = params.slug === undefined ? null : decoded(params.slug);
  if (!page || !slug || !params.id || !MEMBER_ID.test(params.id)) return null;
  return { ...page, slug, id: params.id };
}

const SQUAD_ID = /^\d{1,12}$/;

/** A team's squad page params (001 §2 the team's squads): the page plus the squad id; null when malformed. */
export function parseSquadParams(
  params: FootballParams,
): (FootballPage & { squadId: string }) | null {
  const page = parseTeamParams(params);
  if (!page || params.squad === undefined || !SQUAD_ID.test(params.squad)) return null;
  return { ...page, squadId: params.squad };
}
