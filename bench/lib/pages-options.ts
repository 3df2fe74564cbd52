/** What `npm run bench -- pages` measures, from its environment. */
export interface PagesOptions<T extends string> {
  /** `BENCH_TEMPLATES=home,article` (names of e2e/support/templates.ts; '-' for a space). */
  templates: T[];
  /** `BENCH_RUNS`: Lighthouse runs of each page and of its bare page (best of them). Default 3. */
  runs: number;
  /** `BENCH_THREAD_LOADS`: traced loads of each (median); 0 skips the main thread. Default 7. */
  threadLoads: number;
}

const key = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-');

function count(value: string | undefined, name: string, fallback: number, min: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be a whole number ≥ ${String(min)}, not "${value}"`);
  return n;
}

/** Reads the options; an unknown template name is an error that lists the known ones. */
export function pagesOptions<T extends string>(
  env: Record<string, string | undefined>,
  all: readonly T[],
): PagesOptions<T> {
  const asked = (env.BENCH_TEMPLATES ?? '').split(',').filter((name) => name.trim() !== '');
  const templates = asked.map((name) => {
    const found = all.find((template) => key(template) === key(name));
    if (!found)
      throw new Error(`BENCH_TEMPLATES: no template "${name}"; known: ${all.map(key).join(', ')}`);
    return found;
  });
  return {
    templates: templates.length > 0 ? [...new Set(templates)] : [...all],
    runs: count(env.BENCH_RUNS, 'BENCH_RUNS', 3, 1),
    threadLoads: count(env.BENCH_THREAD_LOADS, 'BENCH_THREAD_LOADS', 7, 0),
  };
}
