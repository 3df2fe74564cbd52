/** 000 §9 card sizes and the image crop each uses. */
export const CARD_CROPS = {
  XL: 'article_list_thumbnail',
  X: 'article_list',
  L: 'article_list',
  M: 'article_list_thumbnail2',
  S: 'article_list_thumbnail3',
  XS: 'article_list_thumbnail4',
  FIT: 'web',
  R: 'article_list_thumbnail',
  MC: 'article_list',
} as const;

export type CardSize = keyof typeof CARD_CROPS;

/** 000 §2.10 / §9 article list layouts. */
export const NEWS_LAYOUTS = ['IRREGULAR', 'REGULAR', 'STANDARD', 'PROMO'] as const;
export type NewsLayout = (typeof NEWS_LAYOUTS)[number];

export type NewsSlot = { kind: 'article'; size: CardSize; index: number } | { kind: 'ad' };

/** A row of the grid: its slots side by side. */
export type NewsRow = NewsSlot[];

/**
 * IRREGULAR (000 §2.10): rows XL / L+XS / M+XS+XS / S-or-XL plus an advertisement, the pattern
 * twice for 14 items; the last row holds S in the first round and XL in the second
 * (docs/spec-readings.md).
 */
const IRREGULAR_ROUND: readonly (readonly CardSize[])[] = [['XL'], ['L', 'XS'], ['M', 'XS', 'XS']];

/** The layout's item count (000 §2.10): 14, 12, 12; PROMO one large plus four small. */
export function newsLayoutSize(layout: NewsLayout): number {
  switch (layout) {
    case 'IRREGULAR':
      return 14;
    case 'PROMO':
      return 5;
    default:
      return 12;
  }
}

/**
 * The rows of a news grid for `count` articles: which article (by position) goes where, at
 * which card size, and where the advertisement sits. Articles beyond the layout's size are
 * left out; missing articles leave their slots out (no empty cards).
 */
export function newsLayoutRows(layout: NewsLayout, count: number): NewsRow[] {
  const total = Math.min(Math.max(0, Math.floor(count)), newsLayoutSize(layout));
  const rows: NewsRow[] = [];
  let next = 0;
  const take = (sizes: readonly CardSize[]): NewsRow =>
    sizes.flatMap((size) => (next < total ? [{ kind: 'article', size, index: next++ }] : []));
  const push = (row: NewsRow) => {
    if (row.length > 0) rows.push(row);
  };
  switch (layout) {
    case 'IRREGULAR':
      for (const round of [0, 1]) {
        for (const sizes of IRREGULAR_ROUND) push(take(sizes));
        const last = take([round === 0 ? 'S' : 'XL']);
        if (last.length > 0) push([...last, { kind: 'ad' }]);
      }
      break;
    case 'REGULAR':
      while (next < total) push(take(['XL', 'M', 'M', 'M', 'M', 'M']));
      break;
    case 'STANDARD':
      while (next < total) push(take(['M', 'M']));
      break;
    case 'PROMO':
      push(take(['XL']));
      push(take(['S', 'S', 'S', 'S']));
      break;
  }
  return rows;
}

export function isNewsLayout(value: unknown): value is NewsLayout {
  return typeof value === 'string' && (NEWS_LAYOUTS as readonly string[]).includes(value);
}
