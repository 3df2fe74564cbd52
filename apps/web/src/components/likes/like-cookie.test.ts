import { describe, expect, it } from 'vitest';
import { likeCookieAssignment, readLikeUserCounter } from './like-cookie';

describe('000 §4.2 like cookie, named type + id', () => {
  it('reads the count of the item', () => {
    expect(readLikeUserCounter('article42=3; x=1', 'article', '42')).toBe(3);
    expect(readLikeUserCounter('article42=3', 'article', '4')).toBe(0);
    expect(readLikeUserCounter('article42=abc', 'article', '42')).toBe(0);
    expect(readLikeUserCounter('article42=99', 'article', '42')).toBe(10);
  });

  it('a timeline item (now `component`) still reads the cookie written as match_centre_component', () => {
    const old = 'match_centre_component15=4';
    expect(readLikeUserCounter(old, 'component', '15', 'match_centre_component')).toBe(4);
    // The cookie of the current type wins once written.
    expect(
      readLikeUserCounter(`${old}; component15=6`, 'component', '15', 'match_centre_component'),
    ).toBe(6);
    // A CMS component of the same id reads no fallback: it is another thing.
    expect(readLikeUserCounter(old, 'component', '15')).toBe(0);
  });

  it('writes the current name', () => {
    expect(likeCookieAssignment('component', '15', 5)).toMatch(/^component15=5; /);
  });
});
