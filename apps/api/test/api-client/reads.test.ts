import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  ARTICLE_LIST_INCLUDES,
  getArticle,
  getArticles,
  getCurrentPage,
  getMatch,
  getMatches,
  getSquadPlayers,
  getStandings,
  getSurvey,
  getTags,
  getTeams,
  TICKET_BELT_MATCH_PARAMS,
  type ApiClient,
} from '@trybuna/api-client';
import { rejection, startApi, type Recorded } from './start';

describe('api-client against the real content API: reads', () => {
  let app: FastifyInstance;
  let client: ApiClient;
  let origin: string;
  let log: Recorded;
  beforeAll(async () => {
    const started = await startApi();
    app = started.app;
    origin = started.origin;
    log = started.log;
    client = started.client();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    log.errors.length = 0;
  });

  it('articles: a Polish list, newest first, with image, category and tags resolved', async () => {
    const response = await getArticles(client, {
      filter: { type_eq: 'News' },
      include: ARTICLE_LIST_INCLUDES,
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    expect(response.data.map((a) => a.id)).toEqual(['4', '3', '2', '1']);
    expect(response.meta).toEqual({
      pagination: { current: 1, last: 1, next: null, records: 4 },
    });
    const first = response.data.find((a) => a.id === '1');
    expect(first).toMatchObject({
      type: 'News',
      slug: 'zwyciestwo-w-lodzi',
      title: 'Zwycięstwo w Łodzi',
      publication_category: { id: '1', type: 'publication_categories', name: 'piłka nożna' },
      tags: [{ id: '1', type: 'tags', name: 'Liga', slug: 'liga' }],
      image: { id: '1', type: 'images', path: 'seed/photo-1.jpg', author: 'Fot. Anna Nowak' },
    });
    expect(first?.image?.variants?.article_list?.url).toContain('seed/photo-1.jpg');
    expect(response.data.find((a) => a.id === '3')).toMatchObject({
      signed_in_only: true,
      content_gated: true,
      body: null,
      image: null,
    });
  });

  it('an article with every include of 000 §3 the API has', async () => {
    const { data } = await getArticle(client, 2);
    expect(data).toMatchObject({ id: '2', kind: 'photo', title: 'Galeria z treningu' });
    expect(data.tags).toEqual([{ id: '2', type: 'tags', name: '[a] U19', slug: 'a-u19' }]);
    expect(data.components).toMatchObject([
      { id: '11', type: 'components', kind: 'gallery', layout: 'list', images: [{ id: '1' }] },
    ]);
  });

  it('Accept-Language en reads the English articles', async () => {
    const english = await getArticles(client, {}, { language: 'en' });
    expect(english.data.map((a) => a.id)).toEqual(['5']);
    const perCall = await client.get('articles', { headers: { 'Accept-Language': 'en' } });
    expect(perCall.data).toEqual([expect.objectContaining({ id: '5', locale: 'en' })]);
  });

  it('current_page: the page with its components in index order, modules resolved', async () => {
    const { data } = await getCurrentPage(client, { kind: 'main_page', slug: 'home' });
    expect(data).toMatchObject({ id: '1', type: 'pages', slug: 'home', title: 'Strona główna' });
    expect(data.components?.map((c) => [c.id, c.kind, c.index])).toEqual([
      ['2', 'hero_thematic', 0],
      ['3', 'text', 1],
      ['1', 'news', 2],
    ]);
    const [hero, text, news] = data.components ?? [];
    expect(hero).toMatchObject({ title: 'Witamy', image: { id: '1', type: 'images' } });
    expect(text).toMatchObject({ html: '<p>Tekst</p>', image: null });
    expect(news).toMatchObject({ layout: 'REGULAR', title: 'Aktualności' });
    expect(news?.articles?.map((a) => [a.id, a.title])).toEqual([
      ['2', 'Galeria z treningu'],
      ['1', 'Zwycięstwo w Łodzi'],
    ]);
    expect(news?.articles?.[1]?.publication_category?.name).toBe('piłka nożna');
  });

  it('tags: name and slug', async () => {
    const { data } = await getTags(client);
    expect(data.map((t) => [t.name, t.slug])).toEqual([
      ['Liga', 'liga'],
      ['[a] U19', 'a-u19'],
    ]);
  });

  it('matches: the ticket belt query of 001 §7 with squads and crests resolved', async () => {
    const { data } = await getMatches(client, TICKET_BELT_MATCH_PARAMS);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      id: '3',
      status: 'pending',
      tickets_url: 'https://bilety.example/3',
      ticket_counter: { sold: 10, pool: 100 },
      home_squad: { id: '1', name: 'Pierwsza drużyna', club_image: { id: '2', type: 'images' } },
      away_squad: { id: '2', name: 'Orzeł Kraków', club_image: { id: '2', type: 'images' } },
      venue: null,
    });
  });

  it('one match; teams, squad players, standings, a survey', async () => {
    const match = await getMatch(client, 1, { include: ['home_squad', 'away_squad'] });
    expect(match.data).toMatchObject({
      status: 'ended',
      home_squad_score: 2,
      away_squad_score: 1,
      home_squad: { name: 'Pierwsza drużyna' },
    });
    const teams = await getTeams(client, { sort: ['-is_main', 'name'] });
    expect(teams.data.map((t) => [t.id, t.is_main])).toEqual([
      ['1', true],
      ['2', false],
    ]);
    const players = await getSquadPlayers(client, {
      filter: { squad_id_eq: 1, status_eq: 'active' },
      include: ['image'],
    });
    expect(players.data.map((p) => p.last_name)).toEqual(['Bramkarz', 'Napastnik']);
    const table = await getStandings(client, 1, { include: ['club'] });
    expect(table.data.map((row) => [row.position, row.club?.name, row.points])).toEqual([
      [1, 'KS Sokół Warszawa', 6],
      [2, 'Orzeł Kraków', 3],
    ]);
    const survey = await getSurvey(client, 1);
    expect(survey.data.answers?.map((a) => [a.content, a.resource?.type])).toEqual([
      ['Jan', 'squad_players'],
      ['Orzeł', 'clubs'],
    ]);
    expect(log.errors).toEqual([]);
  });

  it('a base URL set globally or per call: /api/v2 answers the same', async () => {
    const v2 = await client.get('tags', { baseUrl: `${origin}/api/v2` });
    const v3 = await client.get('tags');
    expect(v2.data).toEqual(v3.data);
  });

  it('404 → ApiError with the JSON:API error document as data, logged as REQUEST FAILED', async () => {
    const error = await rejection(getArticle(client, 999));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      message: 'articles/999 does not exist',
      data: { errors: [{ status: '404', title: 'Not Found' }] },
    });
    expect(log.errors).toEqual([
      ['REQUEST FAILED', expect.objectContaining({ method: 'GET', status: 404 })],
    ]);
  });

  it('400 for an unknown filter names the parameter', async () => {
    const error = await rejection(getArticles(client, { filter: { nope_eq: 1 } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      data: { errors: [{ status: '400', source: { parameter: 'filter[nope_eq]' } }] },
    });
  });
});
