import { describe, expect, it } from 'vitest';
import type { QuizRankingRow } from './quiz-data';
import { createRankingLoader } from './quiz-ranking-loader';

const row = (id: string, own = false): QuizRankingRow => ({
  id,
  position: Number(id),
  nickname: `Kibic ${id}`,
  avatarUrl: null,
  points: 5,
  time: '31.40',
  own,
});

/** Pages by number; `'fail'` rejects that page. */
function pages(byNumber: Record<number, QuizRankingRow[] | 'fail'>) {
  const asked: number[] = [];
  const fetchPage = (page: number) => {
    asked.push(page);
    const rows = byNumber[page] ?? [];
    return rows === 'fail' ? Promise.reject(new Error('500')) : Promise.resolve(rows);
  };
  return { asked, fetchPage };
}

describe('001 §4, §8 ranking pages', () => {
  it('pages 1, 2, 3… appended; an empty page stops the loading', async () => {
    const { asked, fetchPage } = pages({ 1: [row('1'), row('2')], 2: [row('3', true)] });
    const loader = createRankingLoader(fetchPage);
    await loader.loadMore();
    await loader.loadMore();
    expect(loader.getState()).toMatchObject({ done: false, failed: false });
    await loader.loadMore();
    expect(loader.getState()).toMatchObject({ done: true, failed: false, loading: false });
    await loader.loadMore();
    expect(asked).toEqual([1, 2, 3]);
    expect(loader.getState().rows.map((r) => [r.id, r.own])).toEqual([
      ['1', false],
      ['2', false],
      ['3', true],
    ]);
  });

  it('a failed page stops the loading (001 §8), keeping the rows shown', async () => {
    const { asked, fetchPage } = pages({ 1: [row('1')], 2: 'fail', 3: [row('9')] });
    const loader = createRankingLoader(fetchPage);
    await loader.loadMore();
    await loader.loadMore();
    await loader.loadMore();
    expect(asked).toEqual([1, 2]);
    expect(loader.getState()).toMatchObject({ done: true, failed: true });
    expect(loader.getState().rows.map((r) => r.id)).toEqual(['1']);
  });

  it('one page at a time: a second ask while one is on its way is ignored', async () => {
    const { asked, fetchPage } = pages({ 1: [row('1')] });
    const loader = createRankingLoader(fetchPage);
    const first = loader.loadMore();
    expect(loader.getState().loading).toBe(true);
    await loader.loadMore();
    await first;
    expect(asked).toEqual([1]);
  });

  it('an attempt already shown is not repeated', async () => {
    const { fetchPage } = pages({ 1: [row('1'), row('2')], 2: [row('2'), row('3')] });
    const loader = createRankingLoader(fetchPage);
    await loader.loadMore();
    await loader.loadMore();
    expect(loader.getState().rows.map((r) => r.id)).toEqual(['1', '2', '3']);
  });
});
