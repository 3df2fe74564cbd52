import { describe, expect, it } from 'vitest';
import { createHtmlSanitizer } from '../../src/html/sanitizer';
import { expectHarmless } from '../support/hostile-html';

/**
 * sanitize-html is pinned to 2.17.5, its last release for Node 20 (docs/workspace.md "Node
 * version"). These are the payloads of the advisories fixed after it (2.17.6–2.18.1): each
 * needs a tag or attribute our two policies never allow, so each comes out harmless here.
 */
const html = createHtmlSanitizer(['http://localhost:3000']);

const ADVISORIES: Record<string, string> = {
  // 2.17.6: raw text of textarea/xmp inside svg/math re-emitted unescaped.
  'textarea in svg': '<svg><textarea><img src=x onerror=alert(1)></textarea></svg>',
  'xmp in math': '<math><xmp><img src=x onerror=alert(1)></xmp></math>',
  // 2.17.6 (GHSA-jxwj-j7wr-gfrw): `</textarea/>` closes the element in a browser, not the parser.
  'textarea closed with a solidus': '<textarea></textarea/><img src=x onerror=alert(1)>',
  'xmp closed with a solidus': '<xmp></xmp/><img src=x onerror=alert(1)>',
  // 2.17.7 (GHSA-g8qq-57p8-ggw5) and 2.18.0 (GHSA-374f-7chj-9948): SVG animation of a link.
  'svg animate of href':
    '<svg><a href="#a"><animate attributeName="href" values="#a;javascript:alert(1)"/><text>x</text></a></svg>',
  'prefixed svg:animate': '<svg:animate attributeName="xlink:href" to="javascript:alert(1)"/>',
  // 2.18.0 (GHSA-cv27-6wvh-8x7j): a refresh to a javascript: URL.
  'meta refresh': '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  // 2.18.0 (GHSA-x3q4-9hxx-gx8m): an ancestor's end tag closes <noscript> early in the parser.
  'noscript closed early': '<p><noscript></p><img src=x onerror=alert(1)></noscript></p>',
  // 2.18.0: srcset URLs checked against the attribute's tag.
  'srcset with javascript:':
    '<img srcset="javascript:alert(1) 1x"><source srcset="javascript:alert(1)">',
};

/** Tags and attributes these advisories rely on; none may survive either policy. */
const CARRIERS = [
  '<textarea',
  '<xmp',
  '<math',
  '<animate',
  'svg:',
  '<meta',
  'refresh',
  '<noscript',
  'srcset',
];

describe('sanitize-html advisories fixed after 2.17.5 do not reach our policies', () => {
  for (const [name, payload] of Object.entries(ADVISORIES)) {
    it(`${name}: harmless as rich text and as an embed`, () => {
      for (const clean of [html.rich(payload), html.embed(payload)]) {
        expectHarmless(clean);
        for (const carrier of CARRIERS) expect(clean.toLowerCase()).not.toContain(carrier);
      }
    });
  }

  it('nested discarded frames (2.18.1, GHSA-c9rx-x947-fp3h) are flattened without recursion', () => {
    const deep = `${'<iframe>'.repeat(2_000)}<img src=x onerror=alert(1)>${'</iframe>'.repeat(2_000)}`;
    for (const clean of [html.rich(deep), html.embed(deep)]) expectHarmless(clean);
  });
});
