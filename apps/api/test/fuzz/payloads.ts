import fc from 'fast-check';
import { nasty } from './nasty-strings';
import type { Vocabulary } from './vocabulary';

export const likeBody = (text: fc.Arbitrary<string>) =>
  fc
    .record({
      type: fc.constantFrom('like', 'likes', ''),
      virtualUserId: fc.oneof(fc.uuid({ version: 4 }), text),
      id: fc.oneof(text, fc.integer(), fc.double(), fc.constant(2 ** 31), fc.constant(null)),
      resourceType: fc.constantFrom('article', 'component', 'match', 'club', 'x', '__proto__'),
    })
    .map(({ type, virtualUserId, id, resourceType }) =>
      JSON.stringify({
        data: {
          type,
          attributes: { virtual_user_id: virtualUserId },
          relationships: { resource: { data: { id, type: resourceType } } },
        },
      }),
    );

export const shortLinkBody = (text: fc.Arbitrary<string>) =>
  fc
    .oneof(
      text,
      text.map((s) => `http://localhost:3000/${s}`),
      fc.webUrl(),
      fc.constant(`http://localhost:3000/${'a'.repeat(3_000)}`),
    )
    .map((link) => JSON.stringify({ dynamicLinkInfo: { link } }));

export const body = (vocabulary: Vocabulary): fc.Arbitrary<string | undefined> => {
  const text = nasty(vocabulary);
  return fc.oneof(
    fc.constant(undefined),
    fc.constant(''),
    likeBody(text),
    shortLinkBody(text),
    fc.json({ maxDepth: 4 }),
    text,
    fc.constantFrom('{', '{"__proto__": {"x": 1}}', '{"constructor": {"prototype": {}}}', 'null'),
  );
};

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/vnd.api+json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=nope',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  '*/*',
  'json',
  '',
];

export const headers = (vocabulary: Vocabulary): fc.Arbitrary<Record<string, string>> => {
  const text = nasty(vocabulary).filter((s) => /^[\t\u0020-\u007e\u0080-\u00ff]*$/.test(s));
  return fc
    .record(
      {
        'content-type': fc.constantFrom(...CONTENT_TYPES),
        'accept-language': fc.oneof(fc.constantFrom('en', 'pl', 'en-GB,en;q=0.9', '*'), text),
        'if-none-match': fc.oneof(fc.constantFrom('*', 'W/"x"', '"a", W/"b"'), text),
        accept: fc.constantFrom('application/json', 'image/webp,*/*', '*/*', 'text/html'),
        'user-authorization': text,
        'preview-secret': text,
        rare: fc.integer({ min: 0, max: 19 }),
        origin: fc.constantFrom('http://localhost:3000', 'https://evil.example', 'null'),
      },
      { requiredKeys: [] },
    )
    .map((record) => {
      // Headers an agent sends at most occasionally: user tokens and secrets stay rare.
      const out: Record<string, string> = {};
      const rare = record.rare === 0;
      for (const [name, value] of Object.entries(record)) {
        if (typeof value !== 'string') continue;
        if (!rare && (name === 'user-authorization' || name === 'preview-secret')) continue;
        out[name] = value;
      }
      return out;
    });
};
