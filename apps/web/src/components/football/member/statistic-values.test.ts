import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchFullStatistic, statisticValues } from './statistic-values';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('statistic values', () => {
  it('keeps the finite numbers of `values`', () => {
    expect(
      statisticValues({ values: { goals: 3, shots: '7', cards: Number.NaN, assists: 0 } }),
    ).toEqual({ goals: 3, assists: 0 });
  });

  it.each([null, 'x', {}, { values: null }, { values: [1, 2] }])('is null for %o', (data) => {
    expect(statisticValues(data)).toBeNull();
  });

  it("re-reads the row with the fan's token as User-Authorization", async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            data: {
              id: '55',
              type: 'statistics',
              attributes: { values: { goals: 5, yellow_cards: 2 }, full: true },
            },
          }),
          { status: 200, headers: { 'Content-Type': 'application/vnd.api+json' } },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const values = await fetchFullStatistic('https://api.example/api/v3', '55', 'fan-token');
    expect(values).toEqual({ goals: 5, yellow_cards: 2 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example/api/v3/statistics/55');
    expect(new Headers(init?.headers).get('User-Authorization')).toBe('fan-token');
  });
});
