import { describe, expect, it } from 'vitest';
import { buildQuery } from '../src/query';

describe('000 §7.1 query encoding', () => {
  it('filter[{field}_{rule}]=value', () => {
    expect(
      buildQuery({ filter: { status_not_eq: 'ended', ticket_counter_show_counter_eq: true } }),
    ).toBe('filter[status_not_eq]=ended&filter[ticket_counter_show_counter_eq]=true');
  });

  it('an `in` filter joins its values with commas', () => {
    expect(buildQuery({ filter: { id_in: [3, 5, 8] } })).toBe('filter[id_in]=3%2C5%2C8');
  });

  it('page[number] and page[size]', () => {
    expect(buildQuery({ page: { number: 2, size: 12 } })).toBe('page[number]=2&page[size]=12');
  });

  it('sort as a comma-joined list, a leading - descending', () => {
    expect(buildQuery({ sort: ['-is_main', 'name'] })).toBe('sort=-is_main%2Cname');
  });

  it('fields[{type}] and include as comma-joined lists', () => {
    expect(
      buildQuery({ fields: { articles: ['likes_count'] }, include: ['image', 'components.image'] }),
    ).toBe('fields[articles]=likes_count&include=image%2Ccomponents.image');
  });

  it('other keys pass through; arrays as key[]=v1&key[]=v2', () => {
    expect(buildQuery({ kind: 'main_page', slug: 'home', ids: ['a', 'b'] })).toBe(
      'kind=main_page&slug=home&ids[]=a&ids[]=b',
    );
  });

  it('000 §5: parameters whose value is empty are skipped', () => {
    expect(
      buildQuery({
        filter: { kind_eq: '', tags_slug_eq: undefined, id_in: [] },
        sort: [],
        include: [],
        query: '',
        slug: null,
      }),
    ).toBe('');
  });

  it('encodes Polish letters and reserved characters in values', () => {
    expect(buildQuery({ query: 'Łódź & mecz' })).toBe('query=%C5%81%C3%B3d%C5%BA%20%26%20mecz');
  });
});
