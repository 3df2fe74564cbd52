import { collapse, htmlElements, type HtmlElement } from './html-elements';

/** What the browser's last largest-contentful-paint entry named (`lcp-probe.ts`). */
export interface LcpProbe {
  /** The element's tag, lower case. */
  tag: string;
  /** The image's URL (absolute) for an image paint, '' for text. */
  url: string;
  /** The element's `textContent`. */
  text: string;
  /** The element's attributes in the live DOM (the fallback when it is not in the HTML). */
  attributes: Record<string, string>;
}

/** A `<source>` of a `<picture>`, URLs absolute. */
interface LcpSource {
  srcset: string;
  sizes?: string | undefined;
  media?: string | undefined;
  type?: string | undefined;
  width?: string | undefined;
  height?: string | undefined;
}

/**
 * The element a bare page shows in place of a template's largest paint (the bare page reads
 * this shape from JSON: `bench/baselines/bare-next/app/lcp-element.tsx`). `inHtml` is false when
 * the element was not in the server's HTML (drawn by script, or a CSS background).
 */
export type LcpElement =
  | {
      kind: 'image';
      src: string;
      srcset?: string | undefined;
      sizes?: string | undefined;
      width?: string | undefined;
      height?: string | undefined;
      alt: string;
      sources: LcpSource[];
      inHtml: boolean;
    }
  | { kind: 'text'; tag: string; text: string; inHtml: boolean };

interface Candidate {
  url: string;
  descriptor: string;
}

/** A `srcset`'s candidates, as the HTML spec splits them (a URL may hold commas). */
export function srcsetCandidates(srcset: string): Candidate[] {
  const candidates: Candidate[] = [];
  let rest = srcset.replace(/^[\s,]+/, '');
  while (rest) {
    let url = /^\S+/.exec(rest)?.[0] ?? '';
    rest = rest.slice(url.length);
    let descriptor = '';
    if (url.endsWith(',')) url = url.replace(/,+$/, '');
    else {
      const d = /^([^,]*)(?:,|$)/.exec(rest)?.[0] ?? '';
      descriptor = d.replace(/,$/, '').trim();
      rest = rest.slice(d.length);
    }
    if (url) candidates.push({ url, descriptor });
    rest = rest.replace(/^[\s,]+/, '');
  }
  return candidates;
}

function absolute(url: string, base: string): string {
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

/** A `srcset` with every URL made absolute against the page (the bare page is elsewhere). */
export function absoluteSrcset(srcset: string, base: string): string {
  return srcsetCandidates(srcset)
    .map((c) => [absolute(c.url, base), c.descriptor].filter(Boolean).join(' '))
    .join(', ');
}

/** Every URL an `<img>` or `<source>` may fetch, absolute. */
function urlsOf(element: HtmlElement, base: string): string[] {
  const { src, srcset } = element.attributes;
  return [
    ...(src ? [absolute(src, base)] : []),
    ...(srcset ? srcsetCandidates(srcset).map((c) => absolute(c.url, base)) : []),
  ];
}

const attribute = (attributes: Record<string, string>, name: string) =>
  attributes[name] === undefined || attributes[name] === '' ? undefined : attributes[name];

function imageElement(
  attributes: Record<string, string>,
  sources: Record<string, string>[],
  base: string,
  inHtml: boolean,
): LcpElement {
  const srcset = attribute(attributes, 'srcset');
  return {
    kind: 'image',
    src: absolute(attributes.src ?? '', base),
    srcset: srcset ? absoluteSrcset(srcset, base) : undefined,
    sizes: attribute(attributes, 'sizes'),
    width: attribute(attributes, 'width'),
    height: attribute(attributes, 'height'),
    alt: attributes.alt ?? '',
    sources: sources.map((s) => ({
      srcset: absoluteSrcset(s.srcset ?? '', base),
      sizes: attribute(s, 'sizes'),
      media: attribute(s, 'media'),
      type: attribute(s, 'type'),
      width: attribute(s, 'width'),
      height: attribute(s, 'height'),
    })),
    inHtml,
  };
}

/**
 * The template's largest-paint element as the server's HTML has it: for a picture, the `<img>`
 * whose `src` or `srcset` holds the URL the browser painted (with its `<picture>`'s `<source>`s,
 * so the bare page makes the same choice); for text, an element of the same tag with the same
 * text. Not found in the HTML (drawn by script, a CSS background): what the live DOM had, with
 * `inHtml: false`.
 */
export function lcpElementFromHtml(html: string, probe: LcpProbe, pageUrl: string): LcpElement {
  const elements = htmlElements(html);
  if (probe.url) {
    const target = absolute(probe.url, pageUrl);
    const hit = elements.findIndex(
      (e) => (e.tag === 'img' || e.tag === 'source') && urlsOf(e, pageUrl).includes(target),
    );
    const found = elements[hit];
    if (found) {
      const picture = elements[found.parent]?.tag === 'picture' ? found.parent : -1;
      const img =
        found.tag === 'img'
          ? found
          : elements.find((e, i) => i > hit && e.tag === 'img' && e.parent === picture);
      const sources = elements.filter(
        (e) => picture >= 0 && e.parent === picture && e.tag === 'source',
      );
      if (img)
        return imageElement(
          img.attributes,
          sources.map((s) => s.attributes),
          pageUrl,
          true,
        );
    }
    // Not an <img> of the HTML: what the browser painted, as an <img> of that URL.
    const dom = probe.tag === 'img' ? probe.attributes : { src: target };
    return imageElement({ src: target, ...dom }, [], pageUrl, false);
  }
  const text = collapse(probe.text);
  const inHtml = elements.some((e) => e.tag === probe.tag && e.text === text);
  return { kind: 'text', tag: probe.tag, text, inHtml };
}

/** A short label for a table: `img …/cover-1020.webp` or `h1 "Match report…"`. */
export function describeLcp(element: LcpElement): string {
  const note = element.inHtml ? '' : ' (not in the HTML)';
  if (element.kind === 'text') {
    const text = element.text.length > 32 ? `${element.text.slice(0, 31)}…` : element.text;
    return `${element.tag} "${text}"${note}`;
  }
  const file = element.src.split(/[?#]/)[0]?.split('/').filter(Boolean).at(-1) ?? element.src;
  const tag = element.sources.length > 0 ? 'picture' : 'img';
  return `${tag} ${file.length > 32 ? `…${file.slice(-31)}` : file}${note}`;
}
