import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApiWithDatabase } from '../support/app';
import type { Doc, ListDoc, Resource } from '../support/documents';
import {
  DRAFT_ARTICLE,
  footballFixtures,
  RESERVE_GROUP,
  RESERVE_SEASON,
  RESERVES,
  RIVAL_RESERVES,
} from '../support/football-fixtures';
import { SECRET } from '../support/draft-fixtures';

describe('football reads for the team, timetable, statistics and profile pages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testApiWithDatabase({ previewSecret: SECRET }, footballFixtures));
  });
  afterAll(() => app.close());

  const list = async (url: string) => {
    const response = await app.inject({ url: `/api/v3/${url}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListDoc>();
  };
  const ids = async (url: string) => (await list(url)).data.map((r) => r.id);

  describe('the league a squad plays in', () => {
    it('groups?filter[squad_id_eq] finds only the groups with a row of that squad', async () => {
      expect(await ids('groups?filter[squad_id_eq]=1')).toEqual(['1']);
      expect(await ids(`groups?filter[squad_id_eq]=${String(RESERVES)}`)).toEqual([
        String(RESERVE_GROUP),
      ]);
      expect(await ids(`groups?filter[squad_id_in]=1,${String(RESERVES)}`)).toEqual(['1', '2']);
      expect(await ids('groups?filter[squad_id_eq]=999')).toEqual([]);
    });

    it('groups?filter[club_id_eq] finds every league of a club (first and second team)', async () => {
      expect(await ids('groups?filter[club_id_eq]=1')).toEqual(['1', '2']);
    });

    it('competition_seasons?filter[squad_id_eq] finds the squad’s league season', async () => {
      expect(await ids(`competition_seasons?filter[squad_id_eq]=${String(RESERVES)}`)).toEqual([
        String(RESERVE_SEASON),
      ]);
    });

    it('a standings row links the squad it is, and standings filter by squad and club', async () => {
      const table = await list(
        `groups/${String(RESERVE_GROUP)}/standings?include=squad,club&fields[squads]=name`,
      );
      expect(table.data.map((r) => r.relationships?.squad?.data)).toEqual([
        { type: 'squads', id: String(RIVAL_RESERVES) },
        { type: 'squads', id: String(RESERVES) },
      ]);
      expect(table.included?.find((r) => r.type === 'squads' && r.id === '3')?.attributes).toEqual({
        name: 'Rezerwy',
      });
      const own = await list(
        `groups/${String(RESERVE_GROUP)}/standings?filter[squad_id_eq]=${String(RESERVES)}`,
      );
      expect(own.data.map((r) => r.attributes.position)).toEqual([2]);
      const club = await list('groups/1/standings?filter[club_id_eq]=2');
      expect(club.data).toHaveLength(1);
    });

    it.each(['squad_id_eq]=x', 'squad_id_in]=1,2x', 'club_id_eq]=99999999999'])(
      'groups?filter[%s is a 400 naming the parameter',
      async (filter) => {
        const response = await app.inject({ url: `/api/v3/groups?filter[${filter}` });
        expect(response.statusCode).toBe(400);
        expect(
          response.json<{ errors: { source: { parameter: string } }[] }>().errors[0]?.source,
        ).toMatchObject({ parameter: expect.stringMatching(/^filter\[/) as string });
      },
    );
  });

  it('matches?filter[round_eq] with the competition season: a round module’s matches', async () => {
    expect(
      await ids('matches?filter[round_eq]=1. kolejka&filter[competition_season_id_eq]=1'),
    ).toEqual(['1']);
    expect(await ids('matches?filter[round_eq]=2. kolejka')).toEqual([]);
  });

  describe('statistics', () => {
    it('the competition season’s table of figures per club, whole for anonymous callers', async () => {
      const doc = await list(
        'statistics?filter[competition_season_id_eq]=1&filter[club_id_not_null]=true&include=club',
      );
      expect(doc.data).toHaveLength(2);
      expect(doc.data.map((r) => r.attributes)).toEqual([
        { values: { goals: 4, corners: 11 }, full: true },
        { values: { goals: 3, corners: 9 }, full: true },
      ]);
      expect(doc.included?.map((r) => r.attributes.name)).toEqual([
        'KS Sokół Warszawa',
        'Orzeł Kraków',
      ]);
    });

    it('a squad’s season figures are whole, a player’s are still limited', async () => {
      const squad = await list('statistics?filter[squad_id_eq]=1');
      expect(squad.data[0]?.attributes).toMatchObject({ full: true, values: { corners: 11 } });
      const player = await list('statistics?filter[squad_player_id_eq]=2');
      expect(player.data[0]?.attributes.full).toBe(false);
      expect(player.data[0]?.attributes.values).not.toHaveProperty('shots');
    });
  });

  describe('the profile sections of 001 §2', () => {
    const profile = async (headers: Record<string, string> = {}) => {
      const response = await app.inject({
        url: '/api/v3/squad_players/2?include=articles,products',
        headers,
      });
      expect(response.statusCode).toBe(200);
      return response.json<Doc>();
    };
    const linked = (doc: Doc, name: string) =>
      (doc.data.relationships?.[name]?.data as { id: string }[]).map((r) => r.id);
    const included = (doc: Doc, type: string, id: string): Resource | undefined =>
      doc.included?.find((r) => r.type === type && r.id === id);

    it('social_media is a list of {type, url}; [] for a player without', async () => {
      const doc = await profile();
      expect(doc.data.attributes.social_media).toEqual([
        { type: 'instagram', url: 'https://www.instagram.com/piotr.napastnik' },
        { type: 'x', url: 'https://x.com/pnapastnik' },
      ]);
      const other = await app.inject({ url: '/api/v3/squad_players/1' });
      expect(other.json<Doc>().data.attributes.social_media).toEqual([]);
    });

    it('articles and products in the editor’s order; a draft is neither linked nor included', async () => {
      const doc = await profile();
      expect(linked(doc, 'articles')).toEqual(['4', '3', '2']);
      expect(included(doc, 'articles', String(DRAFT_ARTICLE))).toBeUndefined();
      expect(linked(doc, 'products')).toEqual(['2', '1']);
      expect(included(doc, 'products', '2')?.attributes.name).toBe('Szalik');
    });

    it('a members-only article is included gated: no body for an anonymous caller', async () => {
      const article = included(await profile(), 'articles', '3');
      expect(article?.attributes).toMatchObject({ body: null, content_gated: true });
      expect(JSON.stringify(article)).not.toContain('Tajemnica');
    });

    it('a page preview sees the draft article and the members-only body', async () => {
      const doc = await profile({ 'preview-secret': SECRET });
      expect(linked(doc, 'articles')).toEqual(['4', String(DRAFT_ARTICLE), '3', '2']);
      expect(included(doc, 'articles', '3')?.attributes.body).toContain('Tajemnica');
    });
  });
});
