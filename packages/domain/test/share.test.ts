import { describe, expect, it } from 'vitest';
import {
  facebookShareUrl,
  isThirdPartyIosBrowser,
  messengerShareUrl,
  microblogShareUrl,
  shareFallbacks,
} from '../src/share';

const UA = {
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  iosFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/124.0 Mobile/15E148 Safari/605.1.15',
  iosEdge:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/123.2420.56 Mobile/15E148 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36',
  desktopFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
};

const CONTENT = {
  url: 'https://club.example/aktualnosci/pilkarskie/zwyciestwo-w-lodzi/1',
  title: 'Zwycięstwo w Łodzi',
  text: 'Piękny gol & trzy punkty',
};

describe('000 §7.5 share URLs', () => {
  it('social network: the sharer with the link and a quote', () => {
    expect(facebookShareUrl(CONTENT.url, CONTENT.text)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fclub.example%2Faktualnosci%2Fpilkarskie%2Fzwyciestwo-w-lodzi%2F1&quote=Pi%C4%99kny%20gol%20%26%20trzy%20punkty',
    );
  });

  it('messenger: a deep link carrying the link and the app id', () => {
    expect(messengerShareUrl('https://club.example/a?b=1', '123456')).toBe(
      'fb-messenger://share/?link=https%3A%2F%2Fclub.example%2Fa%3Fb%3D1&app_id=123456',
    );
  });

  it("microblog: the post intent with 'via' (an '@' is dropped, none is left out)", () => {
    expect(microblogShareUrl('https://club.example/s/Ab12', 'Gol!', '@KlubOfficial')).toBe(
      'https://x.com/intent/tweet?url=https%3A%2F%2Fclub.example%2Fs%2FAb12&text=Gol!&via=KlubOfficial',
    );
    expect(microblogShareUrl('https://club.example/', 'Gol', undefined)).toBe(
      'https://x.com/intent/tweet?url=https%3A%2F%2Fclub.example%2F&text=Gol',
    );
  });
});

describe('000 §7.5 which fallbacks show', () => {
  it.each([
    ['iOS Chrome', UA.iosChrome, true],
    ['iOS Firefox', UA.iosFirefox, true],
    ['iOS Edge', UA.iosEdge, true],
    ['iOS Safari', UA.iosSafari, false],
    ['Android Chrome', UA.android, false],
    ['desktop Firefox', UA.desktopFirefox, false],
  ])('%s is a third-party iOS browser: %s', (_name, userAgent, expected) => {
    expect(isThirdPartyIosBrowser(userAgent)).toBe(expected);
  });

  it.each([
    ['iOS Safari', UA.iosSafari, ['facebook', 'messenger', 'x']],
    ['Android', UA.android, ['facebook', 'messenger', 'x']],
    ['desktop', UA.desktopFirefox, ['facebook', 'messenger', 'x']],
    ['iOS Chrome', UA.iosChrome, ['facebook', 'x']],
    ['iOS Firefox', UA.iosFirefox, ['facebook', 'x']],
    ['iOS Edge', UA.iosEdge, ['facebook', 'x']],
  ])('%s → %j', (_name, userAgent, targets) => {
    const fallbacks = shareFallbacks(CONTENT, { userAgent, via: 'Klub', messengerAppId: '42' });
    expect(fallbacks.map((fallback) => fallback.target)).toEqual(targets);
  });

  it('no messenger without an app id', () => {
    expect(
      shareFallbacks(CONTENT, { userAgent: UA.android }).map((fallback) => fallback.target),
    ).toEqual(['facebook', 'x']);
  });

  it('web shares open in a new tab, the app link does not; the quote falls back to the title', () => {
    const fallbacks = shareFallbacks(
      { ...CONTENT, text: '' },
      { userAgent: UA.android, via: 'Klub', messengerAppId: '42' },
    );
    expect(fallbacks.map((fallback) => fallback.newTab)).toEqual([true, false, true]);
    expect(fallbacks[0]?.href).toContain('&quote=Zwyci%C4%99stwo%20w%20%C5%81odzi');
    expect(fallbacks[2]?.href).toContain('&via=Klub');
  });
});
