/**
 * `npm start`'s readable log (issue 32 item 8): the api and the sso log pino's JSON lines (one
 * object a line, for a log collector in production); the supervisor shows each as one short
 * line instead: time, level, message and the few fields a reader needs. An error shows its
 * message, not its stack (`LOG_LEVEL=debug` keeps the stack for whoever is debugging). Lines
 * that are not pino's (Next.js, the boot's own lines) pass through unchanged.
 */

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields shown after the message when present, as `name=value`. */
const SHOWN = ['method', 'url', 'statusCode', 'ms', 'event'] as const;

interface PinoLine {
  level: number;
  time?: number;
  msg?: string;
  err?: { message?: string; stack?: string; type?: string };
  [field: string]: unknown;
}

function isPinoLine(value: unknown): value is PinoLine {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { level?: unknown }).level === 'number'
  );
}

function clock(time: number | undefined): string {
  const date = time === undefined ? new Date() : new Date(time);
  return date.toTimeString().slice(0, 8);
}

/** One log line as `npm start` shows it; `withStacks` keeps an error's stack (debugging). */
export function readableLine(line: string, withStacks = false): string {
  if (!line.startsWith('{')) return line;
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return line;
  }
  if (!isPinoLine(parsed)) return line;
  const level = (LEVELS[parsed.level] ?? String(parsed.level)).padEnd(5);
  const fields = SHOWN.flatMap((name) => {
    const value = parsed[name];
    return typeof value === 'string' || typeof value === 'number'
      ? [`${name}=${String(value)}`]
      : [];
  });
  const error = parsed.err?.message ? [`(${parsed.err.message})`] : [];
  const text = [clock(parsed.time), level, parsed.msg ?? '', ...fields, ...error]
    .filter((part) => part !== '')
    .join(' ');
  return withStacks && parsed.err?.stack ? `${text}\n${parsed.err.stack}` : text;
}

/**
 * Splits a child's output into whole lines (a chunk may end mid-line): `push` hands each
 * complete line to `emit`, `flush` the rest when the stream ends.
 */
export class LineSplitter {
  private rest = '';

  constructor(private readonly emit: (line: string) => void) {}

  push(chunk: Buffer | string): void {
    const lines = (this.rest + chunk.toString()).split('\n');
    this.rest = lines.pop() ?? '';
    for (const line of lines) if (line) this.emit(line);
  }

  flush(): void {
    if (this.rest) this.emit(this.rest);
    this.rest = '';
  }
}
