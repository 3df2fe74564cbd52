import { ShoppingBagIcon } from '@/components/icons/content-icons';
import { club } from '@trybuna/config';
import { PRODUCT_IMAGE, productPrices, resizeImage } from '@trybuna/domain';
import { localeTag, translator } from '@/lib/i18n';
import { pickImage } from '@/components/modules/image-source';
import { ModuleImg } from '@/components/modules/module-image';
import { ModuleLink } from '@/components/modules/module-link';
import { nonBlank } from '@/components/modules/strings';
import type { ModuleContext } from '@/components/modules/types';
import styles from './product-list-module.module.css';
import type { ProductItem } from './schema';

const VARIANTS = ['thumb', 'full', 'web'] as const;

/**
 * One product (000 §3): its 256x256 picture, a 'New' flag, the promotion label, the price (on
 * promotion the old one struck through, named for screen readers) and a 'buy now' link.
 */
export function ProductCard({
  product,
  headingId,
  context,
}: {
  product: ProductItem;
  headingId: string;
  context: ModuleContext;
}) {
  const t = translator(context.locale);
  const picked = pickImage(product.image, VARIANTS);
  const source = picked ? resizeImage(picked, PRODUCT_IMAGE) : null;
  const prices = productPrices(product, {
    localeTag: localeTag(context.locale),
    shopCurrency: club.shopCurrency,
  });
  const promotion = product.is_on_promotion === true ? product.promotion_description : null;
  return (
    <article className={styles.product} aria-labelledby={headingId}>
      <div className={styles.media}>
        {source ? (
          <ModuleImg
            source={source}
            alt={nonBlank(product.image?.description) ?? ''}
            className={styles.image}
          />
        ) : (
          <ShoppingBagIcon size={64} className={styles.placeholder} />
        )}
        {product.is_new === true || promotion ? (
          <p className={styles.flags}>
            {product.is_new === true ? (
              <span className={`${styles.flag} ${styles.new}`}>{t('modules.new')}</span>
            ) : null}
            {promotion ? (
              <span className={`${styles.flag} ${styles.promotion}`}>{promotion}</span>
            ) : null}
          </p>
        ) : null}
      </div>
      <h3 id={headingId} className={styles.name}>
        {product.name}
      </h3>
      {prices ? (
        <p className={styles.prices}>
          {prices.before ? (
            <>
              <s className={styles.before}>
                <span className="visually-hidden">{t('modules.priceBefore')}: </span>
                {prices.before}
              </s>{' '}
              <strong className={`${styles.current} ${styles.discounted}`}>
                <span className="visually-hidden">{t('modules.priceNow')}: </span>
                {prices.current}
              </strong>
            </>
          ) : (
            <strong className={styles.current}>{prices.current}</strong>
          )}
        </p>
      ) : null}
      {product.external_url ? (
        <ModuleLink href={product.external_url} context={context} className={styles.buy}>
          {t('modules.buyNow')}
          <span className="visually-hidden">: {product.name}</span>
        </ModuleLink>
      ) : null}
    </article>
  );
}
