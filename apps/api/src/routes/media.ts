import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiError, notFound } from '@trybuna/server';

/** The files `/media/…` serves, by extension: video, its poster and its captions. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  webm: 'video/webm',
  mp4: 'video/mp4',
  jpg: 'image/jpeg',
  vtt: 'text/vtt; charset=utf-8',
};

/** Lower-case kebab-case folders and a name with one of the served extensions; nothing else. */
const MEDIA_PATH = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*\/){0,3}[a-z0-9]+(?:-[a-z0-9]+)*\.([a-z0-9]+)$/;

/** Clients may keep a file for a day, then revalidate it with its ETag. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400';

export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * The one byte range a `Range` header asks for within `size` bytes (RFC 9110 §14.1.2:
 * `bytes=a-b`, `bytes=a-`, `bytes=-n`); null when the whole file is answered (no header, a
 * syntax we ignore, several ranges), 'unsatisfiable' when it starts past the end.
 */
export function byteRange(header: string | undefined, size: number): ByteRange {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  return start >= size ? 'unsatisfiable' : { start, end };
}

/**
 * `GET /media/…` (docs/api.md "Media"): the demo's videos, posters and captions from the media
 * folder (`$DATA_DIR/media`), with byte ranges (206, for seeking), an ETag and a day's caching.
 * A path that is not a plain media file name answers 400; a missing file 404.
 */
export function mediaRoutes(app: FastifyInstance, root: string): void {
  const base = path.resolve(root);
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const wanted = request.params['*'];
    const extension = MEDIA_PATH.exec(wanted)?.[1];
    const type = extension ? CONTENT_TYPES[extension] : undefined;
    if (!type) throw new ApiError(400, 'Not a media file path', { parameter: 'path' });
    const file = path.resolve(base, wanted);
    if (!file.startsWith(`${base}${path.sep}`)) throw notFound('No such media file');
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw notFound('No such media file');
    const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    reply
      .header('cache-control', MEDIA_CACHE_CONTROL)
      .header('etag', etag)
      .header('last-modified', info.mtime.toUTCString())
      .header('accept-ranges', 'bytes')
      .type(type);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    // A range of an older copy (If-Range names another ETag) gets the whole new file.
    const ifRange = request.headers['if-range'];
    const range =
      ifRange === undefined || ifRange === etag
        ? byteRange(request.headers.range, info.size)
        : null;
    if (range === 'unsatisfiable') {
      return reply
        .code(416)
        .header('content-range', `bytes */${String(info.size)}`)
        .type('application/vnd.api+json')
        .send({ errors: [{ status: '416', title: 'Range Not Satisfiable' }] });
    }
    const { start, end } = range ?? { start: 0, end: info.size - 1 };
    if (range)
      reply
        .code(206)
        .header('content-range', `bytes ${String(start)}-${String(end)}/${String(info.size)}`);
    reply.header('content-length', String(end - start + 1));
    if (info.size === 0) return reply.send();
    return reply.send(createReadStream(file, { start, end }));
  });
}
