import { SHORT_LINK_WAIT_MS, TOAST_DURATIONS, type ShareContent } from '@trybuna/domain';

/** What the share button needs of `navigator` (injectable for tests). */
export interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: Pick<Clipboard, 'writeText'>;
}

/** Whether the device offers a native share for this content (000 §7.5). */
export function canShareNatively(nav: ShareNavigator, data: ShareContent): boolean {
  if (typeof nav.share !== 'function') return false;
  return typeof nav.canShare !== 'function' || nav.canShare(data);
}

/**
 * 000 §7.5: the native share with text, title and url. A rejection (the user closed the sheet,
 * or the browser refused) is ignored.
 */
export async function shareNatively(nav: ShareNavigator, data: ShareContent): Promise<void> {
  try {
    await nav.share?.({ url: data.url, title: data.title, text: data.text });
  } catch {
    // Ignored on purpose.
  }
}

export interface CopyToast {
  message: string;
  duration: number;
}

/**
 * 000 §8: copies the link; resolves to the toast to show: 'link copied' for 3000 ms, or 'copy
 * failed' for 5000 ms (no clipboard, or the write was refused).
 */
export async function copyLink(
  nav: ShareNavigator,
  url: string,
  messages: { copied: string; failed: string },
): Promise<CopyToast & { ok: boolean }> {
  try {
    if (!nav.clipboard) throw new Error('No clipboard');
    await nav.clipboard.writeText(url);
    return { ok: true, message: messages.copied, duration: TOAST_DURATIONS.linkCopied };
  } catch {
    return { ok: false, message: messages.failed, duration: TOAST_DURATIONS.linkCopyError };
  }
}

export interface ShortLinkResolver {
  /** The short link of `url` if it is already known. */
  peek: (url: string) => string | undefined;
  /** Asks for it early (e.g. when the pointer reaches the button). */
  prefetch: (url: string) => void;
  /** The short link, or `url` itself when the API fails or is slower than `waitMs`. */
  resolve: (url: string) => Promise<string>;
}

/**
 * 000 §7.5 short links through the API, asked for once per URL. A failure falls back to the
 * long URL (and is asked again next time); a slow answer is used by later shares.
 */
export function createShortLinkResolver(
  create: (url: string) => Promise<string>,
  options: {
    waitMs?: number;
    wait?: (ms: number) => Promise<void>;
  } = {},
): ShortLinkResolver {
  const waitMs = options.waitMs ?? SHORT_LINK_WAIT_MS;
  const wait =
    options.wait ??
    ((ms: number) =>
      new Promise<void>((resolve) => {
        setTimeout(resolve, ms);
      }));
  const known = new Map<string, string>();
  const asked = new Map<string, Promise<string>>();

  const ask = (url: string): Promise<string> => {
    const done = known.get(url);
    if (done !== undefined) return Promise.resolve(done);
    let pending = asked.get(url);
    if (!pending) {
      pending = create(url).then(
        (short) => {
          known.set(url, short);
          asked.delete(url);
          return short;
        },
        () => {
          asked.delete(url);
          return url;
        },
      );
      asked.set(url, pending);
    }
    return pending;
  };

  return {
    peek: (url) => known.get(url),
    prefetch: (url) => {
      void ask(url);
    },
    resolve: (url) => Promise.race([ask(url), wait(waitMs).then(() => url)]),
  };
}
