import Link from 'next/link';
import {
  formatLikesCount,
  IMAGE_VARIANT_SIZES,
  shouldShowLikesCount,
  CARD_CROPS,
  responsiveSrcSet,
  type CardSize,
} from '@trybuna/domain';
import { LockButton } from '@/components/islands/members-lazy';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { cardImage, type CardData } from './card-data';
import styles from './article-card.module.css';

/**
 * A news card of 000 §9 (sizes XL…XS, FIT, R, MC, each with its crop): image at a fixed aspect
 * ratio, category label, title, date, likes from 10; a lock on members-only articles and a
 * play / photo mark on videos and galleries. Renders on the server and in the browser.
 */
export function ArticleCard({
  card,
  size,
  eager = false,
  headingLevel = 3,
}: {
  card: CardData;
  size: CardSize;
  /** Above the fold: loaded eagerly with high priority. */
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const src = cardImage(card, size);
  const [width, height] = IMAGE_VARIANT_SIZES[CARD_CROPS[size]] ?? [800, 450];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // 000 §9 presets: the crop's box and smaller widths of it, so phones fetch a smaller file.
  const srcSet = src ? responsiveSrcSet(src, width, height) : undefined;
  const sizes =
    size === 'XL'
      ? '(min-width: 900px) 66vw, 100vw'
      : '(min-width: 900px) 33vw, (min-width: 530px) 50vw, 100vw';
  return (
    <article className={`${styles.card} ${styles[size] ?? ''}`} data-size={size}>
      <Link href={card.href} className={styles.link}>
        <span className={styles.media}>
          {src ? (
            <img
              src={src}
              srcSet={srcSet}
              sizes={sizes}
              alt=""
              width={width}
              height={height}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : 'auto'}
              decoding="async"
            />
          ) : null}
          {card.kind === 'video' ? (
            <SpriteIcon name="play" className={styles.mark} label="wideo" size={28} />
          ) : null}
          {card.kind === 'photo' ? (
            <SpriteIcon name="images" className={styles.mark} label="galeria" size={28} />
          ) : null}
        </span>
        <span className={styles.body}>
          {card.category ? <span className={styles.category}>{card.category}</span> : null}
          <Heading className={styles.title}>{card.title}</Heading>
          <span className={styles.meta}>
            {card.time && card.date ? <time dateTime={card.time}>{card.date}</time> : null}
            {shouldShowLikesCount(card.likes) ? (
              <span className={styles.likes}>♥ {formatLikesCount(card.likes)}</span>
            ) : null}
          </span>
        </span>
      </Link>
      {/* Outside the link: a button may not sit inside one (000 §4.9 lock → login prompt). */}
      {card.signedInOnly ? <LockButton size={18} className={styles.lock} /> : null}
    </article>
  );
}
