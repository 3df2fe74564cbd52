import type { Crop } from '@trybuna/db/schema';
import { IMAGE_QUALITY, IMAGE_VARIANT_SIZES } from '@trybuna/domain';
import type { ImageKeys } from '../images/keys';
import type { RequestContext } from '../jsonapi/resource';

export interface ImageRef {
  path: string;
  width: number;
  height: number;
  crops: Record<string, Crop>;
}

/**
 * Where a caller's URLs of one picture start: `{apiUrl}/images/{key}` (`images/keys.ts`), the
 * key of the picture's path for the caller's scope (a page preview, a signed-in fan, anyone).
 */
export function imageRoot(
  apiUrl: string,
  keys: ImageKeys,
  path: string,
  ctx: Pick<RequestContext, 'user' | 'preview'>,
): string {
  const scope = ctx.preview ? 'preview' : ctx.user ? 'members' : 'public';
  return `${apiUrl}/images/${keys.key(path, scope)}`;
}

/**
 * A thumbor-style image URL served by the API (000 §7.6), after the picture's `root`
 * (`imageRoot`): `{root}/[{x1}x{y1}:{x2}x{y2}/]fit-in/{w}x{h}/filters:quality({q})/{path}`.
 */
function imageUrl(
  root: string,
  path: string,
  options: { crop?: Crop; width: number; height: number; quality?: number },
): string {
  const crop = options.crop
    ? `${String(options.crop.x)}x${String(options.crop.y)}:${String(options.crop.x + options.crop.width)}x${String(options.crop.y + options.crop.height)}/`
    : '';
  const quality = options.quality ?? IMAGE_QUALITY.jpeg;
  return `${root}/${crop}fit-in/${String(options.width)}x${String(options.height)}/filters:quality(${String(quality)})/${path}`;
}

/** `{name: {url}}` for thumb, full and every crop the image has, after the picture's `root`. */
export function imageVariants(root: string, image: ImageRef): Record<string, { url: string }> {
  const variants: Record<string, { url: string }> = {};
  for (const [name, [width, height]] of Object.entries(IMAGE_VARIANT_SIZES)) {
    const crop = image.crops[name];
    if (!crop && name !== 'thumb' && name !== 'full' && name !== 'web') continue;
    variants[name] = { url: imageUrl(root, image.path, { crop, width, height }) };
  }
  return variants;
}
