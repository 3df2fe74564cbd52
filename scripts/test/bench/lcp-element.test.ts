import { describe, expect, it } from 'vitest';
import { htmlElements } from '../../../bench/lib/html-elements';
import {
  absoluteSrcset,
  describeLcp,
  lcpElementFromHtml,
  srcsetCandidates,
  type LcpProbe,
} from '../../../bench/lib/lcp-element';

const PAGE = 'http://localhost:3000/aktualnosci/wszystkie';
const API = 'http://localhost:4000';

const image = (url: string, attributes: Record<string, string> = {}): LcpProbe => ({
  tag: 'img',
  url,
  text: '',
  attributes,
});

describe('the largest-paint element read from the server HTML', () => {
  it('finds the <img> whose srcset holds the painted URL, its src, srcset and sizes made absolute', () => {
    const html = `<!DOCTYPE html><html><head><title>x</title></head><body>
      <img src="/logo.svg" alt="Klub">
      <article><img alt="Okładka &amp; mecz" src="${API}/img/a-1020.jpg?v=1&amp;q=80"
        srcset="/img/a-360.jpg 360w, /img/a-720.jpg 720w, ${API}/img/a-1020.jpg 1020w"
        sizes="(min-width: 768px) 50vw, 100vw" width="1020" height="680" fetchpriority="high"></article>
    </body></html>`;
    const element = lcpElementFromHtml(html, image('http://localhost:3000/img/a-720.jpg'), PAGE);
    expect(element).toEqual({
      kind: 'image',
      src: `${API}/img/a-1020.jpg?v=1&q=80`,
      srcset: `http://localhost:3000/img/a-360.jpg 360w, http://localhost:3000/img/a-720.jpg 720w, ${API}/img/a-1020.jpg 1020w`,
      sizes: '(min-width: 768px) 50vw, 100vw',
      width: '1020',
      height: '680',
      alt: 'Okładka & mecz',
      sources: [],
      inHtml: true,
    });
  });

  it("keeps a <picture>'s <source>s when the painted URL is a source's", () => {
    const html = `<main><picture class="m"><source media="(max-width: 529.98px)" srcSet="${API}/hero-mobile.jpg" width="900" height="1200"/><img src="${API}/hero.jpg" width="1920" height="800" alt="Stadion" loading="eager"/></picture></main>`;
    const element = lcpElementFromHtml(html, image(`${API}/hero-mobile.jpg`), PAGE);
    expect(element).toMatchObject({
      kind: 'image',
      src: `${API}/hero.jpg`,
      alt: 'Stadion',
      inHtml: true,
      sources: [
        {
          srcset: `${API}/hero-mobile.jpg`,
          media: '(max-width: 529.98px)',
          width: '900',
          height: '1200',
        },
      ],
    });
  });

  it('does not take a picture named only in the inline RSC payload as in the HTML', () => {
    const html = `<body><div id="root"></div><script>self.__next_f.push([1,"<img src=\\"${API}/late.jpg\\">"])</script></body>`;
    const element = lcpElementFromHtml(
      html,
      image(`${API}/late.jpg`, { src: `${API}/late.jpg`, sizes: '100vw' }),
      PAGE,
    );
    expect(element).toMatchObject({ kind: 'image', src: `${API}/late.jpg`, inHtml: false });
    expect(element.kind === 'image' && element.sizes).toBe('100vw');
  });

  it('a CSS background picture becomes an <img> of its URL, not in the HTML', () => {
    const element = lcpElementFromHtml(
      '<div class="hero"></div>',
      { tag: 'div', url: `${API}/bg.jpg`, text: '', attributes: { class: 'hero' } },
      PAGE,
    );
    expect(element).toEqual({
      kind: 'image',
      src: `${API}/bg.jpg`,
      srcset: undefined,
      sizes: undefined,
      width: undefined,
      height: undefined,
      alt: '',
      sources: [],
      inHtml: false,
    });
  });

  it('finds text by tag and text content across inline children, comments and entities', () => {
    const html =
      '<main><h2>Wynik</h2><h1 class="t">Wisła <span>–</span><!-- --> Legia &amp; więcej&#x27;s</h1></main>';
    const probe: LcpProbe = {
      tag: 'h1',
      url: '',
      text: "Wisła –  Legia & więcej's\n",
      attributes: {},
    };
    expect(lcpElementFromHtml(html, probe, PAGE)).toEqual({
      kind: 'text',
      tag: 'h1',
      text: "Wisła – Legia & więcej's",
      inHtml: true,
    });
    expect(lcpElementFromHtml(html, { ...probe, text: 'Inny tytuł' }, PAGE)).toMatchObject({
      inHtml: false,
    });
  });
});

describe('the HTML tokenizer', () => {
  it('closes void elements, skips script and style content, and nests by end tags', () => {
    const elements = htmlElements(
      '<ul><li>a<br>b</li><li>c</li></ul><style>p>a{}</style><script>if (a<b) x()</script><p>d</p>',
    );
    expect(elements.map((e) => `${e.tag}:${e.text}`)).toEqual([
      'ul:abc',
      'li:ab',
      'br:',
      'li:c',
      'style:',
      'script:',
      'p:d',
    ]);
    expect(elements[2]?.ancestors).toEqual(['ul', 'li']);
  });
});

describe('srcset', () => {
  it('splits candidates as the HTML spec does (a URL may hold commas)', () => {
    expect(srcsetCandidates(' /a,b.jpg 1x, /c.jpg 2x,/d.jpg')).toEqual([
      { url: '/a,b.jpg', descriptor: '1x' },
      { url: '/c.jpg', descriptor: '2x' },
      { url: '/d.jpg', descriptor: '' },
    ]);
    expect(absoluteSrcset('/a.jpg 360w, b.jpg 720w', PAGE)).toBe(
      'http://localhost:3000/a.jpg 360w, http://localhost:3000/aktualnosci/b.jpg 720w',
    );
  });
});

describe('describeLcp', () => {
  it('names the file or the start of the text, and says when it was not in the HTML', () => {
    expect(
      describeLcp({
        kind: 'image',
        src: `${API}/img/a-1020.jpg?x=1`,
        alt: '',
        sources: [],
        inHtml: true,
      }),
    ).toBe('img a-1020.jpg');
    expect(describeLcp({ kind: 'text', tag: 'p', text: 'x'.repeat(40), inHtml: false })).toBe(
      `p "${'x'.repeat(31)}…" (not in the HTML)`,
    );
  });
});
