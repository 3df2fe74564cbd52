import sanitizeHtml, { type Attributes, type IOptions } from 'sanitize-html';
import { EMBED_OPTIONS, LINK_TARGETS, OUTSIDE_LINK_REL, RICH_TEXT_OPTIONS } from './policies';

/** The two policies CMS HTML is cleaned with before the API serialises it. */
export interface HtmlSanitizer {
  /** Rich text (text, quotation, FAQ answers, comments of modules, bodies): formatting, links. */
  rich: (html: string) => string;
  /** The `iframe` module: only `<iframe>` elements with an https (or the club's own) `src`. */
  embed: (html: string) => string;
}

/** Mail and phone links hand over to another app: not an outside page, no `rel`. */
const HANDOFF = /^\s*(mailto|tel):/i;

/**
 * A sanitiser for the club whose site lives on `ownOrigins` (links to them are inside links).
 * The option objects are built once here and reused for every call.
 */
export function createHtmlSanitizer(ownOrigins: readonly string[]): HtmlSanitizer {
  const origins = [...new Set(ownOrigins.flatMap(originOf))];
  const inside = (href: string) => HANDOFF.test(href) || isInsideLink(href, origins);

  const rich: IOptions = {
    ...RICH_TEXT_OPTIONS,
    transformTags: {
      ...RICH_TEXT_OPTIONS.transformTags,
      a: (tagName: string, attribs: Attributes) => {
        // The editor's own `rel` is replaced, a `target` other than a new tab or this one dropped.
        const { href, target, title } = attribs;
        const rest: Attributes = {};
        if (href !== undefined) rest.href = href;
        if (title !== undefined) rest.title = title;
        if (target !== undefined && LINK_TARGETS.includes(target)) rest.target = target;
        // Outside links never hand the page to the site they open (no window.opener, no
        // referrer) and are not an endorsement; inside links need no rel at all.
        return {
          tagName,
          attribs: href === undefined || inside(href) ? rest : { ...rest, rel: OUTSIDE_LINK_REL },
        };
      },
    },
  };

  const embed: IOptions = {
    ...EMBED_OPTIONS,
    transformTags: {
      iframe: (tagName: string, attribs: Attributes) => {
        const { src, ...rest } = attribs;
        return { tagName, attribs: src && embeddable(src, origins) ? { ...rest, src } : rest };
      },
    },
    // A frame without a usable source is dropped whole.
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  };

  return {
    rich: (html) => sanitizeHtml(html, rich),
    embed: (html) => sanitizeHtml(html, embed),
  };
}

/** A stand-in base: a link that resolves onto it is relative (`/…`, `#…`, `page`). */
const RELATIVE_BASE = 'http://relative.invalid';

/**
 * Whether a link stays on the club's site: relative, or on one of its origins. Resolved as a
 * browser would (so `//host` and `/\host` are outside links).
 */
function isInsideLink(href: string, origins: readonly string[]): boolean {
  try {
    const { origin } = new URL(href.trim(), RELATIVE_BASE);
    return origin === RELATIVE_BASE || origins.includes(origin);
  } catch {
    return false;
  }
}

/** An embed loads over https, or from the club's own site (plain http in development). */
function embeddable(src: string, origins: readonly string[]): boolean {
  try {
    const url = new URL(src.trim());
    return url.protocol === 'https:' || origins.includes(url.origin);
  } catch {
    return false;
  }
}

function originOf(value: string): string[] {
  try {
    return [new URL(value).origin];
  } catch {
    return [];
  }
}
