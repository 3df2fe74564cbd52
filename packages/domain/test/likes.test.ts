import { describe, expect, it } from 'vitest';
import {
  applyLikeClicks,
  formatLikesCount,
  isLikeBatchValid,
  MAX_CLICK_LIKES,
  shouldShowLikesCount,
} from '../src/likes';

describe('000 §9 MAX_CLICK_LIKES', () => {
  it('is 10', () => {
    expect(MAX_CLICK_LIKES).toBe(10);
  });
});

describe('000 §4.2 like caps userCounter at MAX_CLICK_LIKES, adding only the remainder', () => {
  it.each([
    [0, 1, 1, 1],
    [0, 10, 10, 10],
    [0, 11, 10, 10],
    [9, 1, 1, 10],
    [9, 3, 1, 10],
    [10, 1, 0, 10],
    [5, 0, 0, 5],
    [5, -2, 0, 5],
  ])('userCounter %i + %i clicks → adds %i, now %i', (userCounter, clicks, added, after) => {
    expect(applyLikeClicks(userCounter, clicks)).toEqual({ added, userCounter: after });
  });
});

describe('000 §5 like batch validity', () => {
  it.each([
    [-1, false],
    [0, false],
    [1, true],
    [10, true],
    [11, false],
  ])('%i → %s', (count, valid) => {
    expect(isLikeBatchValid(count)).toBe(valid);
  });
});

describe('000 §9 counter shown from 10', () => {
  it.each([
    [0, false],
    [9, false],
    [10, true],
    [11, true],
  ])('%i → %s', (total, shown) => {
    expect(shouldShowLikesCount(total)).toBe(shown);
  });
});

describe('000 §9 count formatting', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [1050, '1k'],
    [1099, '1k'],
    [1100, '1.1k'],
    [1999, '1.9k'],
    [9999, '9.9k'],
    [10_000, '10k'],
    [10_999, '10k'],
    [999_999, '999k'],
    [1_000_000, '1M+'],
    [2_500_000, '2M+'],
  ])('%i → %s', (total, text) => {
    expect(formatLikesCount(total)).toBe(text);
  });
});
