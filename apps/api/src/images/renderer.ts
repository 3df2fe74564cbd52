import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { followsSourceAspect, IMAGE_QUALITY } from '@trybuna/domain';
import { ApiError, notFound } from '@trybuna/server';
import { DiskCache } from './disk-cache';
import { sameCrop, type KnownCrops } from './known-crops';
import { RenderQueue } from './render-queue';
import { formatOf, type ImageFormat, type ImageRequest } from './request';

/** The bounds of the image route (docs/api.md "Images"); every one can be overridden. */
export interface ImageLimits {
  /** Bytes of rendered files kept on disk; past it the least recently used are deleted. */
  cacheBytes: number;
  /** sharp renders running at once. */
  concurrentRenders: number;
  /** Renders waiting for a slot; one more answers 503 with `Retry-After`. */
  queuedRenders: number;
  /** Renders (cache misses) one client address may cause per minute; hits are not counted. */
  missesPerMinute: number;
  /** Seconds one render may take before sharp gives up (a 500-free 503). */
  renderSeconds: number;
}

const IMAGE_LIMITS: ImageLimits = {
  cacheBytes: 512 * 1024 * 1024,
  concurrentRenders: 2,
  queuedRenders: 32,
  missesPerMinute: 60,
  renderSeconds: 20,
};

/** What one render gets: the original's file, what to make of it, the output and quality. */
interface DrawJob {
  source: string;
  request: ImageRequest;
  format: ImageFormat;
  quality: number;
  timeoutSeconds: number;
}

export type DrawImage = (job: DrawJob) => Promise<Buffer>;

export interface ImageDirs {
  /** Original pictures, by their path. */
  originalsDir: string;
  /** Rendered variants, by a hash of what was asked. */
  cacheDir: string;
  /** Overrides of `IMAGE_LIMITS`. */
  limits?: Partial<ImageLimits>;
  /** Replaces sharp (tests count the renders running at once). */
  draw?: DrawImage;
  /**
   * The secret of the URL keys (`images/keys.ts`); by default one kept in `url-key` beside
   * `cacheDir` (made on the first start).
   */
  keySecret?: string | Buffer;
}

export interface RenderedImage {
  body: Buffer;
  format: ImageFormat;
  etag: string;
  cached: boolean;
}

/** One output of one request: its cache key, file name and the quality it is rendered at. */
export interface ImageVariant {
  key: string;
  file: string;
  format: ImageFormat;
  quality: number;
  etag: string;
}

const DEFAULT_QUALITY: Record<ImageFormat, number> = {
  webp: IMAGE_QUALITY.webp,
  jpeg: IMAGE_QUALITY.jpeg,
  png: IMAGE_QUALITY.fallback,
};

/** sharp: crop, fit inside the box without enlarging, encode; EXIF and ICC are not kept. */
export const drawWithSharp: DrawImage = async ({ source, request, format, quality, ...job }) => {
  let image = sharp(source, { failOn: 'error' }).timeout({ seconds: job.timeoutSeconds }).rotate();
  if (request.crop) image = image.extract(request.crop);
  if (request.width !== null || request.height !== null) {
    image = image.resize({
      // 0 (thumbor's "from the aspect ratio") and null both leave that side free.
      width: request.width === 0 ? undefined : (request.width ?? undefined),
      height: request.height === 0 ? undefined : (request.height ?? undefined),
      fit: 'inside',
      withoutEnlargement: true,
    });
  }
  if (format === 'webp') return image.webp({ quality }).toBuffer();
  if (format === 'png') return image.png({ quality, palette: quality < 100 }).toBuffer();
  return image.jpeg({ quality, mozjpeg: true }).toBuffer();
};

/**
 * Renders originals and keeps the results on disk under a byte cap (LRU): the same URL and
 * negotiated format is rendered once while it stays stored. Concurrent requests for one
 * variant share one render; renders run a few at a time behind a bounded queue. Before a
 * render the picture is checked: it exists, a crop is one of its own, a `srcset` box follows
 * its aspect ratio (else 404 / 400, nothing rendered).
 */
export class ImageRenderer {
  readonly limits: ImageLimits;
  private readonly inFlight = new Map<string, Promise<RenderedImage>>();
  private readonly cache: DiskCache;
  private readonly queue: RenderQueue;
  private readonly draw: DrawImage;

  constructor(
    private readonly dirs: ImageDirs,
    private readonly knownCrops?: KnownCrops,
  ) {
    this.limits = { ...IMAGE_LIMITS, ...dirs.limits };
    this.cache = new DiskCache(dirs.cacheDir, this.limits.cacheBytes);
    this.queue = new RenderQueue(this.limits.concurrentRenders, this.limits.queuedRenders);
    this.draw = dirs.draw ?? drawWithSharp;
  }

  /** The output format: the URL's own, else WebP when accepted, else the original's. */
  static negotiate(request: ImageRequest, accept: string | undefined): ImageFormat {
    if (request.format) return request.format;
    if (accept?.includes('image/webp')) return 'webp';
    return formatOf(path.extname(request.path).slice(1)) ?? 'jpeg';
  }

  /** The variant a request asks for in `format`; a missing quality is the format's default. */
  variant(request: ImageRequest, format: ImageFormat): ImageVariant {
    const quality = request.quality ?? DEFAULT_QUALITY[format];
    const { path: picture, crop, width, height } = request;
    const key = createHash('sha256')
      .update(JSON.stringify({ picture, crop, width, height, quality, format }))
      .digest('hex');
    const file = `${key.slice(0, 2)}/${key}.${format}`;
    return { key, file, format, quality, etag: `"${key.slice(0, 32)}"` };
  }

  /** The stored render of a variant, or null (a miss). */
  async stored(variant: ImageVariant): Promise<RenderedImage | null> {
    const body = await this.cache.get(variant.file);
    return body ? { body, format: variant.format, etag: variant.etag, cached: true } : null;
  }

  /** The variant from the store, else checked, rendered (queued) and stored. */
  async render(request: ImageRequest, variant: ImageVariant): Promise<RenderedImage> {
    const pending = this.inFlight.get(variant.key);
    if (pending) return pending;
    const job = this.load(request, variant).finally(() => this.inFlight.delete(variant.key));
    this.inFlight.set(variant.key, job);
    return job;
  }

  /** Bytes of stored renders. */
  storedBytes(): Promise<number> {
    return this.cache.bytes();
  }

  private async load(request: ImageRequest, variant: ImageVariant): Promise<RenderedImage> {
    const stored = await this.stored(variant);
    if (stored) return stored;
    const source = await this.check(request);
    const body = await this.queue.run(() =>
      this.draw({
        source,
        request,
        format: variant.format,
        quality: variant.quality,
        timeoutSeconds: this.limits.renderSeconds,
      }).catch((error: unknown) => {
        if (error instanceof ApiError) throw error;
        if (error instanceof Error && /timeout/i.test(error.message))
          throw new ApiError(503, 'The picture took too long to render');
        throw notFound(`The picture cannot be read: ${request.path}`);
      }),
    );
    await this.cache.put(variant.file, body);
    return { body, format: variant.format, etag: variant.etag, cached: false };
  }

  /** The original's file once the request fits the picture; 404 / 400 otherwise. */
  private async check(request: ImageRequest): Promise<string> {
    const root = path.resolve(this.dirs.originalsDir);
    const source = path.join(root, request.path);
    if (!source.startsWith(root + path.sep)) throw notFound('No such picture');
    let size: { width: number; height: number };
    try {
      size = (await sharp(source).metadata()).autoOrient;
    } catch {
      throw notFound(`No such picture: ${request.path}`);
    }
    const { crop } = request;
    if (crop) {
      if (crop.left + crop.width > size.width || crop.top + crop.height > size.height)
        refuse('the crop lies outside the picture');
      if (this.knownCrops && !(await this.knownCrops(request.path)).some((c) => sameCrop(c, crop)))
        refuse('the crop is not one of the picture’s crops');
    }
    if (request.aspectCheck) {
      const [width, height] = crop ? [crop.width, crop.height] : [size.width, size.height];
      if (!followsSourceAspect(request.width ?? 0, request.height ?? 0, width, height))
        refuse(
          `${String(request.width)}x${String(request.height)} is neither a preset nor a srcset size of this picture`,
        );
    }
    return source;
  }
}

function refuse(detail: string): never {
  throw new ApiError(400, `Invalid image URL: ${detail}`, { parameter: 'path' });
}
