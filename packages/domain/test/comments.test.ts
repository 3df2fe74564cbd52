import { describe, expect, it } from 'vitest';
import {
  canPostComment,
  commentCharactersLeft,
  COMMENT_RESOURCE_TYPES,
  commentText,
  isCommentResourceType,
  MAX_COMMENT_LENGTH,
} from '../src/comments';

describe('comments', () => {
  it('commentText trims and unifies line breaks', () => {
    expect(commentText('  Brawo!\r\nDalej tak \r ')).toBe('Brawo!\nDalej tak');
  });

  it.each([
    ['', false, MAX_COMMENT_LENGTH],
    ['   ', false, MAX_COMMENT_LENGTH],
    ['Gol!', true, MAX_COMMENT_LENGTH - 4],
    ['x'.repeat(MAX_COMMENT_LENGTH), true, 0],
    ['x'.repeat(MAX_COMMENT_LENGTH + 1), false, -1],
    ['⚽'.repeat(3), true, MAX_COMMENT_LENGTH - 3],
    ['😀'.repeat(2), true, MAX_COMMENT_LENGTH - 2],
  ])('%j → can post %s, %s left', (raw, can, left) => {
    expect(canPostComment(raw)).toBe(can);
    expect(commentCharactersLeft(raw)).toBe(left);
  });
});

describe('001 §7 comments: what fans comment on', () => {
  it('articles and matches (filter[resource_type_eq])', () => {
    expect(COMMENT_RESOURCE_TYPES).toEqual(['article', 'match']);
    expect(isCommentResourceType('article')).toBe(true);
    expect(isCommentResourceType('match')).toBe(true);
    expect(isCommentResourceType('articles')).toBe(false);
    expect(isCommentResourceType('Match')).toBe(false);
  });

  it('at most 1000 characters', () => {
    expect(MAX_COMMENT_LENGTH).toBe(1000);
  });
});
