import { describe, expect, it } from 'vitest';
import {
  deviceFromUserAgent,
  highlightedPath,
  isInternalHref,
  shouldScrollToTop,
  shouldShowSmartBanner,
} from '../src/browsing';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('000 §4.8 scroll to top on path change', () => {
  it.each([
    ['/', '/pilka-nozna', true],
    ['/pilka-nozna/terminarz/nadchodzace-mecze', '/pilka-nozna/terminarz/rozegrane-mecze', false],
    ['/pilka-nozna/terminarz/tabele-wynikow', '/o-klubie', true],
    ['/o-klubie', '/pilka-nozna/terminarz/tabele-wynikow', true],
    ['/o-klubie', '/o-klubie', false],
    [null, '/o-klubie', false],
    ['/terminarze-wyniki', '/terminarze-wyniki-druga/tabele-wynikow', false],
    ['/terminarze-wyniki-druga/tabele-wynikow', '/druzyna-druga', true],
  ] as const)('%s → %s: %s', (from, to, scroll) => {
    expect(shouldScrollToTop(from, to)).toBe(scroll);
  });
});

describe('000 §2.4 navigation highlighting', () => {
  it.each([
    ['/aktualnosci/koszykowka', '/aktualnosci/wszystkie'],
    ['/aktualnosci/wszystkie/wideo', '/aktualnosci/wszystkie'],
    ['/aktualnosci/pilkarskie/wygrana/12', '/aktualnosci/pilkarskie'],
    ['/aktualnosci/tenis-golf', '/aktualnosci/tenis'],
    ['/pilka-nozna/terminarz/tabele-wynikow', '/pilka-nozna/terminarz/nadchodzace-mecze'],
    ['/pilka-nozna/terminarz-druga/rozegrane-mecze', '/pilka-nozna/terminarz/nadchodzace-mecze'],
    ['/o-klubie?x=1', '/o-klubie'],
  ])('%s highlights %s', (path, highlighted) => {
    expect(highlightedPath(path)).toBe(highlighted);
  });
});

describe('000 §2.9 links', () => {
  const own = ['http://localhost:3000', 'http://akademia.localhost:3000'];
  it.each([
    ['/o-klubie', true],
    ['#premiumClub', true],
    ['http://localhost:3000/o-klubie', true],
    ['http://akademia.localhost:3000/', true],
    ['https://sklep.example.org/', false],
    ['//evil.example.org/', false],
    ['not a url', false],
  ])('%s internal: %s', (href, internal) => {
    expect(isInternalHref(href, own)).toBe(internal);
  });
});

describe('000 §4.5 smart app banner', () => {
  it.each([
    [0, ANDROID, true],
    [2, ANDROID, true],
    [3, ANDROID, false],
    [0, IPHONE_CHROME, true],
    [0, IPHONE_SAFARI, false],
    [0, DESKTOP, false],
    [Number.NaN, ANDROID, true],
  ])('%s dismissals on %#: %s', (dismissals, ua, shown) => {
    expect(shouldShowSmartBanner(dismissals, deviceFromUserAgent(ua))).toBe(shown);
  });

  it('reads the device flags from the user agent', () => {
    expect(deviceFromUserAgent(ANDROID)).toMatchObject({
      isAndroid: true,
      isIOS: false,
      isSafari: false,
    });
    expect(deviceFromUserAgent(IPHONE_SAFARI)).toMatchObject({
      isAndroid: false,
      isIOS: true,
      isSafari: true,
    });
  });
});
