import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ApiError, notFound } from '@trybuna/server';
import { IMAGE_QUALITY } from '@trybuna/domain';
import { formatOf, type ImageFormat, type ImageRequest } from './request';

export interface ImageDirs {
  /** Original pictures, by their path. */
  originalsDir: string;
  /** Rendered variants, by a hash of what was asked. */
  cacheDir: string;
}

export interface RenderedImage {
  body: Buffer;
  format: ImageFormat;
  etag: string;
  cached: boolean;
}

const DEFAULT_QUALITY: Record<ImageFormat, number> = {
  webp: IMAGE_QUALITY.webp,
  jpeg: IMAGE_QUALITY.jpeg,
  png: IMAGE_QUALITY.fallback,
};

/**
 * Resizes originals with sharp and keeps every result on disk: the same URL (and the same
 * negotiated format) is rendered once. Concurrent requests for one variant share one render.
 */
export class ImageRenderer {
  private readonly inFlight = new Map<string, Promise<RenderedImage>>();

  constructor(private readonly dirs: ImageDirs) {}

  /** The output format: the URL's own, else WebP when accepted, else the original's. */
  static negotiate(request: ImageRequest, accept: string | undefined): ImageFormat {
    if (request.format) return request.format;
    if (accept?.includes('image/webp')) return 'webp';
    return formatOf(path.extname(request.path).slice(1)) ?? 'jpeg';
  }

  async render(request: ImageRequest, format: ImageFormat): Promise<RenderedImage> {
    const key = createHash('sha256')
      .update(JSON.stringify({ ...request, format }))
      .digest('hex');
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const job = this.load(key, request, format).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, job);
    return job;
  }

  private async load(
    key: string,
    request: ImageRequest,
    format: ImageFormat,
  ): Promise<RenderedImage> {
    const file = path.join(this.dirs.cacheDir, key.slice(0, 2), `${key}.${format}`);
    const etag = `"${key.slice(0, 32)}"`;
    try {
      return { body: await readFile(file), format, etag, cached: true };
    } catch {
      // Not rendered yet.
    }
    const body = await this.draw(request, format);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temp, body);
    await rename(temp, file);
    return { body, format, etag, cached: false };
  }

  private async draw(request: ImageRequest, format: ImageFormat): Promise<Buffer> {
    const source = path.join(this.dirs.originalsDir, request.path);
    if (!source.startsWith(path.resolve(this.dirs.originalsDir) + path.sep))
      throw notFound('No such picture');
    try {
      await stat(source);
    } catch {
      throw notFound(`No such picture: ${request.path}`);
    }
    let image = sharp(source, { failOn: 'error' }).rotate();
    if (request.crop) {
      const meta = await sharp(source).metadata();
      const { left, top, width, height } = request.crop;
      if (left + width > meta.width || top + height > meta.height) {
        throw new ApiError(400, 'Invalid image URL: the crop lies outside the picture', {
          parameter: 'path',
        });
      }
      image = image.extract(request.crop);
    }
    if (request.width !== null || request.height !== null) {
      image = image.resize({
        // 0 (thumbor's "from the aspect ratio") and null both leave that side free.
        width: request.width === 0 ? undefined : (request.width ?? undefined),
        height: request.height === 0 ? undefined : (request.height ?? undefined),
        fit: 'inside',
        withoutEnlargement: true,
      });
    }
    const quality = request.quality ?? DEFAULT_QUALITY[format];
    if (format === 'webp') return image.webp({ quality }).toBuffer();
    if (format === 'png') return image.png({ quality, palette: quality < 100 }).toBuffer();
    return image.jpeg({ quality, mozjpeg: true }).toBuffer();
  }
}
