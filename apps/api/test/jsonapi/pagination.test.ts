import { describe, expect, it } from 'vitest';
import { paginationMeta } from '../../src/jsonapi/pagination';

describe('paginationMeta', () => {
  it.each([
    // current, size, records -> last, next
    [1, 10, 0, 1, null],
    [1, 10, 10, 1, null],
    [1, 10, 11, 2, 2],
    [2, 10, 11, 2, null],
    [3, 5, 40, 8, 4],
    [9, 5, 40, 8, null],
  ])(
    'page %i of size %i over %i records: last %i, next %s',
    (current, size, records, last, next) => {
      expect(paginationMeta(current, size, records)).toEqual({ current, last, next, records });
    },
  );
});
