import type { HtmlSanitizer } from './sanitizer';

/** Payload fields of CMS modules that hold HTML (000 §3 "Module payloads", 001 §3 timeline). */
const HTML_PAYLOAD_FIELDS = ['html', 'match_center_content'] as const;

/** The module kind whose `html` is an embed (one `<iframe>`), not rich text. */
const EMBED_KIND = 'iframe';

/**
 * The module kind whose `script` is an advertisement creative: returned as written, because the
 * site runs it only inside a sandboxed `srcdoc` frame without `allow-same-origin`.
 */
const ADVERTISEMENT_KIND = 'advertisement';

/** HTML in a sanitised field: a string cleaned by its policy, anything else as it is. */
export function sanitizeField(value: unknown, clean: (html: string) => string): unknown {
  return typeof value === 'string' ? clean(value) : value;
}

/**
 * A module's payload with its HTML sanitised: `html` by the embed policy in an `iframe`
 * module and by the rich-text policy elsewhere, `match_center_content` (the comment of image
 * and video modules) as rich text; a `script` creative is kept only in an advertisement.
 */
export function sanitizePayload(
  kind: unknown,
  payload: Record<string, unknown>,
  html: HtmlSanitizer,
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...payload };
  for (const field of HTML_PAYLOAD_FIELDS) {
    if (!(field in result)) continue;
    const clean = field === 'html' && kind === EMBED_KIND ? html.embed : html.rich;
    result[field] = sanitizeField(result[field], clean);
  }
  if (kind !== ADVERTISEMENT_KIND && 'script' in result) delete result.script;
  return result;
}
