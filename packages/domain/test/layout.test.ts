import { describe, expect, it } from 'vitest';
import { belowBreakpoint, BREAKPOINTS, fromBreakpoint } from '../src/layout';

describe('000 §9 layout: breakpoints sm 530, md 900, lg 1200, xl 1600', () => {
  it('the four breakpoints', () => {
    expect(BREAKPOINTS).toEqual({ sm: 530, md: 900, lg: 1200, xl: 1600 });
  });

  it.each([
    ['sm', '(max-width: 529.98px)', '(min-width: 530px)'],
    ['md', '(max-width: 899.98px)', '(min-width: 900px)'],
    ['lg', '(max-width: 1199.98px)', '(min-width: 1200px)'],
    ['xl', '(max-width: 1599.98px)', '(min-width: 1600px)'],
  ] as const)('%s: below %s, from %s', (name, below, from) => {
    expect(belowBreakpoint(name)).toBe(below);
    expect(fromBreakpoint(name)).toBe(from);
  });
});
