import { describe, expect, it } from 'vitest';
import { errorTone } from './error-view-rules';

describe('errorTone (000 §8)', () => {
  it('styles codes above 500 differently', () => {
    expect(errorTone(404)).toBe('error');
    expect(errorTone(500)).toBe('error');
    expect(errorTone(501)).toBe('server');
    expect(errorTone(503)).toBe('server');
  });
});
