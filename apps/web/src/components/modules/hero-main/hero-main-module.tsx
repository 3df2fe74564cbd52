import Link from 'next/link';
import { LockButton } from '@/components/islands/members-lazy';
import { club } from '@trybuna/config';
import { translator } from '@/lib/i18n';
import { LikeButton } from '@/components/likes';
import { articleHref } from '@/components/news/card-data';
import { ShareButton } from '@/components/share/share-button-lazy';
import type { ModuleProps } from '@/components/modules/types';
import { HeroCarousel } from './hero-carousel-lazy';
import { heroMainPayloadSchema } from './schema';
import styles from './hero-main-module.module.css';
import { clubShare } from '@/lib/share-config';

/**
 * 000 §2.10, §4.10 hero_main: an auto-playing carousel of articles (category, title, teaser,
 * 'more' button, like and share; a lock on members-only articles for anonymous visitors).
 */
export function HeroMainModule({ component, context, priority = false }: ModuleProps) {
  const parsed = heroMainPayloadSchema.safeParse(component);
  if (!parsed.success) return null;
  const t = translator(context.locale);
  const origin = context.origin ?? context.ownOrigins[0] ?? '';
  const slides = parsed.data.articles.map((article, i) => {
    const href = articleHref(article, origin, club.club);
    const desktop = article.cover_url ?? article.images?.web ?? null;
    const mobile = article.mobile_cover_url ?? desktop;
    const locked = Boolean(article.signed_in_only) && !context.signedIn;
    return (
      <div key={article.id} className={styles.slide}>
        {desktop ? (
          <picture className={styles.media}>
            {mobile ? <source media="(max-width: 529px)" srcSet={mobile} /> : null}
            <img
              src={desktop}
              alt=""
              width={1920}
              height={860}
              loading={priority && i === 0 ? 'eager' : 'lazy'}
              fetchPriority={priority && i === 0 ? 'high' : 'auto'}
              decoding="async"
            />
          </picture>
        ) : null}
        <div className={`container ${styles.copy}`}>
          {article.publication_category?.name ? (
            <p className={styles.category}>{article.publication_category.name}</p>
          ) : null}
          <h2 className={styles.title}>
            {locked ? <LockButton size={22} className={styles.lock} /> : null}
            {article.title}
          </h2>
          {article.teaser ? <p className={styles.teaser}>{article.teaser}</p> : null}
          <div className={styles.actions}>
            <Link href={href} className={styles.more}>
              {t('modules.more')}
              <span className="visually-hidden">: {article.title}</span>
            </Link>
            {context.apiBase ? (
              <>
                <LikeButton
                  type="article"
                  id={article.id}
                  initialCount={article.likes_count ?? 0}
                  apiBaseUrl={context.apiBase}
                />
                <ShareButton
                  {...clubShare}
                  url={article.share_url ?? href}
                  title={article.title ?? ''}
                  apiBaseUrl={context.apiBase}
                />
              </>
            ) : null}
          </div>
        </div>
      </div>
    );
  });
  return (
    <section
      className={styles.hero}
      aria-roledescription="karuzela"
      aria-label={t('modules.heroLabel')}
    >
      <HeroCarousel
        labels={{
          previous: t('modules.previous'),
          next: t('modules.next'),
          slide: t('modules.slide'),
        }}
      >
        {slides}
      </HeroCarousel>
    </section>
  );
}
