import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { club } from '@trybuna/config';
import {
  LEAGUE_ZONES,
  MATCH_CENTRE_COMPONENT_TYPES,
  MATCH_STAT_KEYS,
  SQUAD_SEASON_KEYS,
} from '@trybuna/domain';
import type { Database } from '../../src/connection';
import { seedDemo } from '../../src/seed';
import { demoImagesDir, testDatabase } from '../../src/testing';

let database: Database;
let imagesDir: string;
const rows = async <T>(statement: ReturnType<typeof sql>) => database.query<T>(statement);
const count = async (statement: ReturnType<typeof sql>) =>
  (await rows<{ n: number }>(statement))[0]?.n ?? -1;

beforeAll(async () => {
  imagesDir = await demoImagesDir('trybuna-seed-football-');
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
}, 120_000);

afterAll(async () => {
  await database.close();
  await rm(imagesDir, { recursive: true, force: true });
});

/** The club's own squads of the current season, in team order (first team, second, academy). */
const ownSquads = () =>
  rows<{ id: number; name: string }>(sql`
    select s.id, s.name from squads s join teams t on t.id = s.team_id
    join seasons se on se.id = s.season_id
    where se.is_current and t.club_name in (${club.displayName}, ${club.academyClubName})
    order by t.position`);

describe('football demo content (issue 15)', () => {
  it('every squad of the club plays in one league of its own, with a table naming it', async () => {
    const squads = await ownSquads();
    expect(squads.map((s) => s.name)).toEqual([
      'Pierwsza drużyna',
      'Rezerwy',
      'U19',
      'U17',
      'U16',
      'U15',
      'U14',
      'U13–U7',
    ]);
    for (const squad of squads) {
      const groups = await rows<{ id: number; season: number; size: number }>(sql`
        select g.id, g.competition_season_id as season,
          (select count(*)::int from standings x where x.group_id = g.id) as size
        from groups g where exists (select 1 from standings st where st.group_id = g.id and st.squad_id = ${squad.id})`);
      expect(groups, squad.name).toHaveLength(1);
      const [group] = groups;
      expect(group?.size, squad.name).toBeGreaterThanOrEqual(8);
      const played = await count(sql`select count(*)::int as n from matches
        where competition_season_id = ${group?.season ?? 0} and status = 'ended'
          and ${squad.id} in (home_squad_id, away_squad_id)`);
      const upcoming = await count(sql`select count(*)::int as n from matches
        where competition_season_id = ${group?.season ?? 0} and status = 'pending'
          and ${squad.id} in (home_squad_id, away_squad_id)`);
      expect(played, squad.name).toBeGreaterThanOrEqual(3);
      expect(upcoming, squad.name).toBeGreaterThanOrEqual(2);
    }
    expect(await count(sql`select count(*)::int as n from standings where squad_id is null`)).toBe(
      0,
    );
  });

  it("the second team's matches are all in its league, whose zones are the second team's", async () => {
    const [, second] = await ownSquads();
    const seasons = await rows<{ season: number | null }>(sql`
      select distinct competition_season_id as season from matches
      where ${second?.id ?? 0} in (home_squad_id, away_squad_id)`);
    expect(seasons).toHaveLength(1);
    const zones = await rows<{ zone: string }>(sql`
      select distinct st.zone from standings st join groups g on g.id = st.group_id
      where g.competition_season_id = ${seasons[0]?.season ?? 0} and st.zone is not null order by 1`);
    expect(zones.map((z) => z.zone)).toEqual(['second_team_promotion', 'second_team_relegation']);
  });

  it('every zone caption of 001 §3 appears in some table', async () => {
    const zones = await rows<{ zone: string }>(
      sql`select distinct zone from standings where zone is not null order by 1`,
    );
    expect(zones.map((z) => z.zone)).toEqual(Object.keys(LEAGUE_ZONES).sort());
  });

  it("the club's own rows count its played matches; form is oldest first", async () => {
    const [, second] = await ownSquads();
    const id = second?.id ?? 0;
    const [row] = await rows<{ matches: number; points: number; form: string }>(
      sql`select matches, points, form from standings where squad_id = ${id}`,
    );
    const results = await rows<{ mark: string }>(sql`
      select case when (home_squad_id = ${id}) = (home_squad_score > away_squad_score) and home_squad_score <> away_squad_score then 'W'
                  when home_squad_score = away_squad_score then 'D' else 'L' end as mark
      from matches where status = 'ended' and ${id} in (home_squad_id, away_squad_id) order by start_time`);
    expect(row?.matches).toBe(results.length);
    const marks = results.map((r) => r.mark);
    expect(row?.form).toBe(marks.slice(-5).join(''));
    expect(row?.points).toBe(
      3 * marks.filter((m) => m === 'W').length + marks.filter((m) => m === 'D').length,
    );
  });

  it('the captain has the three profile sections; no linked article is a draft', async () => {
    const [captain] = await rows<{ id: number; social: { type: string; url: string }[] }>(
      sql`select id, social_media as social from squad_players where role = 'captain'`,
    );
    expect(captain?.social.map((s) => s.type)).toContain('instagram');
    for (const link of captain?.social ?? []) expect(link.url).toMatch(/^https:\/\//);
    const kinds = await rows<{ kind: string }>(sql`
      select a.kind from squad_player_articles spa join articles a on a.id = spa.article_id
      where spa.squad_player_id = ${captain?.id ?? 0} order by spa.position`);
    expect(new Set(kinds.map((k) => k.kind))).toEqual(new Set(['photo', 'video']));
    expect(
      await count(
        sql`select count(*)::int as n from squad_player_products where squad_player_id = ${captain?.id ?? 0}`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`select count(distinct squad_player_id)::int as n from squad_player_articles`),
    ).toBeGreaterThan(1);
    expect(
      await count(sql`select count(*)::int as n from squad_player_articles spa
        join articles a on a.id = spa.article_id where a.draft`),
    ).toBe(0);
  });

  it('statistics: every published player, and a row per club of every league table', async () => {
    expect(
      await count(sql`select count(*)::int as n from squad_players p where not p.draft
        and not exists (select 1 from statistics s where s.squad_player_id = p.id)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from standings st join groups g on g.id = st.group_id
        where not exists (select 1 from statistics s where s.club_id = st.club_id
          and s.squad_id = st.squad_id and s.competition_season_id = g.competition_season_id)`),
    ).toBe(0);
    const [first] = await ownSquads();
    const [figures] = await rows<{ values: Record<string, number> }>(
      sql`select values from statistics where squad_id = ${first?.id ?? 0} and squad_player_id is null`,
    );
    for (const key of SQUAD_SEASON_KEYS) expect(figures?.values, key).toHaveProperty(key);
  });

  it('the ticket belt: a season counter sold > 0, upcoming matches with the counter, one sold out', async () => {
    expect(
      await count(sql`select count(*)::int as n from competition_seasons
        where ticket_counter_show_counter and ticket_counter_sold > 0`),
    ).toBeGreaterThan(0);
    const belt = await rows<{ sold: number; pool: number }>(sql`
      select ticket_counter_sold as sold, ticket_counter_pool as pool from matches
      where status <> 'ended' and ticket_counter_show_counter order by start_time limit 3`);
    expect(belt.length).toBeGreaterThanOrEqual(2);
    expect(belt.some((m) => m.sold >= m.pool && m.pool > 0)).toBe(true);
    expect(belt.some((m) => m.sold < m.pool)).toBe(true);
  });
});

describe('the live match centre demo (issue 16)', () => {
  it('match statistics: both sides of the live and ended covered matches, every key, not 1757', async () => {
    const sides = await rows<{ match_id: number; side: string; keys: string[] }>(
      sql`select match_id, side, array(select jsonb_object_keys(values)) as keys
          from match_statistics order by match_id, side`,
    );
    expect(sides.length).toBeGreaterThan(0);
    const byMatch = new Map<number, string[]>();
    for (const row of sides) {
      byMatch.set(row.match_id, [...(byMatch.get(row.match_id) ?? []), row.side]);
      expect([...row.keys].sort()).toEqual([...MATCH_STAT_KEYS].sort());
    }
    for (const matchSides of byMatch.values()) expect(matchSides).toEqual(['away', 'home']);
    expect(byMatch.has(1757)).toBe(false);
    const live = await count(
      sql`select count(*)::int as n from match_statistics s join matches m on m.id = s.match_id
          where m.status = 'live'`,
    );
    expect(live).toBe(2);
  });

  it('the live timeline holds each of the 14 item types for the web', async () => {
    const types = await rows<{ type: string }>(
      sql`select distinct c.type from match_centre_components c join matches m on m.id = c.match_id
          where m.status = 'live' and (c.visibility is null or c.visibility = 'web')`,
    );
    expect(types.map((t) => t.type).sort()).toEqual([...MATCH_CENTRE_COMPONENT_TYPES].sort());
  });
});

describe('surveys in the demo (issue 17)', () => {
  it('the open text survey sits in a published public article as well as on a page', async () => {
    const placed = await rows<{ article_id: number | null; page_id: number | null }>(
      sql`select c.article_id, c.page_id from components c join surveys s on s.id = c.survey_id
          where c.kind = 'survey' and s.answers_type = 'text'`,
    );
    const articleId = placed.find((row) => row.article_id !== null)?.article_id ?? -1;
    expect(placed.some((row) => row.page_id !== null)).toBe(true);
    expect(
      await count(
        sql`select count(*)::int as n from articles
            where id = ${articleId} and not draft and not signed_in_only`,
      ),
    ).toBe(1);
  });

  it('a two-answer survey (the head-to-head layout) and the ended quiz on /dla-kibica', async () => {
    const placed = await rows<{ kind: string; answers: number | null; ended: boolean | null }>(
      sql`select c.kind,
            (select count(*)::int from survey_answers sa where sa.survey_id = c.survey_id) as answers,
            (select q.end_time < ${new Date('2026-11-22T12:00:00Z')} from quizzes q
              where q.id = c.quiz_id) as ended
          from components c join articles a on a.id = c.article_id
          where a.slug = 'dla-kibica' and c.kind in ('survey', 'quiz') order by c.index`,
    );
    expect(placed).toEqual([
      { kind: 'survey', answers: 2, ended: null },
      { kind: 'quiz', answers: 0, ended: true },
    ]);
  });
});
