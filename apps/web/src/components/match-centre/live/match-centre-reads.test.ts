import { describe, expect, it, vi } from 'vitest';
import { readMatch, readTimelineItem, readTimelinePage } from './match-centre-reads';

const API = 'http://api.test/api/v3/';

function answering(body: unknown, status = 200) {
  return vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

describe('the match centre reads in the browser (api-client browser entry, no zod)', () => {
  it('reads a raw JSON:API page of items and whether older pages exist', async () => {
    const fetcher = answering({
      data: [
        {
          id: '9',
          type: 'match_centre_components',
          attributes: { type: 'goal', minute: 12, visibility: 'web', payload: { player: 'A' } },
        },
        {
          id: '8',
          type: 'match_centre_components',
          attributes: { type: 'text', minute: null, visibility: 'mobile', payload: {} },
        },
      ],
      meta: { pagination: { current: 2, last: 3, next: 3, records: 45 } },
    });
    const page = await readTimelinePage(fetcher, API, '12', 2);
    expect(page).toEqual({
      items: [{ id: '9', type: 'goal', minute: 12, payload: { player: 'A' }, imageUrl: null }],
      hasMore: true,
    });
    const [url, init] = fetcher.mock.calls[0] ?? [];
    expect(url).toBe(
      'http://api.test/api/v3/match_centre_components?filter[match_id_eq]=12&page[number]=2&page[size]=20&sort=-id',
    );
    expect(init?.cache).toBe('no-cache');
  });

  it('reads the header, odds and incidents from the match and its included resources', async () => {
    const fetcher = answering({
      data: {
        id: '12',
        type: 'matches',
        attributes: { status: 'ended', home_squad_score: 3, away_squad_score: 1, period: null },
      },
      included: [
        { id: '1', type: 'odds', attributes: { outcome: 'home', value: 1.5, status: 'decreased' } },
        { id: '4', type: 'incidents', attributes: { type: 'goal', minute: 80, side: 'away' } },
        { id: '3', type: 'incidents', attributes: { type: 'goal', minute: 10, side: 'home' } },
      ],
    });
    const read = await readMatch(fetcher, API, '12');
    expect(read.match).toEqual({
      status: 'ended',
      home_squad_score: 3,
      away_squad_score: 1,
      period: null,
    });
    expect(read.odds).toEqual([{ id: '1', outcome: 'home', value: '1.5', status: 'decreased' }]);
    expect(read.incidents.map((i) => i.id)).toEqual(['3', '4']);
  });

  it('reads one item by id, null when the match has no such item', async () => {
    expect(await readTimelineItem(answering({ data: [] }), API, '12', '5')).toBeNull();
  });

  it('fails on an error status (load more shows its error state)', async () => {
    await expect(readTimelinePage(answering({}, 500), API, '12', 2)).rejects.toThrow(
      'answered 500',
    );
  });
});
