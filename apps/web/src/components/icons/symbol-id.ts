/**
 * The id of a symbol of `IconSprite` (sprite-symbols.tsx), which `SpriteIcon` (sprite-icon.tsx)
 * points its `<use>` at: a file of its own, so neither imports the other.
 */
export const symbolId = (name: string): string => `icon-${name}`;
