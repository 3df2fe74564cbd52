import { describe, expect, it } from 'vitest';
import {
  createApiClient,
  fetchAll,
  fetchAllArticles,
  fetchAllOf,
  hasMorePages,
  ResponseShapeError,
  tagSchema,
} from '../src';
import { fakeFetch, jsonResponse, recordingLogger } from './support/fake-fetch';
import { listServer, recordingSleep } from './support/list-server';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

function setup(total: number, type?: string) {
  const server = listServer(total, type);
  const client = createApiClient({
    baseUrl: 'https://api.example/api/v3',
    fetch: server.fetch,
    logger: recordingLogger().logger,
  });
  return { client, server, ...recordingSleep() };
}

describe('000 §7.1 hasMorePages', () => {
  it.each([
    [{ pagination: { current: 1, last: 3, next: 2 } }, true],
    [{ pagination: { current: 3, last: 3, next: null } }, false],
    [{ pagination: { current: 2, last: 3, next: null } }, false],
    [{ pagination: { current: 2, last: 3 } }, false],
    [{ pagination: { current: 3, last: 3, next: 4 } }, false],
    [{ pagination: { current: 1, last: 2, next: 0 } }, true],
    [{}, false],
    [undefined, false],
    [{ pagination: { current: '1', last: '3', next: '2' } }, false],
  ])('%j → %s', (meta, expected) => {
    expect(hasMorePages(meta)).toBe(expected);
  });
});

describe('fetchAll (000 §7.2, 001 §7)', () => {
  it('without a maximum: pages of 50 until there are no more, no delay', async () => {
    const { client, server, sleep, delays } = setup(120);
    const items = await fetchAll(client, 'matches', {}, { sleep });
    expect(items.map((i) => i.id)).toEqual(range(1, 120));
    expect(server.pages.map((p) => [p.number, p.size])).toEqual([
      [1, 50],
      [2, 50],
      [3, 50],
    ]);
    expect(delays).toEqual([]);
  });

  it('a maximum of 30: one page of min(30, 50)', async () => {
    const { client, server } = setup(120);
    expect((await fetchAll(client, 'matches', {}, { max: 30 })).map((i) => i.id)).toEqual(
      range(1, 30),
    );
    expect(server.pages.map((p) => p.size)).toEqual([30]);
  });

  it('a maximum of 75: 50, then min(25, 50) at the page boundary', async () => {
    const { client, server } = setup(120);
    expect((await fetchAll(client, 'matches', {}, { max: 75 })).map((i) => i.id)).toEqual(
      range(1, 75),
    );
    expect(server.pages.map((p) => [p.number, p.size])).toEqual([
      [1, 50],
      [3, 25],
    ]);
  });

  it('a maximum of 70: no item twice (size 20 would not land on a page boundary)', async () => {
    const { client, server } = setup(120);
    expect((await fetchAll(client, 'matches', {}, { max: 70 })).map((i) => i.id)).toEqual(
      range(1, 70),
    );
    expect(server.pages.map((p) => [p.number, p.size])).toEqual([
      [1, 50],
      [2, 50],
    ]);
  });

  it('stops when the list ends before the maximum', async () => {
    const { client, server } = setup(60);
    expect(await fetchAll(client, 'matches', {}, { max: 500 })).toHaveLength(60);
    expect(server.pages.map((p) => p.number)).toEqual([1, 2]);
  });

  it('keeps the caller’s parameters and headers on every page', async () => {
    const { client, server } = setup(3);
    await fetchAll(
      client,
      'squads',
      { filter: { team_id_eq: 1 } },
      { pageSize: 1, headers: { 'Accept-Language': 'en' } },
    );
    expect(server.calls.map((c) => c.url)).toEqual([
      'https://api.example/api/v3/squads?filter[team_id_eq]=1&page[number]=1&page[size]=1',
      'https://api.example/api/v3/squads?filter[team_id_eq]=1&page[number]=2&page[size]=1',
      'https://api.example/api/v3/squads?filter[team_id_eq]=1&page[number]=3&page[size]=1',
    ]);
    expect(server.pages.every((p) => p.language === 'en')).toBe(true);
  });

  it('the delay comes between pages only', async () => {
    const { client, sleep, delays } = setup(5);
    await fetchAll(client, 'tags', {}, { pageSize: 2, delayMs: 250, sleep });
    expect(delays).toEqual([250, 250]);
  });

  it('a short page that still claims more pages ends the walk (no item twice)', async () => {
    const fake = fakeFetch(() =>
      jsonResponse(200, {
        data: [{ type: 'tags', id: '1' }],
        meta: { pagination: { current: 1, last: 9, next: 2 } },
      }),
    );
    const client = createApiClient({
      baseUrl: 'https://api.example',
      fetch: fake.fetch,
      logger: recordingLogger().logger,
    });
    expect(await fetchAll(client, 'tags')).toEqual([{ id: '1', type: 'tags' }]);
    expect(fake.calls).toHaveLength(1);
    await expect(fetchAll(client, 'tags', {}, { pageSize: 0 })).rejects.toThrow(RangeError);
  });

  it('an answer that is not a list is a ResponseShapeError', async () => {
    const fake = fakeFetch(() => jsonResponse(200, { data: { type: 'tags', id: '1' } }));
    const client = createApiClient({
      baseUrl: 'https://api.example',
      fetch: fake.fetch,
      logger: recordingLogger().logger,
    });
    await expect(fetchAll(client, 'tags')).rejects.toBeInstanceOf(ResponseShapeError);
  });
});

describe('fetchAllArticles waits 1 s between pages (000 §7.2, §9)', () => {
  it('three pages → two waits of 1000 ms, in Polish unless told', async () => {
    const { client, server, sleep, delays } = setup(120);
    const articles = await fetchAllArticles(client, {}, { sleep });
    expect(articles).toHaveLength(120);
    expect(articles[0]).toMatchObject({ id: '1', type: 'articles', title: '#1' });
    expect(delays).toEqual([1000, 1000]);
    expect(server.pages.map((p) => p.language)).toEqual(['pl', 'pl', 'pl']);
  });

  it('one page → no wait', async () => {
    const { client, sleep, delays } = setup(120);
    expect(await fetchAllArticles(client, {}, { max: 10, sleep, language: 'en' })).toHaveLength(10);
    expect(delays).toEqual([]);
  });

  it('other resources do not wait (001 §7) and are checked against their schema', async () => {
    const { client, sleep, delays } = setup(120, 'tags');
    const tags = await fetchAllOf(client, 'tags', tagSchema, {}, { sleep });
    expect(tags).toHaveLength(120);
    expect(delays).toEqual([]);
    const wrong = setup(3, 'articles');
    await expect(fetchAllOf(wrong.client, 'tags', tagSchema)).rejects.toBeInstanceOf(
      ResponseShapeError,
    );
  });
});
