import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SpriteIcon } from './sprite-icon';
import { IconSprite, SPRITE_MARKUP } from './sprite-symbols';

describe('icon sprite', () => {
  const sprite = renderToStaticMarkup(<IconSprite />);

  it('holds each symbol once, stroked like lucide, not filled unless a use asks', () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);
    expect(ids).toContain('icon-external-link');
    expect(new Set(ids).size).toBe(ids.length);
    expect(sprite).toContain(
      '<symbol id="icon-heart" viewBox="0 0 24 24"><g stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" style="fill:var(--icon-fill,none)"><path d="M2 9.5a5.5',
    );
    // The gallery mark's dot is filled whatever the use says.
    expect(sprite).toContain('<circle cx="13" cy="7" r="1" fill="currentColor"/>');
    expect(sprite).toMatch(/^<svg width="0" height="0" aria-hidden="true" style="[^"]*">/);
  });

  it('is one markup string (a string in the RSC payload, not a React tree)', () => {
    expect(sprite).toContain(SPRITE_MARKUP);
    // Every shape element is closed and every attribute quoted.
    expect(SPRITE_MARKUP.match(/<(path|circle|rect|line) [^>]*\/>/g)?.length).toBeGreaterThan(20);
    expect(SPRITE_MARKUP).not.toMatch(/="[^"]*undefined/);
  });

  it('draws a symbol of the sprite: decorative, or an image when labelled', () => {
    const heart = renderToStaticMarkup(<SpriteIcon name="heart" size={22} fill="currentColor" />);
    expect(heart).toBe(
      '<svg width="22" height="22" style="--icon-fill:currentColor" aria-hidden="true"><use href="#icon-heart"></use></svg>',
    );
    expect(renderToStaticMarkup(<SpriteIcon name="share" size={22} />)).toBe(
      '<svg width="22" height="22" aria-hidden="true"><use href="#icon-share"></use></svg>',
    );
    const play = renderToStaticMarkup(<SpriteIcon name="play" size={28} label="wideo" />);
    expect(play).toContain('role="img" aria-label="wideo"');
    expect(play).not.toContain('aria-hidden');
    expect(sprite).toContain('id="icon-play"');
  });
});
