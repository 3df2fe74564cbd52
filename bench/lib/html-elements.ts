/** One element of a server's HTML, with its attributes decoded and its text content. */
export interface HtmlElement {
  tag: string;
  attributes: Record<string, string>;
  /** Text content, entities decoded, whitespace collapsed (as `textContent`, trimmed). */
  text: string;
  /** Tags of the open ancestors, nearest last. */
  ancestors: string[];
  /** Index of the parent in the list `htmlElements` returns (-1 at the top). */
  parent: number;
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** Elements whose content is not markup (the RSC payload lives in `<script>`). */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'noscript']);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the entities React and Next.js write (named few, decimal and hex). */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

export const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const m of source.matchAll(
    /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
  )) {
    const name = (m[1] ?? '').toLowerCase();
    if (name in attributes) continue;
    attributes[name] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attributes;
}

/**
 * Every element of an HTML document in document order, with its text content: a small
 * tokenizer for the markup React and Next.js write (quoted attributes, void elements, comments,
 * script and style content skipped). Not a general HTML parser: unclosed elements are closed at
 * their parent's end tag, as browsers do for the usual cases (`<p>`, `<li>`).
 */
export function htmlElements(html: string): HtmlElement[] {
  const elements: HtmlElement[] = [];
  // Open elements: their index in `elements` and the text gathered so far.
  const open: { index: number; text: string[] }[] = [];
  const addText = (text: string) => {
    for (const frame of open) frame.text.push(text);
  };
  const close = (depth: number) => {
    while (open.length > depth) {
      const frame = open.pop();
      if (!frame) break;
      const element = elements[frame.index];
      if (element) element.text = collapse(decodeEntities(frame.text.join('')));
    }
  };
  const token =
    /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<![^>]*>|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
  let at = 0;
  let m: RegExpExecArray | null;
  while ((m = token.exec(html))) {
    addText(html.slice(at, m.index));
    at = token.lastIndex;
    const [, endTag, startTag, rest] = m;
    if (endTag) {
      const name = endTag.toLowerCase();
      const depth = open.findLastIndex((frame) => elements[frame.index]?.tag === name);
      if (depth >= 0) close(depth);
      continue;
    }
    if (!startTag) continue; // comment, doctype, CDATA
    const tag = startTag.toLowerCase();
    const parentFrame = open.at(-1);
    elements.push({
      tag,
      attributes: parseAttributes(rest ?? ''),
      text: '',
      ancestors: open.map((frame) => elements[frame.index]?.tag ?? ''),
      parent: parentFrame?.index ?? -1,
    });
    const index = elements.length - 1;
    if (VOID.has(tag) || (rest ?? '').trimEnd().endsWith('/')) continue;
    if (RAW_TEXT.has(tag)) {
      // Skip the raw content up to the matching end tag.
      const end = new RegExp(`</${tag}\\s*>`, 'gi');
      end.lastIndex = at;
      at = end.exec(html)?.index ?? html.length;
      token.lastIndex = at;
      continue;
    }
    open.push({ index, text: [] });
  }
  addText(html.slice(at));
  close(0);
  return elements;
}
