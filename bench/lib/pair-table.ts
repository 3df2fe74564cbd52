import { TARGETS, verdict, type Check, type PageFigures } from './pair-verdict';

/** One template measured beside its bare page, or the error that stopped it. */
export type PairResult = MeasuredPair | { template: string; path: string; error: string };

interface MeasuredPair {
  template: string;
  path: string;
  /** `describeLcp` of the element both pages show. */
  lcp: string;
  page: PageFigures;
  bare: PageFigures;
}

const isMeasured = (result: PairResult): result is MeasuredPair => !('error' in result);

const MET = '✓';
const MISSED = '✗';

const thousands = (n: number) => Math.round(n).toLocaleString('en-US');
const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${thousands(Math.abs(n))}`;

/** A check's figure with its mark (none when the run is invalid or the figure not measured). */
function marked(text: string, check: Check | undefined, valid: boolean): string {
  if (check?.met == null || !valid) return text;
  return `${text} ${check.met ? MET : MISSED}`;
}

/** What the table's marks mean. */
export const LEGEND = `${MET} target met, ${MISSED} missed: performance ≥ bare − ${String(TARGETS.performanceBelowBare)}, LCP ≤ ${String(TARGETS.lcpRatio)}× bare, TBT ≤ bare + ${String(TARGETS.tbtOverBareMs)} ms, CLS ≤ ${String(TARGETS.cls)}, main thread ≤ ${String(TARGETS.mainThreadRatio)}× bare. A row whose bare page scored under ${String(TARGETS.validBareScore)} has no verdict (machine busy).`;

const HEADER = [
  'template',
  'perf (bare)',
  'LCP ms (bare)',
  'LCP ×bare',
  'TBT ms (bare)',
  'TBT −bare ms',
  'CLS',
  'main thread ms (bare)',
  'main thread ×bare',
  'targets met',
  'LCP element',
];

function cells(result: PairResult): string[] {
  if ('error' in result)
    return [result.template, ...HEADER.slice(1, -2).map(() => '—'), `error: ${result.error}`, '—'];
  const { page, bare } = result;
  const { valid, checks } = verdict(page, bare);
  const check = (target: Check['target']) => checks.find((c) => c.target === target);
  const thread = check('main thread');
  const measured = checks.filter((c) => c.met !== null);
  return [
    result.template,
    marked(
      `${String(page.performance)} (${String(bare.performance)})`,
      check('performance'),
      valid,
    ),
    `${thousands(page.lcpMs)} (${thousands(bare.lcpMs)})`,
    marked((check('LCP')?.value ?? 0).toFixed(2), check('LCP'), valid),
    `${thousands(page.tbtMs)} (${thousands(bare.tbtMs)})`,
    marked(signed(page.tbtMs - bare.tbtMs), check('TBT'), valid),
    marked(String(page.cls), check('CLS'), valid),
    page.mainThreadMs === null || bare.mainThreadMs === null
      ? 'not measured'
      : `${thousands(page.mainThreadMs)} (${thousands(bare.mainThreadMs)})`,
    thread?.met === null ? '—' : marked((thread?.value ?? 0).toFixed(2), thread, valid),
    valid
      ? `${String(measured.filter((c) => c.met).length)}/${String(measured.length)}`
      : `invalid: bare ${String(bare.performance)} < ${String(TARGETS.validBareScore)}`,
    result.lcp,
  ];
}

const escape = (cell: string) => cell.replace(/\|/g, '\\|');

/** The results as a Markdown table (to paste into docs/benchmarks.md). */
export function pairTable(results: PairResult[]): string {
  const rows = [HEADER, ...results.map(cells)].map((row) => row.map(escape));
  const widths = HEADER.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => cell + ' '.repeat((widths[i] ?? 0) - cell.length)).join(' | ')} |`;
  const rule = `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`;
  const [header, ...body] = rows;
  return [line(header ?? []), rule, ...body.map(line)].join('\n');
}

/** The run's verdict in a sentence: invalid (a bare page under 95), or how many met every target. */
export function pairSummary(results: PairResult[]): string {
  const measured = results.filter(isMeasured);
  const failed = results.length - measured.length;
  const invalid = measured.filter((r) => !verdict(r.page, r.bare).valid);
  const errors = failed > 0 ? ` ${String(failed)} template(s) could not be measured.` : '';
  if (invalid.length > 0)
    return `INVALID RUN: the bare page scored under ${String(TARGETS.validBareScore)} beside ${invalid.map((r) => r.template).join(', ')} (machine busy): no verdict; wait for a quiet machine and rerun.${errors}`;
  const all = measured.filter((r) => verdict(r.page, r.bare).checks.every((c) => c.met !== false));
  return `Valid run (every bare page ≥ ${String(TARGETS.validBareScore)}): ${String(all.length)} of ${String(measured.length)} templates meet every target${
    all.length < measured.length
      ? ` (missing: ${measured
          .filter((r) => !all.includes(r))
          .map((r) => r.template)
          .join(', ')})`
      : ''
  }.${errors}`;
}
