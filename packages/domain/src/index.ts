// temporary until the domain barrel lands
export const LIKE_TYPES = [
  'article',
  'club',
  'squad_player',
  'squad_staff_member',
  'component',
  'incident',
  'match',
] as const;
export type LikeType = (typeof LIKE_TYPES)[number];
export const IMAGE_QUALITY = { webp: 65, jpeg: 70, fallback: 75 } as const;
