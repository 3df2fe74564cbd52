import { describe, expect, it } from 'vitest';
import {
  ARTICLE_INCLUDES,
  createApiClient,
  getArticle,
  getArticles,
  getCurrentPage,
  getGroups,
  getSquadPlayer,
  getStatistics,
  getPage,
  getSquadStaffMember,
  getMatch,
  getMatches,
  getQuiz,
  getStandings,
  getSurvey,
  getTags,
  getTeams,
  PAGE_INCLUDES,
  ResponseShapeError,
  SURVEY_INCLUDES,
  TICKET_BELT_MATCH_PARAMS,
} from '../src';
import { fakeFetch, jsonResponse, recordingLogger } from './support/fake-fetch';

const BASE = 'https://api.example/api/v3';

function setup(body: unknown) {
  const fake = fakeFetch(() => jsonResponse(200, body));
  const client = createApiClient({
    baseUrl: BASE,
    fetch: fake.fetch,
    logger: recordingLogger().logger,
  });
  const query = (index = 0) => {
    const url = new URL(fake.calls[index]?.url ?? '');
    return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
  };
  return { client, calls: fake.calls, query };
}

const article = {
  type: 'articles',
  id: '1',
  attributes: { type: 'News', title: 'Zwycięstwo', kind: 'standard', likes_count: 2 },
  relationships: { image: { data: { type: 'images', id: '1' } } },
};
const image = { type: 'images', id: '1', attributes: { path: 'a.jpg', variants: {} } };

describe('typed content calls (000 §7.2)', () => {
  it('getArticles: Accept-Language pl by default, parameters encoded, typed data', async () => {
    const { client, calls, query } = setup({ data: [article], included: [image] });
    const response = await getArticles(client, {
      filter: { kind_eq: 'video' },
      include: ['image'],
    });
    expect(query()).toEqual({
      path: '/api/v3/articles',
      params: { 'filter[kind_eq]': 'video', include: 'image' },
    });
    expect(calls[0]?.headers['Accept-Language']).toBe('pl');
    expect(response.data[0]).toMatchObject({
      id: '1',
      type: 'News',
      title: 'Zwycięstwo',
      image: { path: 'a.jpg' },
    });
  });

  it('getArticles in English', async () => {
    const { client, calls } = setup({ data: [] });
    await getArticles(client, {}, { language: 'en' });
    expect(calls[0]?.headers['Accept-Language']).toBe('en');
  });

  it('getArticle asks for the article includes of 000 §3', async () => {
    const { client, query } = setup({ data: article, included: [image] });
    const { data } = await getArticle(client, 1);
    expect(query()).toEqual({
      path: '/api/v3/articles/1',
      params: { include: ARTICLE_INCLUDES.join(',') },
    });
    expect(data.image?.path).toBe('a.jpg');
  });

  it('getCurrentPage: kind, slug and the page includes', async () => {
    const { client, calls, query } = setup({
      data: {
        type: 'pages',
        id: '1',
        attributes: { slug: 'home' },
        relationships: { components: { data: [{ type: 'components', id: '2' }] } },
      },
      included: [
        { type: 'components', id: '2', attributes: { kind: 'hero_thematic', title: 'Witamy' } },
      ],
    });
    const { data } = await getCurrentPage(client, {
      kind: 'main_page',
      slug: 'home',
      language: 'en',
    });
    expect(query()).toEqual({
      path: '/api/v3/current_page',
      params: { kind: 'main_page', slug: 'home', include: PAGE_INCLUDES.join(',') },
    });
    expect(calls[0]?.headers['Accept-Language']).toBe('en');
    expect(data.components?.[0]).toMatchObject({ kind: 'hero_thematic', title: 'Witamy' });
  });

  it('getPage: a page by id with the page includes and extra headers (preview)', async () => {
    const { client, calls, query } = setup({
      data: { type: 'pages', id: '9', attributes: { slug: 'zapowiedz-sezonu' } },
    });
    const { data } = await getPage(client, 9, { headers: { 'Preview-Secret': 's3cret' } });
    expect(query()).toEqual({
      path: '/api/v3/pages/9',
      params: { include: PAGE_INCLUDES.join(',') },
    });
    expect(calls[0]?.headers['Preview-Secret']).toBe('s3cret');
    expect(data.slug).toBe('zapowiedz-sezonu');
  });

  it('getSquadStaffMember: one staff member by id', async () => {
    const { client, query } = setup({
      data: { type: 'squad_staff_members', id: '4', attributes: { last_name: 'Nowak' } },
    });
    const { data } = await getSquadStaffMember(client, 4);
    expect(query().path).toBe('/api/v3/squad_staff_members/4');
    expect(data.last_name).toBe('Nowak');
  });

  it('getTags: a resource of another type is a ResponseShapeError', async () => {
    const { client } = setup({ data: [{ type: 'articles', id: '1' }] });
    await expect(getTags(client)).rejects.toBeInstanceOf(ResponseShapeError);
  });
});

describe('typed football and interactive calls (001 §7)', () => {
  it('getMatches with the ticket belt query', async () => {
    const { client, query } = setup({ data: [] });
    await getMatches(client, TICKET_BELT_MATCH_PARAMS);
    expect(query()).toEqual({
      path: '/api/v3/matches',
      params: {
        'filter[status_not_eq]': 'ended',
        'filter[ticket_counter_show_counter_eq]': 'true',
        include: 'home_squad,home_squad.club_image,away_squad,away_squad.club_image,venue',
        'page[number]': '1',
        'page[size]': '3',
      },
    });
  });

  it('getMatch with incidents; getTeams and getStandings paths', async () => {
    const { client, query } = setup({ data: { type: 'matches', id: '4', attributes: {} } });
    await getMatch(client, 4, { include: ['incidents'] });
    expect(query()).toEqual({ path: '/api/v3/matches/4', params: { include: 'incidents' } });
    const teams = setup({ data: [] });
    await getTeams(teams.client, { sort: ['-is_main', 'name'] });
    expect(teams.query()).toEqual({ path: '/api/v3/teams', params: { sort: '-is_main,name' } });
    const table = setup({ data: [] });
    await getStandings(table.client, 1);
    expect(table.query().path).toBe('/api/v3/groups/1/standings');
  });

  it('getGroups by squad; getStatistics with the club of each row', async () => {
    const groups = setup({ data: [{ type: 'groups', id: '2', attributes: { name: 'III liga' } }] });
    const { data } = await getGroups(groups.client, { filter: { squad_id_eq: 3 } });
    expect(groups.query()).toEqual({
      path: '/api/v3/groups',
      params: { 'filter[squad_id_eq]': '3' },
    });
    expect(data[0]?.name).toBe('III liga');
    const stats = setup({
      data: [
        {
          type: 'statistics',
          id: '9',
          attributes: { values: { goals: 4 }, full: true },
          relationships: { club: { data: { type: 'clubs', id: '1' } } },
        },
      ],
      included: [{ type: 'clubs', id: '1', attributes: { name: 'Sokół' } }],
    });
    const table = await getStatistics(stats.client, {
      filter: { competition_season_id_eq: 1, club_id_not_null: true },
      include: ['club'],
    });
    expect(table.data[0]?.club?.name).toBe('Sokół');
    expect(table.data[0]?.values).toEqual({ goals: 4 });
  });

  it('getSquadPlayer reads the profile sections (social media, articles, products)', async () => {
    const { client } = setup({
      data: {
        type: 'squad_players',
        id: '2',
        attributes: {
          first_name: 'Adrian',
          social_media: [{ type: 'instagram', url: 'https://www.instagram.com/a' }],
        },
        relationships: {
          articles: { data: [{ type: 'articles', id: '5' }] },
          products: { data: [{ type: 'products', id: '7' }] },
        },
      },
      included: [
        {
          type: 'articles',
          id: '5',
          attributes: { type: 'News', kind: 'photo', title: 'Galeria' },
        },
        { type: 'products', id: '7', attributes: { name: 'Koszulka', price: '299.00' } },
      ],
    });
    const { data } = await getSquadPlayer(client, 2, { include: ['articles', 'products'] });
    expect(data.social_media).toEqual([{ type: 'instagram', url: 'https://www.instagram.com/a' }]);
    expect(data.articles?.map((a) => a.title)).toEqual(['Galeria']);
    expect(data.products?.map((p) => p.name)).toEqual(['Koszulka']);
  });

  it('getSurvey is a signed-in call with the survey includes', async () => {
    const { client, calls, query } = setup({
      data: { type: 'surveys', id: '1', attributes: { status: 'ongoing' } },
    });
    const { data } = await getSurvey(client, 1, { userToken: 'fan' });
    expect(query()).toEqual({
      path: '/api/v3/surveys/1',
      params: { include: SURVEY_INCLUDES.join(',') },
    });
    expect(calls[0]?.headers['User-Authorization']).toBe('fan');
    expect(data.status).toBe('ongoing');
  });

  it('getQuiz reads the quiz with its ranking', async () => {
    const { client, calls } = setup({
      data: {
        type: 'quizzes',
        id: '2',
        attributes: { name: 'Quiz', finished_at: null },
        relationships: { quiz_ranking: { data: { type: 'quiz_rankings', id: '3' } } },
      },
      included: [{ type: 'quiz_rankings', id: '3', attributes: { published_at: null } }],
    });
    const { data } = await getQuiz(client, '2', { userToken: 'fan' });
    expect(data.quiz_ranking).toEqual({ id: '3', type: 'quiz_rankings', published_at: null });
    expect(calls[0]?.headers['User-Authorization']).toBe('fan');
  });
});
