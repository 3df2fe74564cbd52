import type { ModuleImage } from './image-schema';

export interface ImageSource {
  src: string;
  width: number;
  height: number;
}

/**
 * The box each named variant is resized into (`fit-in/{w}x{h}`, 000 §7.6, §9); the API's image
 * URLs use the same sizes. Thumbor's fit-in keeps the aspect ratio and does not upscale.
 */
const VARIANT_BOXES: Readonly<Record<string, readonly [number, number]>> = {
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

const DEFAULT_BOX: readonly [number, number] = [1020, 680];

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

function positive(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

function variantUrl(image: ModuleImage, name: string): string | null {
  const url = record(image.variants?.[name])?.url;
  return typeof url === 'string' && url !== '' ? url : null;
}

/** The source's own width and height: the crop's if it has one, else the original's. */
function sourceSize(image: ModuleImage, name: string): [number, number] | null {
  const crop = record(image.crops?.[name]);
  const cropWidth = positive(crop?.width);
  const cropHeight = positive(crop?.height);
  if (cropWidth && cropHeight) return [cropWidth, cropHeight];
  const width = positive(image.width);
  const height = positive(image.height);
  return width && height ? [width, height] : null;
}

/** Width and height of `size` fitted inside `box` without upscaling. */
function fitIn(size: [number, number] | null, box: readonly [number, number]): [number, number] {
  if (!size) return [box[0], box[1]];
  const scale = Math.min(1, box[0] / size[0], box[1] / size[1]);
  return [Math.max(1, Math.round(size[0] * scale)), Math.max(1, Math.round(size[1] * scale))];
}

/**
 * The first of `names` the image has as a variant, with the width and height it is served at;
 * else (unless `variantsOnly`) the original URL at its own size; null without any URL.
 */
export function pickImage(
  image: ModuleImage | null | undefined,
  names: readonly string[],
  { variantsOnly = false }: { variantsOnly?: boolean } = {},
): ImageSource | null {
  if (!image) return null;
  for (const name of names) {
    const src = variantUrl(image, name);
    if (!src) continue;
    const [width, height] = fitIn(sourceSize(image, name), VARIANT_BOXES[name] ?? DEFAULT_BOX);
    return { src, width, height };
  }
  if (variantsOnly || !image.url) return null;
  const [width, height] = sourceSize(image, '') ?? DEFAULT_BOX;
  return { src: image.url, width, height };
}
