import { symbolId } from './symbol-id';

/**
 * Icons a page repeats many times (the outbound-link mark of every external link, the like
 * button's heart, the share button's mark, the news cards' video and gallery marks, the match
 * cards' actions) are drawn once, as `<symbol>`s of one hidden `<svg>` the root layout puts at
 * the start of `<body>`, and each use is `<svg><use href="#…"/></svg>`: about 90 bytes of
 * HTML instead of 400, and in a server component no client reference and icon data in the RSC
 * payload (a lucide-react icon is a client component). The paths are lucide's (ISC licence).
 * This module (the paths) is for the root layout only; client and server components draw a
 * symbol with `SpriteIcon` (sprite-icon.tsx), which carries no path data into the browser's
 * script.
 */
type Shape =
  | readonly ['path', { d: string }]
  | readonly ['circle', { cx: string; cy: string; r: string; fill?: string }]
  | readonly ['rect', { x: string; y: string; width: string; height: string; rx: string }]
  | readonly ['line', { x1: string; x2: string; y1: string; y2: string }];

const SYMBOLS = {
  'external-link': [
    ['path', { d: 'M15 3h6v6' }],
    ['path', { d: 'M10 14 21 3' }],
    ['path', { d: 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6' }],
  ],
  heart: [
    [
      'path',
      {
        d: 'M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5',
      },
    ],
  ],
  play: [
    [
      'path',
      { d: 'M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z' },
    ],
  ],
  images: [
    ['path', { d: 'm22 11-1.296-1.296a2.4 2.4 0 0 0-3.408 0L11 16' }],
    ['path', { d: 'M4 8a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2' }],
    ['circle', { cx: '13', cy: '7', r: '1', fill: 'currentColor' }],
    ['rect', { x: '8', y: '2', width: '14', height: '14', rx: '2' }],
  ],
  // The share button (share-2).
  share: [
    ['circle', { cx: '18', cy: '5', r: '3' }],
    ['circle', { cx: '6', cy: '12', r: '3' }],
    ['circle', { cx: '18', cy: '19', r: '3' }],
    ['line', { x1: '8.59', x2: '15.42', y1: '13.51', y2: '17.49' }],
    ['line', { x1: '15.41', x2: '8.59', y1: '6.51', y2: '10.49' }],
  ],
  // The match cards' actions (match centre, video and teaser, tickets, highlights).
  radio: [
    ['path', { d: 'M16.247 7.761a6 6 0 0 1 0 8.478' }],
    ['path', { d: 'M19.075 4.933a10 10 0 0 1 0 14.134' }],
    ['path', { d: 'M4.925 19.067a10 10 0 0 1 0-14.134' }],
    ['path', { d: 'M7.753 16.239a6 6 0 0 1 0-8.478' }],
    ['circle', { cx: '12', cy: '12', r: '2' }],
  ],
  video: [
    ['path', { d: 'm16 13 5.223 3.482a.5.5 0 0 0 .777-.416V7.87a.5.5 0 0 0-.752-.432L16 10.5' }],
    ['rect', { x: '2', y: '6', width: '14', height: '12', rx: '2' }],
  ],
  ticket: [
    [
      'path',
      {
        d: 'M2 9a3 3 0 0 1 0 6v2a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-2a3 3 0 0 1 0-6V7a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2Z',
      },
    ],
    ['path', { d: 'M13 5v2' }],
    ['path', { d: 'M13 17v2' }],
    ['path', { d: 'M13 11v2' }],
  ],
  'circle-play': [
    [
      'path',
      {
        d: 'M9 9.003a1 1 0 0 1 1.517-.859l4.997 2.997a1 1 0 0 1 0 1.718l-4.997 2.997A1 1 0 0 1 9 14.996z',
      },
    ],
    ['circle', { cx: '12', cy: '12', r: '10' }],
  ],
} as const satisfies Record<string, readonly Shape[]>;

export type SpriteIconName = keyof typeof SYMBOLS;

const attribute = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The symbols as one markup string: in the RSC payload a string costs about half the React tree
 * it would otherwise be (issue 31). Built from the constant shapes above (no outside input).
 */
export const SPRITE_MARKUP = (Object.keys(SYMBOLS) as SpriteIconName[])
  .map((name) => {
    const shapes = (SYMBOLS[name] as readonly Shape[])
      .map(([tag, attributes]) => {
        const list = Object.entries(attributes)
          .map(([key, value]) => ` ${attribute(key)}="${value}"`)
          .join('');
        return `<${tag}${list}/>`;
      })
      .join('');
    return `<symbol id="${symbolId(name)}" viewBox="0 0 24 24"><g stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" style="fill:var(--icon-fill,none)">${shapes}</g></symbol>`;
  })
  .join('');

/**
 * The symbols, once per page (the root layout). The stroke is theirs; the fill is none unless a
 * use sets `--icon-fill` (`SpriteIcon`'s `fill`), which its shadow tree inherits.
 */
export function IconSprite() {
  return (
    <svg
      width="0"
      height="0"
      aria-hidden="true"
      style={{ position: 'absolute', overflow: 'hidden' }}
      dangerouslySetInnerHTML={{ __html: SPRITE_MARKUP }}
    />
  );
}
