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
