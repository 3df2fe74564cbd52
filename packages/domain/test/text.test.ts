import { describe, expect, it } from 'vitest';
import { formatDateMask, paragraphs } from '../src/text';

const ZONE = 'Europe/Warsaw';

describe('000 §9 multiline text', () => {
  it.each([
    ['Pierwszy\nDrugi', ['Pierwszy', 'Drugi']],
    ['Jeden\r\n\r\nDwa\n', ['Jeden', 'Dwa']],
    ['', []],
    [null, []],
  ] as const)('%j → %j', (text, expected) => {
    expect(paragraphs(text)).toEqual(expected);
  });
});

describe('000 §9 date masks (Europe/Warsaw)', () => {
  const t = '2026-11-22T17:05:09.000Z';
  it.each([
    ['default', '2026-11-22 | 18:05:09'],
    ['date', '22.11.2026'],
    ['iso', '2026-11-22'],
    ['time', '18:05:09'],
  ] as const)('%s → %s', (mask, expected) => {
    expect(formatDateMask(t, mask, ZONE)).toBe(expected);
  });

  it('summer time and an invalid date', () => {
    expect(formatDateMask('2026-07-01T22:30:00Z', 'default', ZONE)).toBe('2026-07-02 | 00:30:00');
    expect(formatDateMask('not a date', 'date', ZONE)).toBe('');
  });
});
