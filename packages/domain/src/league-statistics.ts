/**
 * Rules of the league tables and statistics views (001 §3) beyond the zone captions and form
 * marks (league-table.ts) and the profile keys and leaders (statistics.ts): which row is the
 * club's own, the team's season figures with their per-match averages, and the competition
 * season's table of figures per club.
 */

const spaced = (value: string | null | undefined): string =>
  (value ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl');

/**
 * Whether a league-table club is the site's own: its name is one of the club's configured names
 * (display name, academy club name…), or one of them followed by a space and more (a reserve
 * side listed as 'KS Sokół Warszawa II'). Case and runs of whitespace do not count; an empty
 * name or configured name never matches.
 */
export function isOwnClubName(
  name: string | null | undefined,
  ownNames: readonly (string | null | undefined)[],
): boolean {
  const club = spaced(name);
  if (club === '') return false;
  return ownNames.some((own) => {
    const mine = spaced(own);
    return mine !== '' && (club === mine || club.startsWith(`${mine} `));
  });
}

type Values = Readonly<Record<string, number | null | undefined>> | null | undefined;

/** 001 §3 per-match averages and the totals each one divides by `matches_played`. */
export const PER_MATCH_AVERAGES: Readonly<Record<string, readonly string[]>> = {
  average_goals_per_match: ['goals'],
  average_shots_per_match: ['shots'],
  average_corners_per_match: ['corners'],
  average_cards_per_match: ['yellow_cards', 'red_cards'],
};

const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const twoDecimals = (value: number): number => Math.round(value * 100) / 100;

/**
 * One team figure (001 §3 keys): the stored value when there is one; a per-match average that
 * is not stored is its total(s) over `matches_played`, to two decimals, when every total and a
 * positive match count are there; otherwise null (the figure is not shown).
 */
export function seasonFigure(values: Values, key: string): number | null {
  const stored = values?.[key];
  if (finite(stored)) return stored;
  const totals = Object.hasOwn(PER_MATCH_AVERAGES, key) ? PER_MATCH_AVERAGES[key] : undefined;
  const matches = values?.matches_played;
  if (!totals || !finite(matches) || matches <= 0) return null;
  let sum = 0;
  for (const total of totals) {
    const value = values?.[total];
    if (!finite(value)) return null;
    sum += value;
  }
  return twoDecimals(sum / matches);
}

/** The figures of `keys` that a team has (stored or derived), in the order of `keys`. */
export function seasonFigures(
  values: Values,
  keys: readonly string[],
): { key: string; value: number }[] {
  return keys.flatMap((key) => {
    const value = seasonFigure(values, key);
    return value === null ? [] : [{ key, value }];
  });
}

/**
 * Columns of the competition season's table of figures (a reading: the spec does not show the
 * statistics modules): matches, goals, then the four per-match averages of 001 §3.
 */
export const SEASON_TABLE_KEYS: readonly string[] = [
  'matches_played',
  'goals',
  'average_goals_per_match',
  'average_shots_per_match',
  'average_corners_per_match',
  'average_cards_per_match',
];

interface ClubStatistic {
  squad_player?: unknown;
  club?: { id?: string | null; name?: string | null } | null;
  squad?: { id?: string | null; name?: string | null; club_name?: string | null } | null;
  values?: Values;
}

const collator = new Intl.Collator('pl');

/** The name a table of figures shows for a team statistic: its club's, else its squad's. */
export function clubFigureName(stat: ClubStatistic): string {
  return stat.club?.name ?? stat.squad?.club_name ?? stat.squad?.name ?? '';
}

const teamKey = (stat: ClubStatistic): string | null => {
  if (stat.squad_player) return null;
  if (stat.club?.id) return `club:${stat.club.id}`;
  return stat.squad?.id ? `squad:${stat.squad.id}` : null;
};

/**
 * The competition season's table of figures: the team statistics (those of a club or a squad;
 * players' rows are left out), one per club or squad (the first one read), by `sortKey`
 * highest first (a missing figure last), ties by name in Polish collation.
 */
export function clubFigureRows<S extends ClubStatistic>(
  stats: readonly S[],
  sortKey = 'goals',
): S[] {
  const seen = new Set<string>();
  const rows = stats.filter((stat) => {
    const key = teamKey(stat);
    if (key === null || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const figure = (stat: S) => seasonFigure(stat.values, sortKey) ?? Number.NEGATIVE_INFINITY;
  return rows.sort(
    (a, b) => figure(b) - figure(a) || collator.compare(clubFigureName(a), clubFigureName(b)),
  );
}

/**
 * Each player's season totals of `keys` over all their statistics rows (one per competition
 * season), as the `{ squad_player, values }` rows `topPlayers` ranks: a key is summed where it
 * is a finite number and left out where no row has it.
 */
export function playerTotals<P extends { statistics?: readonly { values?: Values }[] | null }>(
  players: readonly P[],
  keys: readonly string[],
): { squad_player: P; values: Record<string, number> }[] {
  return players.map((player) => {
    const values: Record<string, number> = {};
    for (const row of player.statistics ?? []) {
      for (const key of keys) {
        const value = row.values?.[key];
        if (finite(value)) values[key] = (values[key] ?? 0) + value;
      }
    }
    return { squad_player: player, values };
  });
}

/**
 * The name a league-table row shows: its squad's name when that is its club's name with more
 * after it (a reserve or youth side: 'Orzeł Kraków II', 'Orzeł Kraków U19'), else the club's
 * name (a first team, or a squad named for its team alone: 'Rezerwy').
 */
export function standingTeamName(row: {
  club?: { name?: string | null } | null;
  squad?: { name?: string | null } | null;
}): string {
  const club = row.club?.name?.trim() ?? '';
  const squad = row.squad?.name?.trim() ?? '';
  if (club === '') return squad;
  return squad.startsWith(`${club} `) ? squad : club;
}
