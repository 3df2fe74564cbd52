/**
 * 000 §3 "Product": id, name, image, price, currency, external_url, is_on_promotion,
 * promotion_price, promotion_description. When on promotion, the old price is struck through
 * next to the new one.
 */

/** What the price rule reads of a product. */
export interface PricedProduct {
  price?: number | null;
  currency?: string | null;
  is_on_promotion?: boolean | null;
  promotion_price?: number | null;
}

export interface ProductPrices {
  /** The price to pay. */
  current: string;
  /** The price before the promotion, struck through next to the current one. */
  before: string | null;
}

/**
 * `amount` in `currency` as the page language writes it ('349,99 zł' for `pl-PL`,
 * '€20.00' for `en-US`); an unknown currency code as `349.99 XYZ`.
 */
export function formatPrice(amount: number, currency: string, localeTag: string): string {
  const code = currency.toUpperCase();
  try {
    return new Intl.NumberFormat(localeTag, { style: 'currency', currency: code }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${code}`;
  }
}

/**
 * 000 §3: on promotion (with a promotion price) the promotion price is the one to pay and the
 * regular one is struck through; otherwise the regular price. Null without any price. A product
 * without a currency is priced in `shopCurrency` (the club's, `club.shopCurrency`).
 */
export function productPrices(
  product: PricedProduct,
  { localeTag, shopCurrency }: { localeTag: string; shopCurrency: string },
): ProductPrices | null {
  const currency = product.currency ?? shopCurrency;
  const promotion = product.is_on_promotion === true ? (product.promotion_price ?? null) : null;
  if (promotion !== null) {
    return {
      current: formatPrice(promotion, currency, localeTag),
      before:
        product.price !== null && product.price !== undefined
          ? formatPrice(product.price, currency, localeTag)
          : null,
    };
  }
  if (product.price === null || product.price === undefined) return null;
  return { current: formatPrice(product.price, currency, localeTag), before: null };
}
