import { club } from '@trybuna/config';
import { newsLayoutRows, type NewsLayout } from '@trybuna/domain';
import { AdFrame } from '@/components/modules/advertisement/ad-frame';
import { ArticleCard } from './article-card';
import type { CardData } from './card-data';
import styles from './news-grid.module.css';

/**
 * The four article grids of 000 §2.10 (IRREGULAR, REGULAR, STANDARD, PROMO): rows of cards at
 * the layout's sizes, with the IRREGULAR layout's advertisement slot (its odd / even type from
 * the content builder), showing the ad server's creative for the `news-grid` slot.
 */
export function NewsGrid({
  layout,
  cards,
  adVariant = 'odd',
  eager = false,
  adLabel,
  headingLevel = 3,
}: {
  layout: NewsLayout;
  cards: readonly CardData[];
  adVariant?: 'odd' | 'even';
  /** The grid is the page's first content: its first card loads eagerly. */
  eager?: boolean;
  adLabel: string;
  /** Card titles: h2 when the grid is the page's list, h3 under a titled section. */
  headingLevel?: 2 | 3;
}) {
  const rows = newsLayoutRows(layout, cards.length);
  const ad = club.adSlots['news-grid'];
  return (
    <div className={styles.grid} data-layout={layout}>
      {rows.map((row, r) => (
        <div key={r} className={styles.row} data-cells={row.length}>
          {row.map((slot, s) => {
            if (slot.kind === 'ad') {
              return (
                // Not a landmark: a page holds several grids, each with its ad (axe landmark-unique).
                <div
                  key="ad"
                  className={styles.ad}
                  data-ad-variant={adVariant}
                  data-ad-slot="news-grid"
                >
                  <span>{adLabel}</span>
                  {ad ? <AdFrame html={ad.html} title={adLabel} /> : null}
                </div>
              );
            }
            const card = cards[slot.index];
            return card ? (
              <ArticleCard
                key={card.id}
                card={card}
                size={slot.size}
                eager={eager && r === 0 && s === 0}
                headingLevel={headingLevel}
              />
            ) : null;
          })}
        </div>
      ))}
    </div>
  );
}
