import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logRequestsAtDebug, quietRequestLog } from '../src/request-log';

/** An app logging at `level` into `lines`, with one route. */
async function appLoggingAt(level: string, lines: Record<string, unknown>[]) {
  const app = Fastify({
    logger: {
      level,
      stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    },
    logController: quietRequestLog(),
  });
  logRequestsAtDebug(app);
  app.get('/health', () => ({ status: 'ok' }));
  await app.ready();
  return app;
}

describe('request log', () => {
  it('logs one line per request at debug: method, URL, status, time', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appLoggingAt('debug', lines);
    await app.inject({ method: 'GET', url: '/health?x=1' });
    await app.close();
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      level: 20,
      method: 'GET',
      url: '/health?x=1',
      statusCode: 200,
    });
    expect(typeof requests[0]?.ms).toBe('number');
    // Fastify's own two lines per request are off.
    expect(
      lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed'),
    ).toEqual([]);
  });

  it('logs no request line at info, the default', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appLoggingAt('info', lines);
    await app.inject({ method: 'GET', url: '/health' });
    await app.close();
    expect(lines.filter((line) => 'url' in line || 'req' in line)).toEqual([]);
  });
});
