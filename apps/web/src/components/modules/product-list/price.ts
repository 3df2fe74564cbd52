import { localeTag, type SiteLocale } from '@/lib/i18n';

/** The club's shop sells in złoty unless a product says otherwise. */
export const DEFAULT_CURRENCY = 'PLN';

/** `amount` in `currency` as the page language writes it ('349,99 zł', 'PLN 349.99'). */
export function formatPrice(amount: number, currency: string, locale: SiteLocale): string {
  const code = currency.toUpperCase();
  try {
    return new Intl.NumberFormat(localeTag(locale), { style: 'currency', currency: code }).format(
      amount,
    );
  } catch {
    return `${amount.toFixed(2)} ${code}`;
  }
}

export interface ProductPrices {
  /** The price to pay. */
  current: string;
  /** The price before the promotion, struck through next to the current one. */
  before: string | null;
}

/**
 * 000 §3: on promotion (with a promotion price) the promotion price is the one to pay and the
 * regular one is struck through; otherwise the regular price. Null without any price.
 */
export function productPrices(
  product: {
    price?: number | null;
    currency?: string | null;
    is_on_promotion?: boolean | null;
    promotion_price?: number | null;
  },
  locale: SiteLocale,
): ProductPrices | null {
  const currency = product.currency ?? DEFAULT_CURRENCY;
  const promotion = product.is_on_promotion === true ? (product.promotion_price ?? null) : null;
  if (promotion !== null) {
    return {
      current: formatPrice(promotion, currency, locale),
      before:
        product.price !== null && product.price !== undefined
          ? formatPrice(product.price, currency, locale)
          : null,
    };
  }
  if (product.price === null || product.price === undefined) return null;
  return { current: formatPrice(product.price, currency, locale), before: null };
}
