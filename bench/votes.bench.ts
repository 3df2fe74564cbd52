import autocannon from 'autocannon';
import { jwksServer } from '../apps/api/test/support/api-process';
import { tokenKit } from '../apps/api/test/support/user-tokens';
import { likeLoad } from './lib/like-load';
import { amountRate, printTable, type LoadResult } from './lib/load';
import { startApi } from './lib/servers';

/** Distinct fans, one vote each: the count of votes the run makes. */
const FANS = 5000;
/** Votes one fan sends at once (001 §4: one counts). */
const SAME_FAN = 50;

interface SurveyDoc {
  data: { id: string; attributes: { answers_total: number } };
  included?: { id: string; type: string }[];
}

const surveyUrl = (base: string, id: string) =>
  `${base}/api/v3/surveys/${id}?include=answers&fields[surveys]=answers_total,answers`;

async function readSurvey(base: string, id: string): Promise<SurveyDoc> {
  return (await (await fetch(surveyUrl(base, id))).json()) as SurveyDoc;
}

function voteBody(answerId: string): string {
  return JSON.stringify({
    data: {
      type: 'user_answer',
      relationships: { answer: { data: { id: answerId, type: 'survey_answer' } } },
    },
  });
}

/** Drives `path` once per token (request i carries token i), `connections` at a time. */
async function perToken(
  base: string,
  path: string,
  tokens: readonly string[],
  method: 'GET' | 'POST',
  body?: (i: number) => string,
) {
  let n = 0;
  return autocannon({
    url: `${base}${path}`,
    connections: 20,
    amount: tokens.length,
    requests: [
      {
        method,
        setupRequest: (request) => {
          const i = n++ % tokens.length;
          return {
            ...request,
            headers: {
              ...request.headers,
              'content-type': 'application/vnd.api+json',
              'user-authorization': tokens[i] ?? '',
            },
            ...(body ? { body: body(i) } : {}),
          };
        },
      },
    ],
  });
}

/**
 * 001 §4 survey votes against likes, in one run on one API: like POSTs (anonymous, counted by
 * one atomic update) are the baseline; then `FANS` signed-in fans vote once each in one open
 * survey (a user token verified per request, the one-vote-per-fan unique index, the count
 * update, the cache invalidation), the total read back must grow by exactly the 201s; then
 * one fan sends `SAME_FAN` votes at once in another survey and exactly one counts.
 */
export async function run(): Promise<void> {
  const kit = await tokenKit();
  const jwks = await jwksServer(kit);
  const api = await startApi({
    SSO_URL: jwks.url,
    API_LIKES_PER_MINUTE: '10000000',
  });
  try {
    const open = (await (
      await fetch(`${api.url}/api/v3/surveys?filter[status_eq]=ongoing&include=answers`)
    ).json()) as { data: { id: string; relationships: { answers: { data: { id: string }[] } } }[] };
    const [first, second] = open.data;
    const answerOf = (survey: typeof first) => survey?.relationships.answers.data[0]?.id ?? '';
    if (!first || !second) throw new Error('the demo has fewer than two open surveys');
    const sign = (sub: string) => kit.sign({ iss: jwks.url, sub, nickname: sub });
    const tokens = await Promise.all(
      Array.from({ length: FANS }, (_, i) => sign(`bench-fan-${String(i)}`)),
    );
    // Each fan's first signed-in request mirrors the account; done before the timed part.
    await perToken(api.url, '/api/v3/current_user', tokens, 'GET');

    const likes = await likeLoad(api.url, FANS);
    const before = (await readSurvey(api.url, first.id)).data.attributes.answers_total;
    const answer = answerOf(first);
    const votes = await perToken(api.url, '/api/v3/surveys/user_answers', tokens, 'POST', () =>
      voteBody(answer),
    );
    const after = (await readSurvey(api.url, first.id)).data.attributes.answers_total;
    const voteRow: LoadResult = {
      label: `POST surveys/user_answers (${String(FANS)} fans, one vote each)`,
      requestsPerSecond: amountRate(votes),
      p50Ms: votes.latency.p50,
      p99Ms: votes.latency.p99,
      non2xx: votes.non2xx,
      errors: votes.errors,
    };
    printTable(`Votes against likes (${String(FANS)} requests each, 20 connections)`, [
      { ...likes.row, label: `POST likes (baseline, ${String(FANS)} anonymous likes)` },
      voteRow,
    ]);
    console.log(
      `likes_count: ${String(likes.counted)} (expected ${String(likes.expected)}: ${likes.counted === likes.expected ? 'exact' : 'MISMATCH'})`,
    );
    const expected = before + votes['2xx'];
    console.log(
      `answers_total: ${String(after)} (expected ${String(before)} + ${String(votes['2xx'])} = ${String(expected)}: ${after === expected ? 'exact' : 'MISMATCH'})`,
    );

    const one = tokens[0] ?? '';
    const beforeSame = (await readSurvey(api.url, second.id)).data.attributes.answers_total;
    const same = await Promise.all(
      Array.from({ length: SAME_FAN }, () =>
        fetch(`${api.url}/api/v3/surveys/user_answers`, {
          method: 'POST',
          headers: { 'content-type': 'application/vnd.api+json', 'user-authorization': one },
          body: voteBody(answerOf(second)),
        }).then((response) => response.status),
      ),
    );
    const afterSame = (await readSurvey(api.url, second.id)).data.attributes.answers_total;
    const accepted = same.filter((status) => status === 201).length;
    console.log(
      `${String(SAME_FAN)} simultaneous votes by one fan: ${String(accepted)} accepted, answers_total +${String(afterSame - beforeSame)} (${accepted === 1 && afterSame - beforeSame === 1 ? 'exact' : 'MISMATCH'}); statuses ${[...new Set(same)].join(', ')}`,
    );
  } finally {
    await api.stop();
    await jwks.close();
  }
}
