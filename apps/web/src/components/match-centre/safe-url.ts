/** An http(s) URL from a payload field, else null (no `javascript:` or other scheme is linked). */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  return /^https?:\/\/[^\s]+$/i.test(url) ? url : null;
}

/** A payload field as text ('' when missing or not text). */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}
