import { describe, expect, it } from 'vitest';
import { OUTSIDE_LINK_REL } from '../../src/html/policies';
import { createHtmlSanitizer } from '../../src/html/sanitizer';
import { expectHarmless, SMUGGLED } from '../support/hostile-html';

const SITE = 'http://localhost:3000';
const html = createHtmlSanitizer([SITE, 'http://akademia.localhost:3000']);

describe('rich text', () => {
  it('drops scripts, handlers, javascript: links, styles, base, forms and embeds', () => {
    const frame = '<iframe src="https://evil.example/"></iframe>';
    const clean = html.rich(`<p>Przed</p>${SMUGGLED}${frame}<p>Po</p>`);
    expectHarmless(clean);
    expect(clean).toContain('<p>Przed</p>');
    expect(clean).toContain('<p>Po</p>');
    expect(clean).toContain('<p>x</p>');
  });

  it('keeps formatting, headings, lists, quotations and tables', () => {
    const formatted =
      '<h2>Tytuł</h2><h3>Pod</h3><h4>Niżej</h4><p><strong>a</strong> <b>b</b> <em>c</em> <i>d</i> <u>e</u> <s>f</s> x<sub>2</sub> y<sup>3</sup></p>' +
      '<ul><li>jeden</li></ul><ol start="3"><li>trzy</li></ol><hr />' +
      '<blockquote><p>Cytat</p><footer><cite>Trener</cite></footer></blockquote>' +
      '<table><caption>Cennik</caption><thead><tr><th scope="col">Usługa</th></tr></thead><tbody><tr><td colspan="2">Gra</td></tr></tbody><tfoot><tr><td>Suma</td></tr></tfoot></table>';
    expect(html.rich(formatted)).toBe(formatted);
  });

  it('keeps a heading a heading below the page title', () => {
    expect(html.rich('<h1>A</h1><h5>B</h5><h6>C</h6>')).toBe('<h2>A</h2><h4>B</h4><h4>C</h4>');
  });

  it('adds rel to outside links only, replacing the editor’s own', () => {
    expect(html.rich('<a href="https://rywal.example/mecz" rel="opener">r</a>')).toBe(
      `<a href="https://rywal.example/mecz" rel="${OUTSIDE_LINK_REL}">r</a>`,
    );
    expect(OUTSIDE_LINK_REL).toContain('noopener');
    expect(OUTSIDE_LINK_REL).toContain('noreferrer');
    for (const inside of [
      '/bilety',
      '#sklad',
      'regulamin',
      `${SITE}/aktualnosci`,
      'http://akademia.localhost:3000/',
      'mailto:biuro@example.com',
      'tel:+48220000000',
    ]) {
      expect(html.rich(`<a href="${inside}" rel="opener">x</a>`)).toBe(`<a href="${inside}">x</a>`);
    }
    // Protocol-relative and backslash tricks are outside links, and their href is dropped.
    for (const sneaky of ['//evil.example/x', '/\\evil.example/x']) {
      const clean = html.rich(`<a href="${sneaky}">x</a>`);
      expect(clean).not.toContain('evil.example');
      expect(clean).toContain(`rel="${OUTSIDE_LINK_REL}"`);
    }
  });

  it('allows http, https, mailto and tel links, no other scheme', () => {
    for (const href of ['data:text/html,x', 'vbscript:x', 'ftp://example.com/f', 'file:///etc']) {
      expect(html.rich(`<a href="${href}">x</a>`)).not.toContain('href');
    }
    expect(html.rich('<a href="https://example.com" title="t" target="_blank">x</a>')).toBe(
      `<a href="https://example.com" title="t" target="_blank" rel="${OUTSIDE_LINK_REL}">x</a>`,
    );
    expect(html.rich('<a href="/x" target="_top" name="n" class="c" id="i">x</a>')).toBe(
      '<a href="/x">x</a>',
    );
  });

  it('passes the demo content through unchanged apart from rel (packages/db/src/seed)', () => {
    const seeds = [
      // text.ts bodyHtml, drafts.ts
      '<p>Trzy punkty zostają w domu.</p>\n<p>Kibice dopisali.</p>',
      '<p><em>Tekst w przygotowaniu: redakcja uzupełni go o wypowiedzi trenera i kapitana.</em></p>',
      // article-modules.ts, main-pages.ts, static-pages.ts quotations
      '<blockquote><p>Dziękujemy kibicom za wsparcie – to była wspólna praca całego zespołu.</p><footer>Trener</footer></blockquote>',
      // static-pages.ts price table
      '<table><thead><tr><th>Usługa</th><th>Cena</th></tr></thead><tbody><tr><td>Godzina gry</td><td>90 zł</td></tr><tr><td>Karnet 10 wejść</td><td>800 zł</td></tr></tbody></table>',
      // shop.ts contact bodies (void elements come back as `<br />`, the same element)
      '<p>tel. +48 22 000 00 00<br />biuro@example.com</p>',
    ];
    for (const seed of seeds) expect(html.rich(seed)).toBe(seed);
    // shop.ts FAQ answer linking the ticket shop (an outside link).
    const faq =
      '<p>Bilety kupisz w sprzedaży internetowej i w kasach stadionu. <a href="https://bilety.example.com">Przejdź do biletów</a>.</p>';
    expect(html.rich(faq)).toBe(faq.replace('">Przejdź', `" rel="${OUTSIDE_LINK_REL}">Przejdź`));
  });
});

describe('embed (the iframe module)', () => {
  const seed = `<iframe src="${SITE}/media/rezerwacje" title="Rezerwacja kortów" width="100%" height="420" loading="lazy"></iframe>`;

  it('keeps the demo embed (the club’s own origin) with its size and title', () => {
    const clean = html.embed(seed);
    expect(clean).toContain(`src="${SITE}/media/rezerwacje"`);
    for (const kept of ['title="Rezerwacja kortów"', 'width="100%"', 'height="420"']) {
      expect(clean).toContain(kept);
    }
  });

  it('keeps only iframes with an https src and the embed attributes', () => {
    const clean = html.embed(
      '<p>Opis</p><iframe src="https://www.youtube-nocookie.com/embed/abc" allow="autoplay; fullscreen" allowfullscreen referrerpolicy="strict-origin" onload="alert(1)" srcdoc="<script>alert(1)</script>" sandbox="allow-same-origin allow-scripts" style="x"></iframe>' +
        SMUGGLED,
    );
    expect(clean).toBe(
      '<iframe allow="autoplay; fullscreen" allowfullscreen referrerpolicy="strict-origin" src="https://www.youtube-nocookie.com/embed/abc"></iframe>',
    );
  });

  it('drops frames loading plain http from elsewhere, javascript: or data:', () => {
    for (const src of ['http://evil.example/x', 'javascript:alert(1)', 'data:text/html,x', '']) {
      expect(html.embed(`<iframe src="${src}"></iframe>`)).toBe('');
    }
  });
});
