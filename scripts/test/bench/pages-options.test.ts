import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '../../../e2e/support/templates';
import { pagesOptions } from '../../../bench/lib/pages-options';

describe('npm run bench -- pages options', () => {
  it('measures every template of issue 31 item 1, best of 3, main thread median of 7 by default', () => {
    expect(pagesOptions({}, TEMPLATES)).toEqual({
      templates: [...TEMPLATES],
      runs: 3,
      threadLoads: 7,
    });
  });

  it('takes a subset by name, a space written as a hyphen or kept, in any case', () => {
    const options = pagesOptions(
      {
        BENCH_TEMPLATES: 'home, news-list,Business EN,home',
        BENCH_RUNS: '1',
        BENCH_THREAD_LOADS: '0',
      },
      TEMPLATES,
    );
    expect(options).toEqual({
      templates: ['home', 'news list', 'business EN'],
      runs: 1,
      threadLoads: 0,
    });
  });

  it('refuses an unknown template, naming the known ones, and a run count that is not a count', () => {
    expect(() => pagesOptions({ BENCH_TEMPLATES: 'homepage' }, TEMPLATES)).toThrow(
      /no template "homepage"; known: home, football, news-list/,
    );
    expect(() => pagesOptions({ BENCH_RUNS: '0' }, TEMPLATES)).toThrow(/BENCH_RUNS/);
    expect(() => pagesOptions({ BENCH_THREAD_LOADS: 'many' }, TEMPLATES)).toThrow(
      /BENCH_THREAD_LOADS/,
    );
  });
});
