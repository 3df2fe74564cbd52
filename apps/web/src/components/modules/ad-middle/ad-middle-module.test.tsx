import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { club } from '@trybuna/config';
import { CONTEXT, component, image } from '@/components/modules/test-fixtures';
import { AdMiddleModule } from './ad-middle-module';

const render = (attributes: Record<string, unknown>, context = CONTEXT) =>
  renderToStaticMarkup(
    <AdMiddleModule
      component={component('adMiddle', { id: 'm1', ...attributes })}
      context={context}
    />,
  );

describe('AdMiddleModule', () => {
  it("fills the labelled article-middle slot with the club's creative for it, sandboxed", () => {
    const html = render({ slot: 'article-middle' });
    expect(html).toMatch(/^<aside class="container [^"]+" aria-labelledby="ad-middle-m1">/);
    expect(html).toMatch(/<p id="ad-middle-m1"[^>]*>Reklama<\/p>/);
    expect(html).toMatch(/<div class="[^"]+" data-ad-slot="article-middle"><iframe /);
    const creative = club.adSlots['article-middle']?.html ?? '';
    expect(creative).toContain('<script>');
    expect(html).toContain('sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"');
    expect(html).toContain('title="Reklama"');
    expect(html).not.toContain('<script>');
    expect(render({}, { ...CONTEXT, locale: 'en' })).toContain('>Advertisement</p>');
  });

  it('defaults an unnamed or odd slot name to article-middle', () => {
    expect(render({})).toContain('data-ad-slot="article-middle"');
    expect(render({ slot: '"><script>' })).toContain('data-ad-slot="article-middle"');
  });

  it('draws a creative of its own like an advertisement module', () => {
    const html = render({ url: 'https://partner.example/promo', image: image() });
    expect(html).toContain('href="https://partner.example/promo"');
    expect(html).toContain('rel="nofollow noopener sponsored"');
    expect(html).toContain('src="https://trybuna.example/images/web/photo.jpg"');
    expect(html).not.toContain('data-ad-slot');
  });
});
