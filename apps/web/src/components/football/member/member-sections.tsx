import type { Article } from '@trybuna/api-client';
import { translator, type SiteLocale } from '@/lib/i18n';
import { productListPayloadSchema } from '@/components/modules/product-list/schema';
import { ProductCard } from '@/components/modules/product-list/product-card';
import type { ModuleContext } from '@/components/modules/types';
import { ArticleCard } from '@/components/news/article-card';
import { cardData } from '@/components/news/card-data';
import { SocialIcon } from '@/components/shell/social-icon';
import styles from './member.module.css';

/** Networks with a mark in `SocialIcon`, and how each is named. */
const NETWORKS: Readonly<Record<string, { name: string; icon: boolean }>> = {
  facebook: { name: 'Facebook', icon: true },
  instagram: { name: 'Instagram', icon: true },
  x: { name: 'X', icon: true },
  twitter: { name: 'X', icon: true },
  youtube: { name: 'YouTube', icon: true },
  linkedin: { name: 'LinkedIn', icon: true },
  tiktok: { name: 'TikTok', icon: false },
};

function network(type: string): { name: string; icon: boolean } {
  return Object.hasOwn(NETWORKS, type)
    ? (NETWORKS[type] ?? { name: type, icon: false })
    : { name: type.charAt(0).toUpperCase() + type.slice(1), icon: false };
}

export interface MemberSectionsProps {
  name: string;
  articles: readonly Article[];
  products: readonly unknown[];
  socials: readonly { type: string; url: string }[];
  locale: SiteLocale;
  /** Where cards link and which links stay in the app. */
  context: ModuleContext & { origin: string };
  club: { club: string; timeZone: string };
}

/**
 * 001 §2 profile sections, each only when it has data: 'Photos and videos with the player'
 * (article cards), 'Products with the player' (the shop's product cards) and 'Player on social
 * media' (links with the networks' marks).
 */
export function MemberSections({
  name,
  articles,
  products,
  socials,
  locale,
  context,
  club,
}: MemberSectionsProps) {
  const t = translator(locale);
  const items = productListPayloadSchema
    .parse({ products })
    .products.filter((product) => product !== null);
  return (
    <>
      {articles.length > 0 ? (
        <section aria-labelledby="member-media" className={styles.section}>
          <h2 id="member-media">{t('team.media')}</h2>
          <ul className={styles.cards}>
            {articles.map((article) => (
              <li key={article.id}>
                <ArticleCard
                  card={cardData(article, context.origin, club.club, club.timeZone)}
                  size="M"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {items.length > 0 ? (
        <section aria-labelledby="member-products" className={styles.section}>
          <h2 id="member-products">{t('team.products')}</h2>
          <ul className={styles.cards}>
            {items.map((product) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  headingId={`member-product-${product.id}`}
                  context={context}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {socials.length > 0 ? (
        <section aria-labelledby="member-social" className={styles.section}>
          <h2 id="member-social">{t('team.social')}</h2>
          <ul className={styles.socials}>
            {socials.map((link) => {
              const { name: networkName, icon } = network(link.type);
              return (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer nofollow">
                    {icon ? <SocialIcon network={link.type} /> : null}
                    {t('team.socialLink', { network: networkName, name })}
                    <span className="visually-hidden"> {t('common.externalLink')}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
}
