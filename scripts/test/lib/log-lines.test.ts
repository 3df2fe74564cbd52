import { describe, expect, it } from 'vitest';
import { LineSplitter, readableLine } from '../../lib/log-lines';

const at = Date.UTC(2026, 10, 28, 17, 5, 9);
const clock = new Date(at).toTimeString().slice(0, 8);

describe('readableLine', () => {
  it('shows a pino line as time, level, message and the fields a reader needs', () => {
    const line = JSON.stringify({
      level: 20,
      time: at,
      pid: 7,
      hostname: 'h',
      reqId: 'req-1',
      msg: 'request',
      method: 'GET',
      url: '/api/v3/articles',
      statusCode: 200,
      ms: 12,
    });
    expect(readableLine(line)).toBe(
      `${clock} DEBUG request method=GET url=/api/v3/articles statusCode=200 ms=12`,
    );
  });

  it("shows an error's message, and its stack only when asked (LOG_LEVEL=debug)", () => {
    const line = JSON.stringify({
      level: 50,
      time: at,
      msg: 'database unavailable',
      err: { type: 'Error', message: 'connect ECONNREFUSED', stack: 'Error: connect\n    at x' },
    });
    expect(readableLine(line)).toBe(`${clock} ERROR database unavailable (connect ECONNREFUSED)`);
    expect(readableLine(line, true)).toBe(
      `${clock} ERROR database unavailable (connect ECONNREFUSED)\nError: connect\n    at x`,
    );
  });

  it('passes through lines that are not pino JSON', () => {
    expect(readableLine('   ▲ Next.js 16.4.0')).toBe('   ▲ Next.js 16.4.0');
    expect(readableLine('{not json')).toBe('{not json');
    expect(readableLine('{"message":"no level"}')).toBe('{"message":"no level"}');
  });
});

describe('LineSplitter', () => {
  it('hands on whole lines only, however the output was cut into chunks', () => {
    const lines: string[] = [];
    const splitter = new LineSplitter((line) => lines.push(line));
    splitter.push('{"level":30,"ms');
    splitter.push('g":"a"}\nsecond\n\nthi');
    expect(lines).toEqual(['{"level":30,"msg":"a"}', 'second']);
    splitter.flush();
    expect(lines).toEqual(['{"level":30,"msg":"a"}', 'second', 'thi']);
  });
});
