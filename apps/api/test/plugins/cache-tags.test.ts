import { describe, expect, it } from 'vitest';
import { parseQuery } from '../../src/jsonapi/query';
import {
  commentThread,
  listReadTag,
  listTags,
  matchChildTags,
  resourceTag,
} from '../../src/plugins/cache-tags';

const tagOf = (type: string, query: Record<string, string>) =>
  listReadTag(type, parseQuery(query).filters);

describe('cache tags', () => {
  it('a list narrowed by eq to one parent carries its parent; a write drops it and the wide lists', () => {
    const thread = tagOf('comments', {
      'filter[resource_type_eq]': 'article',
      'filter[resource_id_eq]': '5',
      'page[size]': '10',
    });
    expect(thread).toBe('list:comments/article:5');
    expect(listTags('comments', commentThread('article', 5))).toEqual(['list:comments', thread]);
    const incidents = tagOf('incidents', {
      'filter[match_id_eq]': '07',
      'filter[type_eq]': 'goal',
    });
    expect(incidents).toBe('list:incidents/matches:7');
    expect(matchChildTags('incidents', 7)).toEqual([
      resourceTag('matches', 7),
      'list:incidents',
      incidents,
    ]);
  });

  it('anything else is the wide list tag, which every write of the type drops', () => {
    expect(tagOf('comments', { 'filter[resource_id_eq]': '5' })).toBe('list:comments');
    expect(
      tagOf('comments', { 'filter[resource_type_eq]': 'Article', 'filter[resource_id_eq]': '5' }),
    ).toBe('list:comments');
    expect(tagOf('incidents', { 'filter[match_id_in]': '7' })).toBe('list:incidents');
    expect(tagOf('incidents', { 'filter[match_id_not_eq]': '7' })).toBe('list:incidents');
    expect(tagOf('incidents', { 'filter[match_id_eq]': '-7' })).toBe('list:incidents');
    expect(tagOf('matches', { 'filter[status_eq]': 'live' })).toBe('list:matches');
    expect(tagOf('articles', {})).toBe('list:articles');
  });
});
