import type { CSSProperties } from 'react';
import type { SpriteIconName } from './sprite-symbols';
import { symbolId } from './symbol-id';

export type { SpriteIconName };

/**
 * One use of a symbol: decorative (`aria-hidden`) unless it has a `label` (then an image with
 * that name, as the news cards' video and gallery marks), drawn with `currentColor` like a
 * lucide icon (stroke 2, round caps and joins; not filled unless `fill` is 'currentColor', as
 * the liked heart: `--icon-fill`, which the symbol's shapes read). Nothing else per use (no
 * `focusable`, no fill attribute): each attribute is repeated in the page's payload for every
 * icon.
 */
const FILLED = { '--icon-fill': 'currentColor' } as CSSProperties;

export function SpriteIcon({
  name,
  size,
  className,
  fill = 'none',
  label,
}: {
  name: SpriteIconName;
  size: number;
  className?: string;
  fill?: 'none' | 'currentColor';
  label?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      {...(fill === 'currentColor' ? { style: FILLED } : {})}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...(className ? { className } : {})}
    >
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
