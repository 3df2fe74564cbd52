import type { Crop } from '@trybuna/db/schema';
import { IMAGE_QUALITY, IMAGE_VARIANT_SIZES } from '@trybuna/domain';

export interface ImageRef {
  path: string;
  width: number;
  height: number;
  crops: Record<string, Crop>;
}

/**
 * A thumbor-style image URL served by the API (000 §7.6):
 * `/images/[{x1}x{y1}:{x2}x{y2}/]fit-in/{w}x{h}/filters:quality({q})/{path}`.
 */
export function imageUrl(
  base: string,
  path: string,
  options: { crop?: Crop; width: number; height: number; quality?: number },
): string {
  const crop = options.crop
    ? `${String(options.crop.x)}x${String(options.crop.y)}:${String(options.crop.x + options.crop.width)}x${String(options.crop.y + options.crop.height)}/`
    : '';
  const quality = options.quality ?? IMAGE_QUALITY.jpeg;
  return `${base}/images/${crop}fit-in/${String(options.width)}x${String(options.height)}/filters:quality(${String(quality)})/${path}`;
}

/** `{name: {url}}` for thumb, full and every crop the image has. */
export function imageVariants(base: string, image: ImageRef): Record<string, { url: string }> {
  const variants: Record<string, { url: string }> = {};
  for (const [name, [width, height]] of Object.entries(IMAGE_VARIANT_SIZES)) {
    const crop = image.crops[name];
    if (!crop && name !== 'thumb' && name !== 'full' && name !== 'web') continue;
    variants[name] = { url: imageUrl(base, image.path, { crop, width, height }) };
  }
  return variants;
}
