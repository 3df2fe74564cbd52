import { describe, expect, it } from 'vitest';
import { pairSummary, pairTable, type PairResult } from '../../../bench/lib/pair-table';

const bare = { performance: 99, lcpMs: 2059, tbtMs: 102, cls: 0, mainThreadMs: 750 };
const good: PairResult = {
  template: 'news list',
  path: '/aktualnosci/wszystkie',
  lcp: 'img a-720.jpg',
  page: { performance: 97, lcpMs: 2300, tbtMs: 150, cls: 0.001, mainThreadMs: 1100 },
  bare,
};
const poor: PairResult = {
  template: 'home',
  path: '/',
  lcp: 'picture hero-mobile.jpg',
  page: { performance: 90, lcpMs: 2900, tbtMs: 1234, cls: 0.057, mainThreadMs: 3000 },
  bare,
};

const rowOf = (table: string, template: string) =>
  (table.split('\n').find((line) => line.startsWith(`| ${template} `)) ?? '')
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());

describe('the pages bench table', () => {
  it('marks each target met or missed beside its figure', () => {
    const table = pairTable([good, poor]);
    expect(rowOf(table, 'news list')).toEqual([
      'news list',
      '97 (99) ✓',
      '2,300 (2,059)',
      '1.12 ✓',
      '150 (102)',
      '+48 ✓',
      '0.001 ✓',
      '1,100 (750)',
      '1.47 ✓',
      '5/5',
      'img a-720.jpg',
    ]);
    expect(rowOf(table, 'home')).toEqual([
      'home',
      '90 (99) ✗',
      '2,900 (2,059)',
      '1.41 ✗',
      '1,234 (102)',
      '+1,132 ✗',
      '0.057 ✗',
      '3,000 (750)',
      '4.00 ✗',
      '0/5',
      'picture hero-mobile.jpg',
    ]);
  });

  it('is a Markdown table with aligned columns', () => {
    const lines = pairTable([good, poor]).split('\n');
    expect(lines[0]).toMatch(/^\| template +\| perf \(bare\) +\|/);
    expect(lines[1]).toMatch(/^\| -+ \| -+ \|/);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });

  it('gives no marks, but says why, for a row whose bare page scored under 95', () => {
    const busy: PairResult = { ...poor, bare: { ...bare, performance: 91 } };
    const row = rowOf(pairTable([busy]), 'home');
    expect(row.join(' ')).not.toMatch(/[✓✗]/);
    expect(row[9]).toBe('invalid: bare 91 < 95');
  });

  it('shows an unmeasured main thread and a template that failed', () => {
    const table = pairTable([
      { ...good, page: { ...good.page, mainThreadMs: null } },
      { template: 'form', path: '/wolontariat', error: 'timeout' },
    ]);
    expect(rowOf(table, 'news list').slice(7, 10)).toEqual(['not measured', '—', '4/4']);
    expect(rowOf(table, 'form')[9]).toBe('error: timeout');
  });
});

describe('the pages bench summary', () => {
  it('declares the run invalid when any bare page scored under 95', () => {
    expect(pairSummary([good, { ...poor, bare: { ...bare, performance: 94 } }])).toMatch(
      /^INVALID RUN: the bare page scored under 95 beside home/,
    );
  });

  it('counts the templates meeting every target on a valid run', () => {
    expect(pairSummary([good, poor])).toBe(
      'Valid run (every bare page ≥ 95): 1 of 2 templates meet every target (missing: home).',
    );
  });
});
