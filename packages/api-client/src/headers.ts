/** 000 §7.1: the headers every request carries. */
export const DEFAULT_HEADERS: Readonly<Record<string, string>> = {
  Accept: 'application/json',
  'Client-Id': '1',
  'Content-Type': 'application/json',
  'Device-Platform': 'web',
};

/**
 * Headers to merge in: a string sets (or replaces) a header, `null` removes it, `undefined`
 * leaves it as it is. Names are compared case-insensitively.
 */
export type HeaderChanges = Readonly<Record<string, string | null | undefined>>;

/**
 * Applies each layer of changes in order (000 §7.1 "extra headers can be merged in or
 * removed"). A later layer wins; the spelling of a name is the one last set.
 */
export function mergeHeaders(
  ...layers: readonly (HeaderChanges | undefined)[]
): Record<string, string> {
  const byName = new Map<string, [string, string]>();
  for (const layer of layers) {
    for (const [name, value] of Object.entries(layer ?? {})) {
      if (value === undefined) continue;
      const key = name.toLowerCase();
      if (value === null) byName.delete(key);
      else byName.set(key, [name, value]);
    }
  }
  return Object.fromEntries(byName.values());
}

/** Response headers as a plain object with lower-case names. */
export function headersToObject(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name.toLowerCase()] = value;
  });
  return out;
}
