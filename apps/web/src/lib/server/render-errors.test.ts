import { describe, expect, it, vi } from 'vitest';
vi.mock('server-only', () => ({}));

import { RENDER_ERRORS_KEPT, recordRenderError, renderError } from './render-errors';

describe('render error records (000 §8 error page details)', () => {
  it('finds a record by its digest', () => {
    recordRenderError('123', { message: 'boom', stack: 'Error: boom\n    at page' });
    expect(renderError('123')).toEqual({ message: 'boom', stack: 'Error: boom\n    at page' });
    expect(renderError('999')).toBeUndefined();
  });

  it(`keeps only the newest ${String(RENDER_ERRORS_KEPT)}`, () => {
    for (let i = 0; i <= RENDER_ERRORS_KEPT; i += 1) recordRenderError(`d${String(i)}`, {});
    expect(renderError('d0')).toBeUndefined();
    expect(renderError('d1')).toEqual({});
    expect(renderError(`d${String(RENDER_ERRORS_KEPT)}`)).toEqual({});
  });
});
