/** Where one resource's `likes_count` number sits in a serialised document. */
export interface LikeSlot {
  /** `type:id` of the resource. */
  tag: string;
  start: number;
  end: number;
  count: number;
}

interface Resource {
  type?: unknown;
  id?: unknown;
  attributes?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * `JSON.stringify(document)`, and the position of every resource's `likes_count` in it (primary
 * data and included), so a cached body can be served with fresher counts without being
 * rebuilt. Each count is first written as a placeholder string carrying `marker` (random per
 * process, so no content can imitate it), then swapped for the number.
 */
export function findLikeSlots(
  document: { data: unknown; included?: unknown[] },
  marker: string,
): { body: string; slots: LikeSlot[] } {
  const holders = new Map<object, string>();
  const primary: unknown[] = Array.isArray(document.data) ? document.data : [document.data];
  for (const resource of [...primary, ...(document.included ?? [])]) {
    if (!isObject(resource)) continue;
    const { type, id, attributes } = resource as Resource;
    if (isObject(attributes) && typeof attributes.likes_count === 'number') {
      holders.set(attributes, `${String(type)}:${String(id)}`);
    }
  }
  if (holders.size === 0) return { body: JSON.stringify(document), slots: [] };
  const found: { tag: string; count: number }[] = [];
  const json = JSON.stringify(document, function (this: unknown, key: string, value: unknown) {
    const tag = key === 'likes_count' && isObject(this) ? holders.get(this) : undefined;
    if (tag === undefined || typeof value !== 'number') return value;
    found.push({ tag, count: value });
    return `${marker}${String(found.length - 1)}`;
  });
  let body = '';
  let last = 0;
  const slots: LikeSlot[] = [];
  for (const match of json.matchAll(new RegExp(`"${marker}(\\d+)"`, 'g'))) {
    const placeholder = found[Number(match[1])];
    if (!placeholder) continue;
    body += json.slice(last, match.index);
    const text = String(placeholder.count);
    slots.push({ ...placeholder, start: body.length, end: body.length + text.length });
    body += text;
    last = match.index + match[0].length;
  }
  return { body: body + json.slice(last), slots };
}

/** `body` with each slot's number replaced by `counts[i]`, and the slots' new positions. */
export function spliceCounts(
  body: string,
  slots: readonly LikeSlot[],
  counts: readonly number[],
): { body: string; slots: LikeSlot[] } {
  let out = '';
  let last = 0;
  const moved: LikeSlot[] = [];
  slots.forEach((slot, i) => {
    const count = counts[i] ?? slot.count;
    out += body.slice(last, slot.start);
    const text = String(count);
    moved.push({ tag: slot.tag, start: out.length, end: out.length + text.length, count });
    out += text;
    last = slot.end;
  });
  return { body: out + body.slice(last), slots: moved };
}
