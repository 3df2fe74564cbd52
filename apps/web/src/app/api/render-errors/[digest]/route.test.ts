import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const env = vi.hoisted(() => ({ appEnv: 'DEV' }));
vi.mock('@/lib/server/site', () => ({ runtimeEnv: () => env }));

import { recordRenderError } from '@/lib/server/render-errors';
import { GET } from './route';

const call = (digest: string) =>
  GET(new Request(`http://localhost/api/render-errors/${digest}`), {
    params: Promise.resolve({ digest }),
  });

describe('GET /api/render-errors/{digest} (000 §8 error page details)', () => {
  beforeEach(() => {
    recordRenderError('42', { message: 'boom', stack: 'Error: boom\n    at Page', eventId: 'e1' });
  });

  it.each(['DEV', 'TEST'])('%s: the message, the stack and the event id', async (appEnv) => {
    env.appEnv = appEnv;
    const response = await call('42');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      data: {
        type: 'render-errors',
        id: '42',
        attributes: { message: 'boom', stack: 'Error: boom\n    at Page', event_id: 'e1' },
      },
    });
  });

  it.each(['INT', 'PROD'])('%s: the event id only, never the stack', async (appEnv) => {
    env.appEnv = appEnv;
    const body = (await (await call('42')).json()) as { data: { attributes: unknown } };
    expect(body.data.attributes).toEqual({ message: null, stack: null, event_id: 'e1' });
  });

  it('an unknown digest is a JSON:API 404, a malformed one a 400', async () => {
    const unknown = await call('999');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ errors: [{ status: '404' }] });
    const bad = await call('../../etc');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: [{ status: '400' }] });
  });
});
