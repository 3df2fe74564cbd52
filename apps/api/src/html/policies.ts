import type { IOptions } from 'sanitize-html';

/**
 * Allowlists for HTML written in the CMS (issue 14 item 8). Everything not listed is removed:
 * other tags are unwrapped (their text kept), except `script`, `style`, `textarea`, `noscript`
 * and `option`, which go with their content; attributes not listed are dropped, so no event
 * handler (`onerror=`), `style`, `class` or `id` survives.
 */

/** Rich text: formatting, headings, lists, quotations, tables and links. No pictures. */
const RICH_TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'cite',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'footer',
  'a',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
] as const;

/** URL schemes a rich-text link may use; relative links (`/…`, `#…`) are kept too. */
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** The only `target` values a link keeps (never `_parent` / `_top` or a named frame). */
export const LINK_TARGETS: readonly string[] = ['_blank', '_self'];

/** What outside links (not one of the club's origins, not mail or phone) are given. */
export const OUTSIDE_LINK_REL = 'noopener noreferrer nofollow';

/** The static part of the rich-text options (the link transform needs the club's origins). */
export const RICH_TEXT_OPTIONS = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    ol: ['start'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Headings keep their rank below the page's own <h1>.
  transformTags: { h1: 'h2', h5: 'h4', h6: 'h4' },
  parseStyleAttributes: false,
} satisfies IOptions;

/** Attributes an embed's <iframe> keeps (the site adds its own sandbox around it). */
const EMBED_ATTRIBUTES = [
  'src',
  'title',
  'width',
  'height',
  'allow',
  'allowfullscreen',
  'loading',
  'referrerpolicy',
] as const;

/** The `iframe` module: only the embedded frame itself, nothing else. */
export const EMBED_OPTIONS = {
  allowedTags: ['iframe'],
  allowedAttributes: { iframe: [...EMBED_ATTRIBUTES] },
  allowedSchemes: ['https', 'http'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'completelyDiscard',
  parseStyleAttributes: false,
} satisfies IOptions;
