import { describe, expect, it } from 'vitest';
import { ReadCache, type CacheableDocument } from '../../src/plugins/read-cache';

const survey = (answers: number) => ({
  data: { type: 'surveys', id: '10', attributes: { answers_total: answers } },
});
const news = { data: [{ type: 'articles', id: '1', attributes: { title: 'Wygrana' } }] };

const computed = (document: CacheableDocument) => () => Promise.resolve(document);

/** A computation that waits until the test finishes it. */
function held(document: CacheableDocument) {
  let finish: () => void = () => undefined;
  let computations = 0;
  const compute = () => {
    computations++;
    return new Promise<CacheableDocument>((resolve) => {
      finish = () => {
        resolve(document);
      };
    });
  };
  return {
    compute,
    finish: () => {
      finish();
    },
    computations: () => computations,
  };
}

const answersTotal = (body: string) =>
  (JSON.parse(body) as { data: { attributes: { answers_total: number } } }).data.attributes
    .answers_total;

describe('ReadCache tags', () => {
  it('a write drops only the documents under its tags; the others stay hits', async () => {
    const cache = new ReadCache();
    await cache.read('survey', computed(survey(5)));
    await cache.read('news', computed(news));
    await cache.read('thread', computed({ data: [] }), { tags: ['list:comments/article:1'] });
    await cache.read('other thread', computed({ data: [] }), {
      tags: ['list:comments/article:2'],
    });

    cache.invalidate(['surveys:10', 'list:comments/article:1']);

    const again = (key: string) => cache.read(key, computed({ data: null }));
    expect((await again('survey')).hit).toBe(false);
    expect((await again('thread')).hit).toBe(false);
    expect((await again('news')).hit).toBe(true);
    expect((await again('other thread')).hit).toBe(true);
  });

  it('a fill that began before a write touching its document is answered but not kept', async () => {
    const cache = new ReadCache();
    const before = held(survey(5));
    const racing = cache.read('survey', before.compute);
    cache.invalidate(['surveys:10']);
    before.finish();
    expect(answersTotal((await racing).body)).toBe(5);
    expect(cache.size).toBe(0);
    expect(cache.stats.discarded).toBe(1);

    const after = await cache.read('survey', computed(survey(6)));
    expect(after.hit).toBe(false);
    expect(answersTotal(after.body)).toBe(6);
    expect((await cache.read('survey', computed(survey(0)))).hit).toBe(true);
  });

  it('a fill racing a write to another tag is kept (no global generation)', async () => {
    const cache = new ReadCache();
    const filling = held(news);
    const racing = cache.read('news', filling.compute);
    cache.invalidate(['surveys:10', 'survey_answers:101']);
    cache.invalidate('list:comments/article:7');
    filling.finish();
    expect((await racing).hit).toBe(false);
    expect((await cache.read('news', computed({ data: null }))).hit).toBe(true);
    expect(cache.stats).toEqual({ hits: 1, misses: 1, discarded: 0 });
  });

  it("a rule's tags spoil a racing fill though its document holds none (an empty list)", async () => {
    const cache = new ReadCache();
    const filling = held({ data: [] });
    const racing = cache.read('thread', filling.compute, { tags: ['list:comments/article:1'] });
    cache.invalidate(['comments:9', 'list:comments', 'list:comments/article:1']);
    filling.finish();
    await racing;
    expect(cache.size).toBe(0);
  });

  it('a read after a write never takes a computation begun before it; reads begun before do', async () => {
    const cache = new ReadCache();
    const old = held(survey(5));
    const early = cache.read('survey', old.compute);
    const alsoEarly = cache.read('survey', computed(survey(99)));
    cache.invalidate(['surveys:10']);
    // Acknowledged write: this read must see it, though the old computation is still running.
    const late = cache.read('survey', computed(survey(6)));
    old.finish();
    const [first, second, third] = await Promise.all([early, alsoEarly, late]);
    expect(answersTotal(first.body)).toBe(5);
    expect(second.hit).toBe(true);
    expect(answersTotal(second.body)).toBe(5);
    expect(third.hit).toBe(false);
    expect(answersTotal(third.body)).toBe(6);
    expect(old.computations()).toBe(1);
    // The late read's own computation began after the write: it is kept.
    expect((await cache.read('survey', computed(survey(0)))).hit).toBe(true);
  });

  it('a read joining after an unrelated write shares the computation', async () => {
    const cache = new ReadCache();
    const filling = held(news);
    const first = cache.read('news', filling.compute);
    cache.invalidate(['surveys:10']);
    const joined = cache.read('news', computed({ data: null }));
    filling.finish();
    expect((await first).hit).toBe(false);
    expect((await joined).hit).toBe(true);
    expect(filling.computations()).toBe(1);
  });

  it('a like landing while a document is computed shows in it (counts are spliced, not evicted)', async () => {
    const cache = new ReadCache();
    const article = { data: { type: 'articles', id: '5', attributes: { likes_count: 2 } } };
    const filling = held(article);
    const racing = cache.read('article', filling.compute);
    cache.recordLikesCount('articles:5', 3);
    filling.finish();
    const likes = (body: string) =>
      (JSON.parse(body) as { data: { attributes: { likes_count: number } } }).data.attributes
        .likes_count;
    expect(likes((await racing).body)).toBe(3);
    const again = await cache.read('article', computed({ data: null }));
    expect(again.hit).toBe(true);
    expect(likes(again.body)).toBe(3);
  });

  it('clear spoils every fill under way', async () => {
    const cache = new ReadCache();
    const filling = held(news);
    const racing = cache.read('news', filling.compute);
    cache.clear();
    filling.finish();
    await racing;
    expect(cache.size).toBe(0);
  });

  it('remembers written tags only while fills run, and at most maxRememberedWrites', async () => {
    const cache = new ReadCache({ maxRememberedWrites: 100 });
    for (let i = 0; i < 1_000; i++) cache.invalidate(`surveys:${String(i)}`);
    // Nothing was being computed: nothing needs remembering.
    expect(cache.rememberedWrites).toBe(0);

    const filling = held(survey(5));
    const racing = cache.read('survey', filling.compute);
    for (let i = 0; i < 1_000; i++) cache.invalidate(`articles:${String(i)}`);
    expect(cache.rememberedWrites).toBeLessThanOrEqual(100);
    filling.finish();
    await racing;
    // The forgotten writes might have touched it: not kept (never a stale document).
    expect(cache.size).toBe(0);
    expect(cache.rememberedWrites).toBe(0);
    expect((await cache.read('survey', computed(survey(5)))).hit).toBe(false);
    expect((await cache.read('survey', computed(survey(0)))).hit).toBe(true);
  });
});
