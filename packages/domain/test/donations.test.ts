import { describe, expect, it } from 'vitest';
import { compactAccountNumber, formatAccountNumber } from '../src/donations';

describe('001 §2 donation bank identifiers', () => {
  it.each([
    ['00 0000 0000 0000 0000 0000 0000', '00 0000 0000 0000 0000 0000 0000'],
    ['12345678901234567890123456', '12 3456 7890 1234 5678 9012 3456'],
    ['pl61 1090 1014 0000 0712 1981 2874', 'PL61 1090 1014 0000 0712 1981 2874'],
    ['DE89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
    ['  ul. Sportowa 1  ', 'ul. Sportowa 1'],
  ])('%s → %s', (raw, shown) => {
    expect(formatAccountNumber(raw)).toBe(shown);
  });

  it('copies without spaces or dashes', () => {
    expect(compactAccountNumber('pl61 1090-1014 0000')).toBe('PL61109010140000');
  });
});
