import { cache } from 'react';
import { z } from 'zod';
import {
  articleSchema,
  getSquadPlayer,
  getSquadStaffMember,
  isApiError,
  type Article,
  type SquadPlayer,
  type SquadStaffMember,
  type Statistic,
  type Team,
} from '@trybuna/api-client';
import { footballPath, memberPath, type AppVariant, type FootballVariant } from '@trybuna/domain';
import { apiClient } from '@/lib/server/site';
import { clubTeams } from './teams';

export type MemberKind = 'player' | 'staff';

/**
 * A profile's includes: photo, squad, statistics, and the linked articles and products of its
 * sections 'Photos and videos with the player' and 'Products with the player' (001 §2).
 */
const PLAYER_INCLUDES = [
  'image',
  'squad',
  'statistics',
  'articles',
  'articles.image',
  'articles.publication_category',
  'products',
  'products.image',
];

export type Member =
  { kind: 'player'; member: SquadPlayer } | { kind: 'staff'; member: SquadStaffMember };

/** The member's team: the id of their squad's team (`squad.team_id`). */
function teamIdOf(member: SquadPlayer | SquadStaffMember): string | null {
  const teamId = member.squad?.team_id;
  return typeof teamId === 'number' ? String(teamId) : null;
}

/**
 * A player (with their photo, squad and statistics as the anonymous read returns them: the
 * limited set, 001 §6) or a staff member; null when the API does not know the id (or hides it,
 * a draft).
 */
const squadMember = cache(async (kind: MemberKind, id: string): Promise<Member | null> => {
  try {
    if (kind === 'player') {
      const { data } = await getSquadPlayer(apiClient(), id, { include: PLAYER_INCLUDES });
      return { kind, member: data };
    }
    const { data } = await getSquadStaffMember(apiClient(), id, { include: ['image', 'squad'] });
    return { kind, member: data };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
});

/** The team a member's squad belongs to and its index among the variant's teams (001 §2). */
async function memberTeam(
  variant: AppVariant,
  member: SquadPlayer | SquadStaffMember,
): Promise<{ team: Team; index: number } | null> {
  const teamId = teamIdOf(member);
  if (teamId === null) return null;
  const teams = await clubTeams(variant);
  const index = teams.findIndex((team) => team.id === teamId);
  const team = teams[index];
  return team ? { team, index } : null;
}

/**
 * The statistics row a profile shows: a player has one per competition season; the newest (the
 * highest id) is shown (a reading: the spec names no season, docs/spec-readings.md).
 */
function latestStatistic(rows: readonly Statistic[] | undefined): Statistic | null {
  let latest: Statistic | null = null;
  for (const row of rows ?? []) {
    if (!latest || Number(row.id) > Number(latest.id)) latest = row;
  }
  return latest;
}

/** A link of 'Player on social media': its network (facebook, instagram, x…) and an http(s) URL. */
const socialLinkSchema = z.object({
  type: z.string().trim().toLowerCase().min(1).max(40),
  url: z
    .string()
    .trim()
    .regex(/^https?:\/\/\S+$/i)
    .max(2000),
});

/** The three profile sections (API: `social_media`, `articles`, `products` of a squad player). */
const sectionsSchema = z.looseObject({
  social_media: z.array(socialLinkSchema.nullable().catch(null)).nullish().catch(null),
  articles: z.array(z.nullable(articleSchema).catch(null)).nullish().catch(null),
  products: z.array(z.unknown()).nullish().catch(null),
});

export interface MemberSections {
  articles: Article[];
  /** Raw product resources, read by the product card's own schema. */
  products: unknown[];
  socials: { type: string; url: string }[];
}

/**
 * 001 §2 'Photos and videos with the player', 'Products with the player' and 'Player on social
 * media' of a player; anything malformed is left out (each section shows only when it has data).
 */
function memberSections(member: unknown): MemberSections {
  const parsed = sectionsSchema.safeParse(member);
  if (!parsed.success) return { articles: [], products: [], socials: [] };
  const { social_media, articles, products } = parsed.data;
  return {
    articles: (articles ?? []).filter((a): a is Article => a !== null),
    products: products ?? [],
    socials: (social_media ?? []).filter((s): s is { type: string; url: string } => s !== null),
  };
}

export type MemberPage =
  | { status: 'not-found' }
  | { status: 'redirect'; to: string }
  | {
      status: 'ok';
      member: Member;
      team: Team;
      teamIndex: number;
      /** The canonical public path of the profile. */
      path: string;
      statistic: Statistic | null;
      sections: MemberSections;
    };

/**
 * A profile route (001 §2): the member by kind and id; not found when the API does not know
 * them or their team is not one of the variant's; a redirect (permanent) when the path's team
 * or slug is not the member's own (a renamed member, a mistyped slug).
 */
export const memberPage = cache(
  async (
    variant: FootballVariant,
    teamIndex: number,
    kind: MemberKind,
    slug: string,
    id: string,
  ): Promise<MemberPage> => {
    // Primitive arguments: `cache` matches them by value (the page and its metadata share it).
    const route = { page: 'member' as const, teamIndex, kind, slug, id };
    const found = await squadMember(route.kind, route.id);
    if (!found) return { status: 'not-found' };
    const owner = await memberTeam(variant, found.member);
    if (!owner) return { status: 'not-found' };
    const path = memberPath({
      variant,
      teamIndex: owner.index,
      kind: found.kind,
      firstName: found.member.first_name,
      lastName: found.member.last_name,
      id: found.member.id,
    });
    if (footballPath(variant, route) !== path) {
      return { status: 'redirect', to: path };
    }
    const player = found.kind === 'player' ? found.member : null;
    return {
      status: 'ok',
      member: found,
      team: owner.team,
      teamIndex: owner.index,
      path,
      statistic: player ? latestStatistic(player.statistics) : null,
      sections: player ? memberSections(player) : { articles: [], products: [], socials: [] },
    };
  },
);
