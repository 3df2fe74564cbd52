/** 000 §9 quality defaults. */
export const IMAGE_QUALITY = { webp: 65, jpeg: 70, fallback: 75 } as const;

/** 000 §9: an advertisement slide after every 5 images: images + floor(images / 5). */
export function gallerySlideCount(images: number): number {
  if (!Number.isFinite(images) || images <= 0) return 0;
  const n = Math.floor(images);
  return n + Math.floor(n / 5);
}

/**
 * 000 §7.6, §9: the box each named image variant is fitted into (width, height); crops keep
 * their own aspect ratio inside it. The API builds its URLs from these, the site its sizes.
 */
export const IMAGE_VARIANT_SIZES: Readonly<Record<string, readonly [number, number]>> = {
  thumb: [400, 400],
  full: [2560, 1440],
  desktopHero: [1920, 860],
  mobileHero: [900, 1200],
  article_list_thumbnail: [1200, 800],
  article_list: [800, 450],
  article_list_thumbnail2: [600, 400],
  article_list_thumbnail3: [400, 300],
  article_list_thumbnail4: [300, 300],
  web: [1020, 680],
};

/** A resize box of the image CDN (000 §7.6), with an optional quality. */
export interface ImageBox {
  width: number;
  height: number;
  quality?: number;
}

/** 000 §9 gallery constants. */
export const GALLERY = {
  /** An advertisement slot after every this many images. */
  adEvery: 5,
  /** Slide images (list view). */
  slide: { width: 1600, height: 1060, quality: 80 },
  /** Download and full-screen size. */
  full: { width: 2560, height: 1440, quality: 95 },
  /** Grid thumbnails. */
  thumb: { width: 400, height: 400 },
  /** 000 §2.11: the page scrolls to a deep-linked gallery about this many px above it. */
  deepLinkOffset: 100,
} as const;

/** `width` x `height` fitted inside `box` without upscaling, as the CDN's fit-in does. */
export function fitInside(width: number, height: number, box: ImageBox): [number, number] {
  const scale = Math.min(1, box.width / width, box.height / height);
  return [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))];
}

/** 000 §9 product images. */
export const PRODUCT_IMAGE: ImageBox = { width: 256, height: 256 };

/** One slide of a gallery slider: one of its images (0-based) or an advertisement slot. */
export type GallerySlide = { kind: 'image'; image: number } | { kind: 'ad' };

/**
 * 000 §9: a gallery's slides, an advertisement slot after every 5 images (so its length is
 * `gallerySlideCount(images)`).
 */
export function gallerySlides(images: number): GallerySlide[] {
  const count = Number.isFinite(images) && images > 0 ? Math.floor(images) : 0;
  const slides: GallerySlide[] = [];
  for (let image = 0; image < count; image += 1) {
    slides.push({ kind: 'image', image });
    if ((image + 1) % GALLERY.adEvery === 0) slides.push({ kind: 'ad' });
  }
  return slides;
}

/** 000 §2.11 deep link: the 0-based gallery of the page and the 1-based slide (null if none). */
export interface GalleryDeepLink {
  gallery: number;
  slide: number | null;
}

const NON_NEGATIVE = /^\d{1,6}$/;
const POSITIVE = /^[1-9]\d{0,5}$/;

/** Reads `?gallery={galleryIndex}&slide={n}` from a query string; null unless it names a gallery. */
export function parseGalleryDeepLink(search: string | URLSearchParams): GalleryDeepLink | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const gallery = params.get('gallery')?.trim() ?? '';
  if (!NON_NEGATIVE.test(gallery)) return null;
  const slide = params.get('slide')?.trim() ?? '';
  return { gallery: Number(gallery), slide: POSITIVE.test(slide) ? Number(slide) : null };
}

/** The deep link of a gallery's slide: `href` with `gallery` and `slide` set and no fragment. */
export function galleryDeepLink(href: string, gallery: number, slide: number): string {
  const url = new URL(href);
  url.searchParams.set('gallery', String(gallery));
  url.searchParams.set('slide', String(slide));
  url.hash = '';
  return url.href;
}

const FIT_IN = /\/fit-in\/\d+x\d+\/(?:filters:([^/]*)\/)?/;

/**
 * An image CDN URL (000 §7.6 `…/fit-in/{w}x{h}/filters:quality({q})/{path}`) resized into
 * another box, with another quality when one is given; other filters and a crop stay. URLs
 * without a resize path are returned unchanged.
 */
export function resizeImageUrl(url: string, box: ImageBox): string {
  const match = FIT_IN.exec(url);
  if (!match) return url;
  const filters = (match[1] ?? '')
    .split(':')
    .filter((filter) => filter !== '' && !(box.quality && filter.startsWith('quality(')));
  if (box.quality) filters.unshift(`quality(${String(Math.round(box.quality))})`);
  const resized = `/fit-in/${String(box.width)}x${String(box.height)}/${
    filters.length > 0 ? `filters:${filters.join(':')}/` : ''
  }`;
  return url.slice(0, match.index) + resized + url.slice(match.index + match[0].length);
}

/** A picture at a URL with the size it is served at. */
export interface SizedImage {
  src: string;
  width: number;
  height: number;
}

/**
 * `image` resized into `box` (with the box's quality) when its URL is a CDN resize path, with
 * the size it will then have; other URLs cannot be resized and are returned as they are.
 */
export function resizeImage(image: SizedImage, box: ImageBox): SizedImage {
  const src = resizeImageUrl(image.src, box);
  if (src === image.src) return { src: image.src, width: image.width, height: image.height };
  const [width, height] = fitInside(image.width, image.height, box);
  return { src, width, height };
}

/** 000 §6: the images of a members-only gallery an anonymous caller sees (a preview). */
export const GALLERY_PREVIEW_IMAGES = 6;

/**
 * Widths a resizable picture is offered at besides its own (000 §9 "srcset"): phones (360–720
 * CSS px at 1–3× density) pick one of these instead of the desktop file.
 */
export const RESPONSIVE_WIDTHS = [360, 540, 720, 1080, 1440, 1920] as const;

/**
 * A `srcset` for a picture served at `width` x `height` from an image CDN resize path: the same
 * crop fitted into each smaller width of `RESPONSIVE_WIDTHS` (at least 10% smaller, so no
 * near-duplicates), then the picture itself. `undefined` when the URL cannot be resized.
 */
export function responsiveSrcSet(src: string, width: number, height: number): string | undefined {
  if (!FIT_IN.test(src) || width <= 0 || height <= 0) return undefined;
  const smaller = RESPONSIVE_WIDTHS.filter((w) => w <= width * 0.9).map((w) => {
    const h = Math.max(1, Math.round((w * height) / width));
    return `${resizeImageUrl(src, { width: w, height: h })} ${String(w)}w`;
  });
  if (smaller.length === 0) return undefined;
  return [...smaller, `${src} ${String(width)}w`].join(', ');
}
