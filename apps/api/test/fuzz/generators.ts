import fc from 'fast-check';
import { encode, nasty } from './nasty-strings';
import { body, headers, likeBody, shortLinkBody } from './payloads';
import type { GeneratedRequest, Vocabulary } from './vocabulary';

export type { GeneratedRequest, Vocabulary } from './vocabulary';

const RULES = ['eq', 'not_eq', 'in', 'not_null', 'matches_any', 'lt', ''];

/** Query parameter names: the JSON:API ones with real and garbage insides, and junk. */
const parameterName = (vocabulary: Vocabulary, text: fc.Arbitrary<string>) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...vocabulary.filters, 'id', 'x'), fc.constantFrom(...RULES))
        .map(([field, rule]) => `filter[${field}${rule ? `_${rule}` : ''}]`),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...vocabulary.types, 'x', '', 'articles]', '__proto__')
        .map((t) => `fields[${t}]`),
    },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        'page[number]',
        'page[size]',
        'sort',
        'include',
        'query',
        'kind',
        'slug',
        'quiz_id',
      ),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'page[offset]',
        'page',
        'filter',
        'filter[]',
        'fields[]',
        'fields[a][b]',
        'filter[id_eq][x]',
        'x',
        'referrer',
        'cache',
        'include[]',
        'sort[]',
        'PAGE[NUMBER]',
        '',
      ),
    },
    { weight: 2, arbitrary: text },
  );

const query = (vocabulary: Vocabulary) => {
  const text = nasty(vocabulary);
  const pair = fc.record({
    name: parameterName(vocabulary, text),
    value: text,
    keepBrackets: fc.boolean(),
  });
  return fc
    .tuple(
      fc.oneof(
        { weight: 9, arbitrary: fc.array(pair, { maxLength: 6 }) },
        { weight: 1, arbitrary: fc.array(pair, { minLength: 25, maxLength: 40 }) },
      ),
      fc.constantFrom('', '', '', '&', '&&', '=', '%', '%zz', '%E0%A4', 'a=%C0%80', '#frag'),
    )
    .map(([pairs, tail]) => {
      const parts = pairs.map(
        ({ name, value, keepBrackets }) =>
          `${encode(name, keepBrackets)}=${encode(value, keepBrackets)}`,
      );
      const search = [...parts, tail].filter((p) => p !== '').join('&');
      return search === '' ? '' : `?${search}`;
    });
};

const segment = (vocabulary: Vocabulary): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('1', '2', '3', '5', '10', '11', '100') },
    { weight: 3, arbitrary: nasty(vocabulary).map((s) => encode(s, false)) },
  );

/** A path on one of the API's routes (or next to one). */
const path = (vocabulary: Vocabulary): fc.Arbitrary<string> => {
  const id = segment(vocabulary);
  const type = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...vocabulary.endpoints) },
    { weight: 1, arbitrary: fc.constantFrom(...vocabulary.types) },
    { weight: 1, arbitrary: segment(vocabulary) },
  );
  const prefix = fc.constantFrom('/api/v3', '/api/v2', '/api/v3', '/api/v2', '/api/v1', '');
  const underPrefix = fc.oneof(
    type.map((t) => `/${t}`),
    fc.tuple(type, id).map(([t, i]) => `/${t}/${i}`),
    fc.constant('/current_page'),
    fc.tuple(id, id).map(([p, c]) => `/current_page/${p}/components/${c}`),
    id.map((g) => `/groups/${g}/standings`),
    fc.constant('/likes'),
    fc.constant('/short_links'),
    fc.constant('/current_user'),
    fc.constant('/quiz_questions/next_question'),
    id.map((r) => `/quiz_rankings/${r}/quiz_user_attempts`),
    fc.constant('/quiz_user_answers'),
    id.map((q) => `/quizzes/${q}/finish_quiz`),
    fc.tuple(type, id, id).map(([t, a, b]) => `/${t}/${a}/${b}`),
  );
  const image = fc
    .tuple(
      fc.integer({ min: -5, max: 5_000 }),
      fc.integer({ min: -5, max: 5_000 }),
      fc.integer({ min: -5, max: 120 }),
      fc.constantFrom('demo/pitch.jpg', 'demo/none.png', '../secret.jpg', 'demo/pitch.gif'),
      fc.boolean(),
    )
    .map(([w, h, q, file, resize]) =>
      resize
        ? `/images/fit-in/${String(w)}x${String(h)}/filters:quality(${String(q)})/${file}`
        : `/images/${file}`,
    );
  return fc.oneof(
    { weight: 12, arbitrary: fc.tuple(prefix, underPrefix).map(([p, rest]) => `${p}${rest}`) },
    { weight: 1, arbitrary: fc.constant('/health') },
    { weight: 1, arbitrary: id.map((code) => `/s/${code}`) },
    { weight: 1, arbitrary: image },
    { weight: 1, arbitrary: nasty(vocabulary).map((s) => `/images/${encode(s, false)}`) },
  );
};

/** One generated request for `app.inject()`: wild, or well-formed with one value spoiled. */
export function malformedRequest(vocabulary: Vocabulary): fc.Arbitrary<GeneratedRequest> {
  return fc.oneof(
    { weight: 1, arbitrary: wildRequest(vocabulary) },
    { weight: 2, arbitrary: nearlyValidRequest(vocabulary) },
  );
}

function wildRequest(vocabulary: Vocabulary): fc.Arbitrary<GeneratedRequest> {
  return fc
    .record({
      method: fc.constantFrom<GeneratedRequest['method']>(
        'GET',
        'GET',
        'GET',
        'GET',
        'GET',
        'POST',
        'POST',
        'PATCH',
        'PUT',
        'DELETE',
        'HEAD',
        'OPTIONS',
      ),
      path: path(vocabulary),
      query: query(vocabulary),
      headers: headers(vocabulary),
      payload: body(vocabulary),
    })
    .map(({ method, path: route, query: search, headers: sent, payload }) => {
      const request: GeneratedRequest = { method, url: `${route}${search}`, headers: sent };
      if (payload !== undefined && method !== 'GET' && method !== 'HEAD') {
        request.payload = payload;
      }
      return request;
    });
}

/** A plausible value for a filter, sort, page or include of `type`, or a nasty one. */
function plausibleQuery(vocabulary: Vocabulary, type: string): fc.Arbitrary<[string, string][]> {
  const names = vocabulary.byType[type] ?? {
    filters: [],
    sorts: [],
    relationships: [],
    attributes: [],
  };
  const pick = (list: string[], fallback: string) =>
    fc.constantFrom(...(list.length > 0 ? list : [fallback]));
  const filterValue = fc.oneof(
    fc.integer({ min: -3, max: 20 }).map(String),
    fc.constantFrom('true', 'false', 'News', 'ended', 'main_page', 'liga', '2026-11-01', 'a%'),
    fc
      .array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 4 })
      .map((a) => a.join(',')),
    fc
      .oneof(fc.bigInt(), fc.integer({ min: 2 ** 31 - 2, max: 2 ** 31 + 2 }).map(BigInt))
      .map((n) => `${String(n)},1`),
    nasty(vocabulary),
  );
  const filter = fc
    .tuple(pick(names.filters, 'id'), fc.constantFrom(...RULES.slice(0, 5)), filterValue)
    .map(([field, rule, value]): [string, string] => [`filter[${field}_${rule}]`, value]);
  const sort = fc
    .array(
      fc.tuple(pick(names.sorts, 'id'), fc.boolean()).map(([f, d]) => `${d ? '-' : ''}${f}`),
      { minLength: 1, maxLength: 3 },
    )
    .map((list): [string, string] => ['sort', list.join(',')]);
  const own = pick(names.relationships, 'image');
  const any = pick(vocabulary.relationships, 'image');
  const include = fc
    .array(
      fc
        .tuple(own, fc.array(any, { maxLength: 3 }))
        .map(([first, rest]) => [first, ...rest].join('.')),
      { minLength: 1, maxLength: 4 },
    )
    .map((paths): [string, string] => ['include', paths.join(',')]);
  const fields = fc
    .tuple(
      fc.oneof(
        { weight: 4, arbitrary: fc.constant(type) },
        { weight: 1, arbitrary: fc.constantFrom(...vocabulary.types) },
      ),
      fc.array(pick(names.attributes, 'id'), { maxLength: 4 }),
    )
    .map(([t, list]): [string, string] => [`fields[${t}]`, list.join(',')]);
  const page = fc.oneof(
    fc.integer({ min: 1, max: 60 }).map((n): [string, string] => ['page[size]', String(n)]),
    fc.integer({ min: 1, max: 4 }).map((n): [string, string] => ['page[number]', String(n)]),
  );
  const search = fc.constantFrom('mecz', 'Łódź', 'a & b', '!!', "o'", 'zwyciestwo');
  const extra = type === 'articles' ? [search.map((q): [string, string] => ['query', q])] : [];
  return fc.array(fc.oneof(filter, sort, include, fields, page, ...extra), { maxLength: 5 });
}

const spoil = (vocabulary: Vocabulary, pairs: [string, string][]) =>
  fc
    .tuple(fc.nat(), nasty(vocabulary), fc.integer({ min: 0, max: 3 }))
    .map(([at, value, mode]): [string, string][] => {
      if (pairs.length === 0 || mode <= 1) return pairs;
      const copy = [...pairs];
      const index = at % copy.length;
      const [name] = copy[index] ?? ['x', ''];
      copy[index] = mode === 2 ? [name, value] : [value, 'x'];
      return copy;
    });

const toSearch = (pairs: [string, string][]) =>
  pairs.length === 0
    ? ''
    : `?${pairs.map(([name, value]) => `${encode(name, true)}=${encode(value, false)}`).join('&')}`;

/** A request the site could send, with (one time in two) one name or value spoiled. */
function nearlyValidRequest(vocabulary: Vocabulary): fc.Arbitrary<GeneratedRequest> {
  const prefix = fc.constantFrom('/api/v3', '/api/v2');
  const id = fc.integer({ min: 1, max: 12 }).map(String);
  const language = fc.constantFrom('pl', 'en', 'de');
  const endpoint = fc.constantFrom(...vocabulary.endpoints);
  const read = fc.oneof(
    endpoint.chain((type) => fc.tuple(fc.constant(`/${type}`), plausibleQuery(vocabulary, type))),
    endpoint.chain((type) =>
      fc.tuple(
        id.map((i) => `/${type}/${i}`),
        plausibleQuery(vocabulary, type),
      ),
    ),
    fc.tuple(
      fc.constant('/current_page'),
      fc
        .tuple(
          fc.constantFrom('main_page', 'static', ''),
          fc.constantFrom('home', 'pilka-nozna', 'nie-ma'),
          plausibleQuery(vocabulary, 'pages'),
        )
        .map(([kind, slug, rest]): [string, string][] => [['kind', kind], ['slug', slug], ...rest]),
    ),
    fc.tuple(
      fc.tuple(id, id).map(([p, c]) => `/current_page/${p}/components/${c}`),
      plausibleQuery(vocabulary, 'components'),
    ),
    fc.tuple(
      id.map((g) => `/groups/${g}/standings`),
      plausibleQuery(vocabulary, 'standings'),
    ),
  );
  const get = fc.tuple(prefix, read, language).chain(([p, [route, pairs], lang]) =>
    spoil(vocabulary, pairs).map((spoiled): GeneratedRequest => ({
      method: 'GET',
      url: `${p}${route}${toSearch(spoiled)}`,
      headers: { 'accept-language': lang },
    })),
  );
  const text = nasty(vocabulary);
  const post = fc
    .tuple(
      prefix,
      fc.oneof(
        fc.tuple(fc.constant('/likes'), likeBody(fc.oneof(id, text))),
        fc.tuple(fc.constant('/short_links'), shortLinkBody(text)),
      ),
      fc.constantFrom('application/json', 'application/vnd.api+json'),
    )
    .map(([p, [route, payload], type]): GeneratedRequest => ({
      method: 'POST',
      url: `${p}${route}`,
      headers: { 'content-type': type },
      payload,
    }));
  return fc.oneof({ weight: 4, arbitrary: get }, { weight: 1, arbitrary: post });
}
