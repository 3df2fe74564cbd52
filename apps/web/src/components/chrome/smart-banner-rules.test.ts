import { describe, expect, it } from 'vitest';
import { smartBannerPlatform } from './smart-banner-rules';

const UA = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iosFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

describe('smartBannerPlatform (000 §4.5)', () => {
  it('points Android to Google Play and iOS browsers other than Safari to the App Store', () => {
    expect(smartBannerPlatform('', UA.androidChrome)).toBe('android');
    expect(smartBannerPlatform('', UA.iosChrome)).toBe('ios');
    expect(smartBannerPlatform('', UA.iosFirefox)).toBe('ios');
  });

  it('is hidden in Safari and on desktops', () => {
    expect(smartBannerPlatform('', UA.iosSafari)).toBe(null);
    expect(smartBannerPlatform('', UA.desktopChrome)).toBe(null);
    expect(smartBannerPlatform('', UA.macSafari)).toBe(null);
  });

  it('is shown below 3 dismissals only', () => {
    expect(smartBannerPlatform('smart_app_banner=2', UA.androidChrome)).toBe('android');
    expect(smartBannerPlatform('smart_app_banner=3', UA.androidChrome)).toBe(null);
    expect(smartBannerPlatform('a=1; smart_app_banner=7', UA.iosChrome)).toBe(null);
    expect(smartBannerPlatform('smart_app_banner=oops', UA.iosChrome)).toBe('ios');
  });
});
