import type { SpriteIconName } from './sprite-symbols';

export type { SpriteIconName };

/** The id of a symbol of `IconSprite` (sprite-symbols.tsx). */
export const symbolId = (name: SpriteIconName) => `icon-${name}`;

/**
 * One use of a symbol: decorative (`aria-hidden`) unless it has a `label` (then an image with
 * that name, as the news cards' video and gallery marks), drawn with `currentColor` like a
 * lucide icon (stroke 2, round caps and joins; `fill` 'none' unless given, the liked heart
 * passes 'currentColor').
 */
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
      fill={fill}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
      {...(className ? { className } : {})}
    >
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
