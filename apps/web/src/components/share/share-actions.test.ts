import { describe, expect, it } from 'vitest';
import {
  canShareNatively,
  copyLink,
  createShortLinkResolver,
  shareNatively,
  type ShareNavigator,
} from './share-actions';

const CONTENT = { url: 'https://club.example/a/1', title: 'Tytuł', text: 'Tekst' };
const MESSAGES = {
  copied: 'Link został skopiowany do schowka',
  failed: 'Nie można było skopiować linku',
};

describe('000 §7.5 native share', () => {
  it('is used when navigator.share exists (and canShare, if present, agrees)', () => {
    const share = () => Promise.resolve();
    expect(canShareNatively({ share }, CONTENT)).toBe(true);
    expect(canShareNatively({}, CONTENT)).toBe(false);
    expect(canShareNatively({ share, canShare: () => false }, CONTENT)).toBe(false);
  });

  it('shares text, title and url; a rejection is ignored', async () => {
    const shared: ShareData[] = [];
    const nav: ShareNavigator = {
      share: (data) => {
        shared.push(data);
        return Promise.reject(new DOMException('Share canceled', 'AbortError'));
      },
    };
    await expect(shareNatively(nav, CONTENT)).resolves.toBeUndefined();
    expect(shared).toEqual([CONTENT]);
  });
});

describe('000 §8 copy link', () => {
  it("writes the link and answers 'link copied' for 3000 ms", async () => {
    const written: string[] = [];
    const nav: ShareNavigator = {
      clipboard: {
        writeText: (value) => {
          written.push(value);
          return Promise.resolve();
        },
      },
    };
    expect(await copyLink(nav, CONTENT.url, MESSAGES)).toEqual({
      ok: true,
      message: MESSAGES.copied,
      duration: 3000,
    });
    expect(written).toEqual([CONTENT.url]);
  });

  it("a refused write or no clipboard → 'copy failed' for 5000 ms", async () => {
    const refused: ShareNavigator = {
      clipboard: { writeText: () => Promise.reject(new Error('NotAllowedError')) },
    };
    const failed = { ok: false, message: MESSAGES.failed, duration: 5000 };
    expect(await copyLink(refused, CONTENT.url, MESSAGES)).toEqual(failed);
    expect(await copyLink({}, CONTENT.url, MESSAGES)).toEqual(failed);
  });
});

describe('000 §7.5 short link before sharing', () => {
  const never = () => new Promise<void>(() => undefined);

  it('uses the short link and asks once per URL', async () => {
    const asked: string[] = [];
    const resolver = createShortLinkResolver(
      (url) => {
        asked.push(url);
        return Promise.resolve('https://api.example/s/Ab12Cd34');
      },
      { wait: never },
    );
    expect(resolver.peek(CONTENT.url)).toBeUndefined();
    resolver.prefetch(CONTENT.url);
    expect(await resolver.resolve(CONTENT.url)).toBe('https://api.example/s/Ab12Cd34');
    expect(await resolver.resolve(CONTENT.url)).toBe('https://api.example/s/Ab12Cd34');
    expect(resolver.peek(CONTENT.url)).toBe('https://api.example/s/Ab12Cd34');
    expect(asked).toEqual([CONTENT.url]);
  });

  it('falls back to the long URL on failure, and asks again next time', async () => {
    let calls = 0;
    const resolver = createShortLinkResolver(
      () => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new Error('422'))
          : Promise.resolve('https://api.example/s/x');
      },
      { wait: never },
    );
    expect(await resolver.resolve(CONTENT.url)).toBe(CONTENT.url);
    expect(await resolver.resolve(CONTENT.url)).toBe('https://api.example/s/x');
  });

  it('a slow API: the long URL after the wait, the short link once it has come', async () => {
    let answer: (short: string) => void = () => undefined;
    const waits: number[] = [];
    const resolver = createShortLinkResolver(
      () =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
      {
        waitMs: 1500,
        wait: (ms) => {
          waits.push(ms);
          return Promise.resolve();
        },
      },
    );
    expect(await resolver.resolve(CONTENT.url)).toBe(CONTENT.url);
    expect(waits).toEqual([1500]);
    answer('https://api.example/s/late');
    await Promise.resolve();
    await Promise.resolve();
    expect(resolver.peek(CONTENT.url)).toBe('https://api.example/s/late');
  });
});
