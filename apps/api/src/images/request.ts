import { z } from 'zod';
import { classifyImageBox, isPresetQuality, IMAGE_PRESET_QUALITIES } from '@trybuna/domain';
import { ApiError } from '@trybuna/server';

/** What to make of an original picture: an optional crop, a fit-inside box, format, quality. */
export interface ImageRequest {
  path: string;
  crop: { left: number; top: number; width: number; height: number } | null;
  /** 0 means "as the aspect ratio gives" (thumbor's convention); null, the original size. */
  width: number | null;
  height: number | null;
  quality: number | null;
  /** A format the URL itself asks for; otherwise the `Accept` header and the extension decide. */
  format: ImageFormat | null;
  /**
   * The box is a `srcset` width with a height of the picture's own aspect ratio: rendered only
   * once the picture shows it is (`followsSourceAspect`); false for presets and originals.
   */
  aspectCheck: boolean;
}

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** The largest box a resize may ask for: bigger requests are refused, not served. */
const MAX_DIMENSION = 4096;

const PATH = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9/_.-]*\.(jpe?g|png|webp)$/;
const dimension = z.coerce.number().int().min(0).max(MAX_DIMENSION);
const quality = z.coerce.number().int().refine(isPresetQuality);
const QUALITIES = IMAGE_PRESET_QUALITIES.join(', ');

const editSpec = z.object({
  bucket: z.string().optional(),
  key: z.string().regex(PATH),
  edits: z
    .object({
      resize: z
        .object({
          width: dimension.optional(),
          height: dimension.optional(),
          fit: z.enum(['inside', 'contain', 'cover']).optional(),
        })
        .optional(),
      toFormat: z.enum(['jpeg', 'jpg', 'png', 'webp']).optional(),
      jpeg: z.object({ quality }).optional(),
      webp: z.object({ quality }).optional(),
      png: z.object({ quality }).optional(),
    })
    .optional(),
});

function bad(detail: string): never {
  throw new ApiError(400, `Invalid image URL: ${detail}`, { parameter: 'path' });
}

/** Parses `/images/{…}`: a thumbor-style resize path, a plain original path, or a base64 edit spec. */
export function parseImageUrl(rest: string): ImageRequest {
  if (rest.length === 0 || rest.length > 1024) bad('missing or too long');
  if (!rest.includes('/') && !PATH.test(rest)) return parseEditSpec(rest);
  const segments = rest.split('/');
  let crop: ImageRequest['crop'] = null;
  const cropMatch = /^(\d+)x(\d+):(\d+)x(\d+)$/.exec(segments[0] ?? '');
  if (cropMatch) {
    const [x1, y1, x2, y2] = cropMatch.slice(1).map(Number) as [number, number, number, number];
    if (x2 <= x1 || y2 <= y1) bad('empty crop');
    crop = { left: x1, top: y1, width: x2 - x1, height: y2 - y1 };
    segments.shift();
  }
  let width: number | null = null;
  let height: number | null = null;
  if (segments[0] === 'fit-in') {
    const size = /^(\d+)x(\d+)$/.exec(segments[1] ?? '');
    if (!size) bad('fit-in needs {width}x{height}');
    width = dimension.safeParse(size[1]).data ?? bad(`width must be 0…${String(MAX_DIMENSION)}`);
    height = dimension.safeParse(size[2]).data ?? bad(`height must be 0…${String(MAX_DIMENSION)}`);
    if (width === 0 && height === 0) bad('width and height cannot both be 0');
    segments.splice(0, 2);
  }
  let q: number | null = null;
  let format: ImageFormat | null = null;
  if (segments[0]?.startsWith('filters:')) {
    for (const filter of segments[0].slice('filters:'.length).split(':')) {
      const match = /^(quality|format)\(([a-z0-9]+)\)$/.exec(filter);
      if (!match) bad(`unknown filter ${filter}`);
      if (match[1] === 'quality')
        q = quality.safeParse(match[2]).data ?? bad(`quality must be one of ${QUALITIES}`);
      else format = formatOf(match[2] ?? '') ?? bad(`unknown format ${match[2] ?? ''}`);
    }
    segments.shift();
  }
  const path = segments.join('/');
  if (!PATH.test(path)) bad('unknown picture path');
  return { path, crop, width, height, quality: q, format, aspectCheck: checkBox(width, height) };
}

/**
 * A resize box must be one of the presets (`IMAGE_PRESETS`, 000 §9, 001 §9) or a `srcset`
 * width (`RESPONSIVE_WIDTHS`); true when its height still has to match the picture.
 */
function checkBox(width: number | null, height: number | null): boolean {
  if (width === null && height === null) return false;
  const [w, h] = [width ?? 0, height ?? 0];
  const kind = classifyImageBox(w, h, MAX_DIMENSION);
  if (kind === 'refused') bad(`${String(w)}x${String(h)} is not an image preset (docs/api.md)`);
  return kind === 'aspect';
}

function parseEditSpec(encoded: string): ImageRequest {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    bad('not a path and not a base64 JSON edit spec');
  }
  const parsed = editSpec.safeParse(json);
  if (!parsed.success)
    bad(`edit spec: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  const { key, edits } = parsed.data;
  const format = edits?.toFormat ? formatOf(edits.toFormat) : null;
  const q =
    (format && edits?.[format]?.quality) ?? edits?.webp?.quality ?? edits?.jpeg?.quality ?? null;
  const width = edits?.resize?.width ?? null;
  const height = edits?.resize?.height ?? null;
  if (width === 0 && height === 0) bad('width and height cannot both be 0');
  const aspectCheck = checkBox(width, height);
  return { path: key, crop: null, width, height, quality: q, format, aspectCheck };
}

export function formatOf(name: string): ImageFormat | null {
  if (name === 'jpg' || name === 'jpeg') return 'jpeg';
  if (name === 'png' || name === 'webp') return name;
  return null;
}
