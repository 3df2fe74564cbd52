import { describe, expect, it } from 'vitest';
import { beltCounter, readBeltCounters } from './belt-counters';

describe('ticket belt counters (001 §3, §7)', () => {
  it('reads sold and pool of every listed item, keyed by kind and id', () => {
    const document = {
      data: [
        { id: '7', type: 'matches', attributes: { ticket_counter: { sold: 120, pool: 500 } } },
        { id: 8, type: 'matches', attributes: { ticket_counter: { sold: 30, pool: 30 } } },
        { id: '9', type: 'matches', attributes: { ticket_counter: null } },
      ],
    };
    expect([...readBeltCounters(document, 'match')]).toEqual([
      ['match:7', { sold: 120, pool: 500 }],
      ['match:8', { sold: 30, pool: 30 }],
    ]);
  });

  it('reads missing or malformed numbers as 0 and ignores a document without a list', () => {
    const document = { data: [{ id: '339', attributes: { ticket_counter: { sold: '5' } } }] };
    expect(readBeltCounters(document, 'season').get('season:339')).toEqual({ sold: 0, pool: 0 });
    expect(readBeltCounters({ data: { id: '1' } }, 'match').size).toBe(0);
    expect(readBeltCounters(null, 'match').size).toBe(0);
    expect(beltCounter(undefined)).toEqual({ sold: 0, pool: 0 });
  });
});
