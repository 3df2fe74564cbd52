/** 001 §3 league-table zone captions, by the `zone` key a standing row carries. */
export const LEAGUE_ZONES = {
  champions_league_q2: 'Champions League 2nd qualifying round',
  conference_league_q2: 'Conference League 2nd qualifying round',
  europa_league_playoffs: 'Europa League play-offs, round of 16 and round of 8',
  conference_league_playoffs: 'Conference League play-offs',
  relegation: 'Relegation to the 1st League',
  second_team_promotion: 'Second-team promotion',
  second_team_relegation: 'Second-team relegation',
} as const satisfies Readonly<Record<string, string>>;

export type LeagueZone = keyof typeof LEAGUE_ZONES;

const isZone = (zone: string): zone is LeagueZone => Object.hasOwn(LEAGUE_ZONES, zone);

/** The caption of a row's zone; null for no zone or a key the spec does not name. */
export function zoneCaption(zone: string | null | undefined): string | null {
  return zone && isZone(zone) ? LEAGUE_ZONES[zone] : null;
}

/**
 * The legend of a table: each zone that occurs in it once, in the order it first appears in the
 * rows (table order); rows without a zone or with an unknown key add nothing.
 */
export function zonesInTable(
  rows: readonly { zone?: string | null }[],
): { key: LeagueZone; caption: string }[] {
  const seen = new Map<LeagueZone, string>();
  for (const row of rows) {
    const zone = row.zone ?? '';
    if (isZone(zone) && !seen.has(zone)) seen.set(zone, LEAGUE_ZONES[zone]);
  }
  return [...seen].map(([key, caption]) => ({ key, caption }));
}

export type FormResult = 'W' | 'D' | 'L';

/**
 * 001 §3 form marks, oldest first, so the last match played is at the far right. The stored
 * `form` string is already oldest first (packages/db schema: "form lists results oldest first,
 * the last match at the right"), so the order is kept; letters are read case-insensitively and
 * anything other than W, D or L (spaces, commas) is skipped.
 */
export function formResults(form: string | null | undefined): FormResult[] {
  const marks: FormResult[] = [];
  for (const letter of (form ?? '').toUpperCase()) {
    if (letter === 'W' || letter === 'D' || letter === 'L') marks.push(letter);
  }
  return marks;
}

/** The group module's excerpt of a league table (docs/spec-readings.md, 001 §2 'group'). */
export const TABLE_EXCERPT = { top: 3, around: 1, least: 5, whole: 8 } as const;

/**
 * The rows a league table shown as a page module keeps (001 §2: the `group` module's display is
 * not shown): the whole table when it has at most `whole` rows; else the top `top` rows and the
 * club's own rows with `around` rows either side, in table order, and at least the top `least`
 * rows (the club near the top, or no row of the club). The full table is on the timetable's
 * tables tab.
 */
export function tableExcerpt<Row>(rows: readonly Row[], isOwn: (row: Row) => boolean): Row[] {
  const { top, around, least, whole } = TABLE_EXCERPT;
  if (rows.length <= whole) return [...rows];
  const own = rows.flatMap((row, index) => (isOwn(row) ? [index] : []));
  const near = (index: number) => own.some((mine) => Math.abs(index - mine) <= around);
  const shown = rows.filter((_, index) => index < top || near(index)).length;
  // Fewer than `least` rows: the top runs on until there are.
  const first = Math.max(top, top + least - shown);
  return rows.filter((_, index) => index < first || near(index));
}
