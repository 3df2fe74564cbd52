import { describe, expect, it } from 'vitest';
import { formatPrice, productPrices } from '../src/products';

const NBSP = '\u00a0';
const PL = { localeTag: 'pl-PL', shopCurrency: 'PLN' };

describe('000 §3 Product: the price, and on promotion the old one struck through', () => {
  it.each([
    [
      'on promotion: the promotion price to pay, the regular one before',
      { price: 349.99, is_on_promotion: true, promotion_price: 299.99 },
      { current: `299,99${NBSP}zł`, before: `349,99${NBSP}zł` },
    ],
    [
      'not on promotion: the regular price alone',
      { price: 129, is_on_promotion: false, promotion_price: 99 },
      { current: `129,00${NBSP}zł`, before: null },
    ],
    [
      'a promotion price without the promotion flag is not a promotion',
      { price: 69.99, promotion_price: 49.99 },
      { current: `69,99${NBSP}zł`, before: null },
    ],
    [
      'on promotion without a promotion price: the regular price',
      { price: 10, is_on_promotion: true, promotion_price: null },
      { current: `10,00${NBSP}zł`, before: null },
    ],
    [
      'on promotion without a regular price: nothing struck through',
      { price: null, is_on_promotion: true, promotion_price: 5 },
      { current: `5,00${NBSP}zł`, before: null },
    ],
    ['no price at all', { price: null }, null],
  ])('%s', (_name, product, prices) => {
    expect(productPrices(product, PL)).toEqual(prices);
  });

  it("the product's own currency, else the shop's", () => {
    expect(productPrices({ price: 20, currency: 'eur' }, PL)?.current).toBe(`20,00${NBSP}€`);
    expect(productPrices({ price: 20 }, { localeTag: 'en-US', shopCurrency: 'EUR' })?.current).toBe(
      '€20.00',
    );
  });
});

describe('formatPrice: the page language writes the amount', () => {
  it.each([
    [1299.5, 'PLN', 'pl-PL', `1299,50${NBSP}zł`],
    [20, 'eur', 'en-US', '€20.00'],
    [349.99, 'PLN', 'en-US', 'PLN 349.99'],
    [1, 'not a code', 'pl-PL', '1.00 NOT A CODE'],
  ])('%s %s in %s → %s', (amount, currency, tag, text) => {
    expect(formatPrice(amount, currency, tag).replace(/\u00a0/g, ' ')).toBe(
      text.replace(/\u00a0/g, ' '),
    );
  });
});
