import { footballPath, type FootballVariant } from '@trybuna/domain';
import type { SiteLocale } from '@/lib/i18n';

export interface MatchCentreRoute {
  variant: FootballVariant;
  locale: SiteLocale;
  id: string;
}

const MATCH_ID = /^[0-9]{1,12}$/;

/**
 * The App Router params of `/{variant}/{locale}/match-centre/{id}`; null (not found) for what
 * the proxy would not have rewritten here: another variant, English, an id that is not digits.
 */
export function parseMatchCentreParams(params: {
  variant: string;
  locale: string;
  id: string;
}): MatchCentreRoute | null {
  if (params.variant !== 'soccer' && params.variant !== 'academy') return null;
  if (params.locale !== 'pl' || !MATCH_ID.test(params.id)) return null;
  return { variant: params.variant, locale: 'pl', id: params.id };
}

/** The public path of a match centre: the one match cards link to (001 §2). */
export function matchCentrePagePath(route: MatchCentreRoute): string {
  return footballPath(route.variant, { page: 'match-centre', id: route.id });
}
