/** 000 §9 quality defaults. */
export const IMAGE_QUALITY = { webp: 65, jpeg: 70, fallback: 75 } as const;

/** 000 §9: an advertisement slide after every 5 images: images + floor(images / 5). */
export function gallerySlideCount(images: number): number {
  if (!Number.isFinite(images) || images <= 0) return 0;
  const n = Math.floor(images);
  return n + Math.floor(n / 5);
}
