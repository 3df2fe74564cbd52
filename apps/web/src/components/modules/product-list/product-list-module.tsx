import { club } from '@trybuna/config';
import { translator } from '@/lib/i18n';
import { ModuleLink } from '@/components/modules/module-link';
import type { ModuleProps } from '@/components/modules/types';
import { ProductCard } from './product-card';
import styles from './product-list-module.module.css';
import { productListPayloadSchema, type ProductItem } from './schema';

/**
 * 000 §2.10 'product_list': a titled grid of shop products and a 'go to shop' link to the
 * module's `external_url`, defaulting to the club's shop (`club.urls.shop`).
 */
export function ProductListModule({ component, context }: ModuleProps) {
  const parsed = productListPayloadSchema.safeParse(component);
  if (!parsed.success) return null;
  const products = parsed.data.products.filter(
    (product): product is ProductItem => product !== null,
  );
  if (products.length === 0) return null;
  const t = translator(context.locale);
  const headingId = `products-${component.id}`;
  return (
    <section className={`container ${styles.productList}`} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {parsed.data.title ?? t('modules.shop')}
        </h2>
        <ModuleLink
          href={parsed.data.external_url ?? club.urls.shop}
          context={context}
          className={styles.shop}
        >
          {parsed.data.button_text ?? t('modules.goToShop')}
        </ModuleLink>
      </div>
      <ul className={styles.grid}>
        {products.map((product) => (
          <li key={product.id} className={styles.cell}>
            <ProductCard
              product={product}
              headingId={`${headingId}-${product.id}`}
              context={context}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
