import type { APIRequestContext } from '@playwright/test';
import { club } from '@trybuna/config';
import { variantOrigin } from './variants';

/** The page templates of issue 31 (item 1's list), each by one real page of the demo. */
export const TEMPLATES = [
  'home',
  'football',
  'news list',
  'article',
  'gallery article',
  'match centre',
  'team',
  'profile',
  'timetable',
  'tables',
  'statistics',
  'fans',
  'foundation',
  'form',
  'business EN',
] as const;
export type Template = (typeof TEMPLATES)[number];

/** A public football article's path (the API's share URL carries the configured origin). */
async function articlePath(request: APIRequestContext, api: string, filter: string) {
  const doc = (await (
    await request.get(
      `${api}/api/v3/articles?filter[publication_category_id_eq]=1&filter[signed_in_only_eq]=false&${filter}&page[size]=1`,
    )
  ).json()) as { data: { attributes: { share_url: string } }[] };
  const url = doc.data[0]?.attributes.share_url;
  if (!url) throw new Error(`no football article with ${filter} in the demo content`);
  return new URL(url).pathname;
}

/** Each template's page: a path on the web origin, or a full URL on another variant's. */
export async function templatePaths(
  request: APIRequestContext,
  stack: { web: string; api: string },
): Promise<Record<Template, string>> {
  const live = (await (
    await request.get(`${stack.api}/api/v3/matches?filter[status_eq]=live&page[size]=1`)
  ).json()) as { data: { id: string }[] };
  const liveId = live.data[0]?.id;
  if (!liveId) throw new Error('no live match in the demo content');
  const teamHtml = await (await request.get(`${stack.web}/pilka-nozna/druzyna`)).text();
  const profile = /href="(\/pilka-nozna\/druzyna\/zawodnik\/[^"/]+\/\d+)"/.exec(teamHtml)?.[1];
  if (!profile) throw new Error('no player profile linked from the team page');
  return {
    home: '/',
    football: '/pilka-nozna',
    'news list': '/aktualnosci/wszystkie',
    article: await articlePath(
      request,
      stack.api,
      'filter[type_eq]=News&filter[with_photo_eq]=false',
    ),
    'gallery article': await articlePath(request, stack.api, 'filter[with_photo_eq]=true'),
    'match centre': `/pilka-nozna/centrum-meczowe/${liveId}`,
    team: '/pilka-nozna/druzyna',
    profile,
    timetable: '/pilka-nozna/terminarz/nadchodzace-mecze',
    tables: '/pilka-nozna/terminarz/tabele-wynikow',
    statistics: '/statystyki',
    fans: '/dla-kibica',
    foundation: `/wspieraj-fundacje-${club.club}`,
    form: '/wolontariat',
    'business EN': `${variantOrigin(stack.web, 'business')}/en`,
  };
}
