import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { club } from '@trybuna/config';
import { LINEUP_POSITIONS, lineupRows } from '@trybuna/domain';
import type { Database } from '../../src/connection';
import { seedDemo } from '../../src/seed';
import { demoImagesDir, testDatabase } from '../../src/testing';

interface LineupRow {
  match_id: number;
  side: string;
  player_name: string;
  shirt_number: number | null;
  position: string | null;
  starter: boolean;
  sort_order: number;
  squad_player_id: number | null;
  /** The linked squad player's role (goalkeeper, defender…), when linked. */
  role: string | null;
}

let database: Database;
let imagesDir: string;
let lineups: LineupRow[];

beforeAll(async () => {
  imagesDir = await demoImagesDir('trybuna-seed-lineups-');
  database = await testDatabase();
  await database.migrate();
  await seedDemo(database, {
    club,
    origins: {
      soccer: 'http://localhost:3000',
      academy: 'http://akademia.localhost:3000',
      athletics: 'http://athletics.localhost:3000',
      business: 'http://biznes.localhost:3000',
    },
    imagesDir,
    now: new Date('2026-11-22T12:00:00Z'),
  });
  lineups = await database.query<LineupRow>(sql`
    select l.match_id, l.side, l.player_name, l.shirt_number, l.position, l.starter,
      l.sort_order, l.squad_player_id, p.position as role
    from match_lineup_players l left join squad_players p on p.id = l.squad_player_id
    order by l.match_id, l.side, l.sort_order, l.id`);
}, 120_000);

afterAll(async () => {
  await database.close();
  await rm(imagesDir, { recursive: true, force: true });
});

const liveMatch = async () =>
  (await database.query<{ id: number }>(sql`select id from matches where status = 'live'`))[0]
    ?.id ?? -1;

const sideOf = (matchId: number, side: string) =>
  lineups.filter((row) => row.match_id === matchId && row.side === side);

/** The checks every seeded side passes: 11 placed starters, 7 substitutes, one order. */
function expectLineup(rows: LineupRow[]): void {
  const starters = rows.filter((row) => row.starter);
  const substitutes = rows.filter((row) => !row.starter);
  expect(starters).toHaveLength(11);
  expect(substitutes).toHaveLength(7);
  const positions = starters.map((row) => row.position);
  for (const position of positions) {
    expect(LINEUP_POSITIONS as readonly (string | null)[]).toContain(position);
  }
  expect(new Set(positions).size).toBe(11);
  expect(positions.filter((p) => p === 'GK')).toHaveLength(1);
  // The page's layout places every starter (none left apart) in a goalkeeper row of one.
  const { rows: pitch, unplaced } = lineupRows(starters);
  expect(unplaced).toEqual([]);
  expect(pitch[5]).toHaveLength(1);
  for (const row of substitutes) expect(row.position).toBeNull();
  // Starters first; sort_order counts 0–17 within the side.
  expect(rows.map((row) => row.sort_order)).toEqual(Array.from({ length: 18 }, (_, i) => i));
  expect(rows.slice(0, 11).every((row) => row.starter)).toBe(true);
  for (const row of rows) expect(row.player_name.trim()).not.toBe('');
  expect(new Set(rows.map((row) => row.player_name)).size).toBe(18);
  const numbers = rows.map((row) => row.shirt_number).filter((n) => n !== null);
  expect(new Set(numbers).size).toBe(numbers.length);
}

describe('match lineups demo (issue 16 item 5)', () => {
  it('the live match: both sides, 11 starters on distinct positions (one GK), 7 substitutes', async () => {
    const live = await liveMatch();
    for (const side of ['home', 'away']) expectLineup(sideOf(live, side));
    // The example formations: home 4-4-2, away 4-2-3-1.
    expect(
      sideOf(live, 'home')
        .filter((row) => row.starter)
        .map((row) => row.position),
    ).toEqual(['GK', 'DL', 'DLC', 'DRC', 'DR', 'ML', 'MLC', 'MRC', 'MR', 'FLC', 'FRC']);
    expect(
      sideOf(live, 'away')
        .filter((row) => row.starter)
        .map((row) => row.position),
    ).toEqual(['GK', 'DL', 'DLC', 'DRC', 'DR', 'DMLC', 'DMRC', 'AML', 'AMC', 'AMR', 'FC']);
  });

  it('the matches with statistics have lineups, and only they (not 1757)', async () => {
    const withStatistics = await database.query<{ match_id: number }>(
      sql`select distinct match_id from match_statistics order by match_id`,
    );
    const withLineups = [...new Set(lineups.map((row) => row.match_id))];
    expect(withLineups).toEqual(withStatistics.map((row) => row.match_id));
    expect(withLineups).not.toContain(1757);
    for (const matchId of withLineups) {
      for (const side of ['home', 'away']) expectLineup(sideOf(matchId, side));
    }
  });

  it("the club's side names its squad players by role; the other club's are made up", async () => {
    const sides = await database.query<{ match_id: number; side: string; own: boolean }>(sql`
      select m.id as match_id, s.side,
        exists (select 1 from squad_players p where p.squad_id =
          case s.side when 'home' then m.home_squad_id else m.away_squad_id end) as own
      from matches m cross join (values ('home'), ('away')) as s (side)
      where m.id in (select match_id from match_lineup_players)`);
    expect(sides.some((s) => s.own)).toBe(true);
    expect(sides.some((s) => !s.own)).toBe(true);
    const players = await database.query<{
      id: number;
      name: string;
      number: number | null;
    }>(sql`select id, first_name || ' ' || last_name as name, number from squad_players`);
    for (const { match_id, side, own } of sides) {
      const rows = sideOf(match_id, side);
      if (!own) {
        expect(rows.every((row) => row.squad_player_id === null)).toBe(true);
        continue;
      }
      expect(rows.every((row) => row.squad_player_id !== null)).toBe(true);
      for (const row of rows) {
        const player = players.find((p) => p.id === row.squad_player_id);
        expect(player).toMatchObject({ name: row.player_name, number: row.shirt_number });
      }
      const roleOf = (position: string) =>
        position === 'GK'
          ? 'goalkeeper'
          : /^(DM|AM|M)/.test(position)
            ? 'midfielder'
            : position.startsWith('D')
              ? 'defender'
              : 'striker';
      for (const row of rows.filter((r) => r.starter)) {
        expect(row.role).toBe(roleOf(row.position ?? ''));
      }
      // The bench has the next goalkeeper.
      expect(rows.filter((r) => !r.starter).map((r) => r.role)).toContain('goalkeeper');
    }
  });

  it('the other club keeps its made-up names from match to match', async () => {
    const squads = await database.query<{ squad_id: number; names: string[] }>(sql`
      select case l.side when 'home' then m.home_squad_id else m.away_squad_id end as squad_id,
        array_agg(distinct l.player_name order by l.player_name) as names
      from match_lineup_players l join matches m on m.id = l.match_id
      where l.squad_player_id is null
      group by l.match_id, 1`);
    const bySquad = new Map<number, string[]>();
    for (const { squad_id, names } of squads) {
      const seen = bySquad.get(squad_id);
      if (seen) expect(names).toEqual(seen);
      else bySquad.set(squad_id, names);
    }
    expect(bySquad.size).toBeGreaterThan(1);
  });
});
