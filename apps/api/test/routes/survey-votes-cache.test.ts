import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_CACHE_DEFAULTS } from '../../src/plugins/read-cache';
import type { Doc, Resource } from '../support/documents';
import type { TokenKit } from '../support/user-tokens';
import { BUSY, OPEN, postVote, surveyVoteApi, voteBody } from './survey-votes-support';

const VOTES = 500;
/** Every this many votes the cache's clock passes the TTL: the unrelated reads are refilled. */
const EXPIRE_EVERY = 100;

/** Public reads no vote in `BUSY` changes (one shows another survey, `OPEN`). */
const UNRELATED = [
  '/api/v3/articles?page[size]=10&include=tags',
  '/api/v3/current_page?kind=main_page&slug=home&include=components',
  '/api/v3/matches?sort=start_time&include=home_squad,away_squad',
  `/api/v3/surveys/${String(OPEN.survey)}?include=answers`,
];
const VOTED = `/api/v3/surveys/${String(BUSY.survey)}?include=answers`;

const anonymous = (app: FastifyInstance, url: string) => app.inject({ url });

/** `answers_total` of the survey and each answer's `answers_count`, as one read shows them. */
function counts(response: LightMyRequestResponse) {
  const document = response.json<Doc>();
  const answers = (document.included ?? []).filter((r: Resource) => r.type === 'survey_answers');
  return {
    total: document.data.attributes.answers_total,
    answers: answers.map((r) => r.attributes.answers_count),
  };
}

describe('the read cache while fans vote (issue 30 item 6)', () => {
  let app: FastifyInstance;
  let kit: TokenKit;
  let clock = 0;
  beforeAll(async () => {
    ({ app, kit } = await surveyVoteApi({ readCache: { now: () => clock } }));
  });
  afterAll(() => app.close());

  it(`${String(VOTES)} votes by distinct fans, interleaved with anonymous reads: the unrelated reads stay cached (> 90 % hits), the survey read after each vote shows it`, async () => {
    const tokens = await Promise.all(
      Array.from({ length: VOTES }, (_, i) => kit.sign({ sub: `cache-fan-${String(i)}` })),
    );
    // Every computation of a read waits for this round's vote to be acknowledged, and the vote
    // is sent once each read is either answered from the cache or computing: so every refill
    // is under way while a fan votes (what a global counter would throw away).
    const cache = app.readCache;
    const read = cache.read.bind(cache);
    const nothing = (): void => undefined;
    let arrived = nothing;
    let voteAcknowledged = Promise.resolve();
    cache.read = (key, compute, rule) =>
      read(
        key,
        () => {
          arrived();
          return voteAcknowledged.then(compute);
        },
        rule,
      );
    const before = cache.stats;
    const unrelated: LightMyRequestResponse[] = [];
    try {
      for (let i = 0; i < VOTES; i++) {
        if (i % EXPIRE_EVERY === 0) clock += READ_CACHE_DEFAULTS.ttlMs + 1;
        const answer = BUSY.answers[i % BUSY.answers.length] ?? BUSY.answers[0];
        let acknowledge = nothing;
        voteAcknowledged = new Promise<void>((resolve) => {
          acknowledge = resolve;
        });
        const ready = new Promise<void>((resolve) => {
          let count = 0;
          arrived = () => {
            if (++count === UNRELATED.length) resolve();
          };
        });
        const reads = UNRELATED.map((url) =>
          anonymous(app, url).then((response) => {
            arrived();
            return response;
          }),
        );
        await ready;
        const voted = await postVote(app, tokens[i], voteBody(answer));
        expect(voted.statusCode).toBe(201);
        acknowledge();
        const answered = await Promise.all(reads);
        expect(answered.map((r) => r.statusCode)).toEqual(UNRELATED.map(() => 200));
        unrelated.push(...answered);

        // Read-your-write: the anonymous read after the acknowledged vote counts it.
        const after = await anonymous(app, VOTED);
        expect(after.statusCode).toBe(200);
        const shown = counts(after);
        expect(shown.total).toBe(i + 1);
        expect(shown.answers).toEqual([Math.ceil((i + 1) / 2), Math.floor((i + 1) / 2)]);
      }
    } finally {
      cache.read = read;
    }

    const hits = unrelated.filter((r) => r.headers['x-cache'] === 'hit').length;
    expect(hits / unrelated.length).toBeGreaterThan(0.9);
    // Each refill (first read, then after each expiry) was kept though a vote landed meanwhile.
    expect(unrelated.length - hits).toBe(UNRELATED.length * (VOTES / EXPIRE_EVERY));

    // The plugin's counters agree: a miss for each survey read after a vote, nothing discarded.
    const after = cache.stats;
    expect(after.hits - before.hits).toBe(hits);
    expect(after.misses - before.misses).toBe(unrelated.length - hits + VOTES);
    expect(after.discarded - before.discarded).toBe(0);
    expect(cache.rememberedWrites).toBe(0);
  }, 300_000);

  it('the unrelated reads, the voted survey and a list showing it, each after one more vote', async () => {
    for (const url of UNRELATED) await anonymous(app, url);
    const list = '/api/v3/surveys?include=answers';
    const listed = await anonymous(app, list);
    const totalIn = (response: LightMyRequestResponse) =>
      response.json<{ data: Resource[] }>().data.find((r) => r.id === String(BUSY.survey))
        ?.attributes.answers_total;
    const voted = await postVote(
      app,
      await kit.sign({ sub: 'cache-fan-last' }),
      voteBody(BUSY.answers[0]),
    );
    expect(voted.statusCode).toBe(201);
    for (const url of UNRELATED) {
      expect((await anonymous(app, url)).headers['x-cache'], url).toBe('hit');
    }
    const relisted = await anonymous(app, list);
    expect(relisted.headers['x-cache']).toBe('miss');
    expect(totalIn(relisted)).toBe(Number(totalIn(listed)) + 1);
  });
});
