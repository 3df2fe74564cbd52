import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SpriteIcon } from './sprite-icon';
import { IconSprite } from './sprite-symbols';

describe('icon sprite', () => {
  const sprite = renderToStaticMarkup(<IconSprite />);

  it('holds each symbol once, stroked like lucide, filled by each use', () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);
    expect(ids).toContain('icon-external-link');
    expect(new Set(ids).size).toBe(ids.length);
    expect(sprite).toContain(
      '<symbol id="icon-heart" viewBox="0 0 24 24"><g stroke="currentColor" stroke-width="2"',
    );
    expect(sprite).not.toMatch(/<g[^>]* fill=/);
    expect(sprite).toMatch(/^<svg width="0" height="0" aria-hidden="true" focusable="false"/);
  });

  it('draws a symbol of the sprite: decorative, or an image when labelled', () => {
    const heart = renderToStaticMarkup(<SpriteIcon name="heart" size={22} fill="currentColor" />);
    expect(heart).toBe(
      '<svg width="22" height="22" fill="currentColor" aria-hidden="true" focusable="false"><use href="#icon-heart"></use></svg>',
    );
    expect(renderToStaticMarkup(<SpriteIcon name="share" size={22} />)).toContain('fill="none"');
    const play = renderToStaticMarkup(<SpriteIcon name="play" size={28} label="wideo" />);
    expect(play).toContain('role="img" aria-label="wideo"');
    expect(play).not.toContain('aria-hidden');
    expect(sprite).toContain('id="icon-play"');
  });
});
