/** How a video URL is played: an embedded player, the browser's own player, or a plain link. */
export type VideoSource =
  | { kind: 'youtube'; src: string }
  | { kind: 'vimeo'; src: string }
  | { kind: 'file'; src: string; type: string }
  | { kind: 'link'; href: string };

const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'youtube-nocookie.com', 'music.youtube.com']);
const YOUTUBE_PATHS = new Set(['embed', 'shorts', 'live', 'v']);
const VIMEO_ID = /^\d{1,12}$/;
const FILE_TYPES: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
};

/** `t=90`, `t=90s`, `t=1m30s` or `start=90` in seconds; null without a usable one. */
function startSeconds(params: URLSearchParams): number | null {
  const raw = params.get('start') ?? params.get('t');
  const match = raw ? /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(raw) : null;
  if (!match) return null;
  const [hours, minutes, seconds] = [match[1], match[2], match[3]].map((part) => Number(part ?? 0));
  const total = (hours ?? 0) * 3600 + (minutes ?? 0) * 60 + (seconds ?? 0);
  return total > 0 ? total : null;
}

function youtubeId(url: URL, host: string): string | null {
  if (host === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  const [, first, second] = url.pathname.split('/');
  if (first === 'watch') return url.searchParams.get('v');
  return first && YOUTUBE_PATHS.has(first) ? (second ?? null) : null;
}

function vimeoId(url: URL, host: string): string | null {
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const id = url.pathname.split('/').filter(Boolean).pop();
  return id && VIMEO_ID.test(id) ? id : null;
}

function fileType(pathname: string): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  return extension ? (FILE_TYPES[extension] ?? null) : null;
}

/** The players `videoSource` embeds: the only outside origins the site frames (its CSP). */
export const VIDEO_PLAYER_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const;

/**
 * 000 §2.10 'video': YouTube links play in the privacy-enhanced youtube-nocookie player, Vimeo
 * links in Vimeo's player (do-not-track), .mp4/.webm files in the browser's player, and any
 * other http(s) or root-relative URL is a link; anything else (javascript:, garbage) is null.
 */
export function videoSource(raw: string): VideoSource | null {
  const value = raw.trim();
  if (value.startsWith('/') && !value.startsWith('//')) {
    const type = fileType(value.split(/[?#]/)[0] ?? '');
    return type ? { kind: 'file', src: value, type } : { kind: 'link', href: value };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const youtube = youtubeId(url, host);
  if (youtube && YOUTUBE_ID.test(youtube)) {
    const start = startSeconds(url.searchParams);
    return {
      kind: 'youtube',
      src: `https://www.youtube-nocookie.com/embed/${youtube}${start ? `?start=${String(start)}` : ''}`,
    };
  }
  const vimeo = vimeoId(url, host);
  if (vimeo) return { kind: 'vimeo', src: `https://player.vimeo.com/video/${vimeo}?dnt=1` };
  const type = fileType(url.pathname);
  return type ? { kind: 'file', src: url.href, type } : { kind: 'link', href: url.href };
}

/** A video file served by the content API's `/media/…` comes with a poster and captions. */
export interface MediaCompanions {
  /** `{name}.jpg`: the first frame, shown before playing. */
  poster: string;
  /** `{name}.vtt`: WebVTT captions. */
  captions: string;
}

/**
 * The poster and captions of a video file under the content API's `/media/` (docs/api.md
 * "Media": every video there has `{name}.jpg` and `{name}.vtt` beside `{name}.webm`); null for
 * any other file, whose companions are unknown.
 */
export function mediaCompanions(src: string, apiBase: string | undefined): MediaCompanions | null {
  if (!apiBase) return null;
  let url: URL;
  let api: URL;
  try {
    url = new URL(src);
    api = new URL(apiBase);
  } catch {
    return null;
  }
  if (url.origin !== api.origin || url.search || !url.pathname.startsWith('/media/')) return null;
  const stem = /^(.*)\.(?:webm|mp4)$/i.exec(url.href)?.[1];
  return stem ? { poster: `${stem}.jpg`, captions: `${stem}.vtt` } : null;
}
