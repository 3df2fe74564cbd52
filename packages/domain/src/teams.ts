import { slugify } from './slug';

const TEAM_SUFFIXES = [
  '',
  '-druga',
  '-trzecia',
  '-czwarta',
  '-piata',
  '-szosta',
  '-siodma',
  '-osma',
  '-dziewiata',
];

/**
 * 001 §2: the team page suffix by the team's index: first team none, then -druga … -dziewiata,
 * then `-{n}` with n the team's number (index + 1). A negative or fractional index is a
 * programming error and throws.
 */
export function teamPathSuffix(index: number): string {
  if (!Number.isInteger(index) || index < 0)
    throw new RangeError(`Bad team index ${String(index)}`);
  return TEAM_SUFFIXES[index] ?? `-${String(index + 1)}`;
}

/** 001 §6 squad member groups, in display order. */
export const SQUAD_GROUPS = ['GOALKEEPER', 'DEFENDER', 'MIDFIELDER', 'STRIKER', 'COACH'] as const;
export type SquadGroup = (typeof SQUAD_GROUPS)[number];

/** 001 §3 player positions. */
export const PLAYER_POSITIONS = ['goalkeeper', 'defender', 'midfielder', 'striker'] as const;

/**
 * 001 §2, §6: a member's group is their position if present, else their role; the four
 * positions map to their groups and anything else (staff, other roles) is COACH.
 */
export function squadGroup(member: { position?: string | null; role?: string | null }): SquadGroup {
  const key = (member.position ?? '') === '' ? (member.role ?? '') : (member.position ?? '');
  switch (key.toLowerCase()) {
    case 'goalkeeper':
      return 'GOALKEEPER';
    case 'defender':
      return 'DEFENDER';
    case 'midfielder':
      return 'MIDFIELDER';
    case 'striker':
      return 'STRIKER';
    default:
      return 'COACH';
  }
}

const POSITION_ORDER: Readonly<Record<string, number>> = {
  goalkeeper: 0,
  defender: 1,
  midfielder: 2,
  striker: 3,
};

/**
 * 001 §2 squad module order: goalkeeper, defender, midfielder, striker (case-insensitive);
 * any other or missing position last. Stable: equal positions keep their given order.
 */
export function sortByPosition<P extends { position?: string | null }>(players: readonly P[]): P[] {
  const rank = (p: P) =>
    POSITION_ORDER[(p.position ?? '').toLowerCase()] ?? PLAYER_POSITIONS.length;
  return players
    .map((player, index) => ({ player, index }))
    .sort((a, b) => rank(a.player) - rank(b.player) || a.index - b.index)
    .map(({ player }) => player);
}

export type FootballVariant = 'soccer' | 'academy';

/** 001 §2 team page: '/pilka-nozna/druzyna{suffix}' on the soccer app, '/druzyna{suffix}' on the academy app. */
export function teamPath(variant: FootballVariant, teamIndex: number): string {
  const path = `/druzyna${teamPathSuffix(teamIndex)}`;
  return variant === 'soccer' ? `/pilka-nozna${path}` : path;
}

/** 001 §2, §5: a member's slug is the slugified 'first_name last_name'. */
export function memberSlug(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string {
  return slugify(`${firstName ?? ''} ${lastName ?? ''}`);
}

/**
 * 001 §2 player card link: '/pilka-nozna' (soccer only), then the team path for the team's
 * index, then the member path '/zawodnik/{slug}/{id}' (staff: '/sztab/{slug}/{id}'). The spec
 * does not show the joined template nor a staff segment; both are readings (spec-readings.md).
 */
export function memberPath(member: {
  variant: FootballVariant;
  teamIndex: number;
  kind: 'player' | 'staff';
  firstName: string | null | undefined;
  lastName: string | null | undefined;
  id: string | number;
}): string {
  const segment = member.kind === 'player' ? 'zawodnik' : 'sztab';
  const slug = encodeURIComponent(memberSlug(member.firstName, member.lastName));
  return `${teamPath(member.variant, member.teamIndex)}/${segment}/${slug}/${encodeURIComponent(String(member.id))}`;
}

/**
 * 001 §2 team selector: the previous and the next team around `index`, wrapping around (the
 * first team's previous is the last team) from three teams on. With exactly two teams, the
 * first and the second, each page offers only the other one (next from the first, previous
 * from the second) instead of two links to the same team. Null both ways with fewer than two
 * teams or an index outside the list.
 */
export function teamSelector(
  teams: readonly { name?: string | null }[],
  index: number,
): {
  previous: { index: number; name: string } | null;
  next: { index: number; name: string } | null;
} {
  const count = teams.length;
  if (count < 2 || !Number.isInteger(index) || index < 0 || index >= count) {
    return { previous: null, next: null };
  }
  const at = (i: number) => ({ index: i, name: teams[i]?.name ?? '' });
  if (count === 2)
    return index === 0 ? { previous: null, next: at(1) } : { previous: at(0), next: null };
  return { previous: at((index - 1 + count) % count), next: at((index + 1) % count) };
}
