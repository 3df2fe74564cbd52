import {
  GALLERY,
  IMAGE_QUALITY,
  IMAGE_VARIANT_SIZES,
  PRODUCT_IMAGE,
  RESPONSIVE_WIDTHS,
} from './images';

/** A fit-in box `{w}x{h}`; 0 leaves that side to the aspect ratio (thumbor's convention). */
export type PresetBox = readonly [width: number, height: number];

/**
 * Every box the image route renders (000 §7.6, §9; 001 §9), by what uses it. Anything else is
 * refused without rendering, except the `srcset` widths (`isSrcSetBox`).
 */
export const IMAGE_PRESETS: Readonly<Record<string, PresetBox>> = {
  // 000 §3 / §9: the named crops' boxes (cards, heroes up to 1920x860, default 1020x680, grid
  // thumbnails 400x400, download and full size 2560x1440).
  ...IMAGE_VARIANT_SIZES,
  /** 000 §9 gallery slide 1600x1060 (quality 80). */
  gallerySlide: [GALLERY.slide.width, GALLERY.slide.height],
  /** 000 §9 product images. */
  product: [PRODUCT_IMAGE.width, PRODUCT_IMAGE.height],
  /** 000 §9 sponsor belt: 156x28 on soccer, 288x48 on the other sub-sites. */
  sponsorBeltSoccer: [156, 28],
  sponsorBelt: [288, 48],
  /** 001 §9 crests: 48x48 on match cards, 60x60 on the counter hero. */
  crestCard: [48, 48],
  crestCounter: [60, 60],
  /** 001 §9 player images. */
  player: [316, 316],
  /** 001 §9 quiz backgrounds and question images. */
  quizBackground: [800, 800],
  quizQuestion: [600, 600],
  /**
   * 001 §9 surveys: "answer image height 202 for player/club answers; survey image 356", read
   * as heights, the width following the picture's aspect ratio.
   */
  surveyAnswer: [0, 202],
  surveyImage: [0, 356],
};

/**
 * 000 §9 qualities: the defaults (webp 65, jpeg 70, fallback jpeg 75), gallery slides 80 and
 * download / full size 95. A URL without a quality gets its format's default.
 */
export const IMAGE_PRESET_QUALITIES: readonly number[] = [
  ...new Set([IMAGE_QUALITY.webp, IMAGE_QUALITY.jpeg, IMAGE_QUALITY.fallback, 80, 95]),
].sort((a, b) => a - b);

/** 000 §9 "allowed formats jpg, jpeg, png, webp" (extensions and `format(…)` filters). */
export const IMAGE_PRESET_FORMATS = ['jpg', 'jpeg', 'png', 'webp'] as const;

const PRESET_BOXES: readonly PresetBox[] = Object.values(IMAGE_PRESETS);

/** Whether `width` x `height` is one of `IMAGE_PRESETS`. */
export function isPresetBox(width: number, height: number): boolean {
  return PRESET_BOXES.some(([w, h]) => w === width && h === height);
}

export function isPresetQuality(quality: number): boolean {
  return IMAGE_PRESET_QUALITIES.includes(quality);
}

const isResponsiveWidth = (width: number) =>
  (RESPONSIVE_WIDTHS as readonly number[]).includes(width);

/**
 * The `srcset` heights of `width` that follow from a preset's own aspect ratio, as
 * `responsiveSrcSet(src, presetWidth, presetHeight)` makes them (article cards, the article
 * cover): `round(width * h / w)` for every preset at least 10% wider than `width`.
 */
export function presetSrcSetHeights(width: number): number[] {
  if (!isResponsiveWidth(width)) return [];
  const heights = PRESET_BOXES.filter(([w, h]) => w > 0 && h > 0 && width <= w * 0.9).map(
    ([w, h]) => Math.max(1, Math.round((width * h) / w)),
  );
  return [...new Set(heights)].sort((a, b) => a - b);
}

/**
 * Whether a `srcset` box follows the picture's own aspect ratio (`sourceWidth` x
 * `sourceHeight`, the crop's or the original's), as `responsiveSrcSet` makes it for a picture
 * served at its fitted size: the site's sizes are rounded once or twice before the height is
 * derived, so the height may be off by up to `1.5 + aspect` pixels.
 */
export function followsSourceAspect(
  width: number,
  height: number,
  sourceWidth: number,
  sourceHeight: number,
): boolean {
  if (!isResponsiveWidth(width) || sourceWidth <= 0 || sourceHeight <= 0) return false;
  const aspect = sourceHeight / sourceWidth;
  return Math.abs(height - width * aspect) <= 1.5 + aspect;
}

/**
 * What the image route makes of a resize box before looking at the picture: `preset` (a
 * named box or a preset-aspect `srcset` box: render), `aspect` (a `srcset` width with another
 * height: render only if it follows the picture's aspect, `followsSourceAspect`), `refused`.
 */
export function classifyImageBox(
  width: number,
  height: number,
  maxHeight = 4096,
): 'preset' | 'aspect' | 'refused' {
  if (isPresetBox(width, height)) return 'preset';
  if (!isResponsiveWidth(width) || !Number.isInteger(height) || height < 1 || height > maxHeight)
    return 'refused';
  return presetSrcSetHeights(width).includes(height) ? 'preset' : 'aspect';
}
