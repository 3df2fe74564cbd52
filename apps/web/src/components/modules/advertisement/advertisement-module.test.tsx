import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONTEXT, component, image } from '@/components/modules/test-fixtures';
import { AdvertisementModule } from './advertisement-module';

const render = (attributes: Record<string, unknown>, context = CONTEXT) =>
  renderToStaticMarkup(
    <AdvertisementModule
      component={component('advertisement', { id: 'a1', ...attributes })}
      context={context}
    />,
  );

describe('AdvertisementModule', () => {
  it('links an image_url creative to the advertiser in a labelled region', () => {
    const html = render({
      url: 'https://partner.example/promo',
      image_url: 'https://cdn.example/banner.png',
      alt: 'Reklama partnera',
    });
    expect(html).toMatch(/^<aside class="container [^"]+" aria-labelledby="ad-a1">/);
    expect(html).toMatch(/<p id="ad-a1"[^>]*>Reklama<\/p>/);
    expect(html).toContain('href="https://partner.example/promo"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="nofollow noopener sponsored"');
    expect(html).toContain('src="https://cdn.example/banner.png"');
    expect(html).toContain('alt="Reklama partnera"');
    expect(html).not.toContain('width=');
  });

  it("falls back to the component's linked image, sized", () => {
    const html = render({ url: '/bilety', image_url: null, script: null, image: image() });
    expect(html).toContain('href="/bilety"');
    expect(html).not.toContain('target=');
    expect(html).toContain('src="https://trybuna.example/images/web/photo.jpg"');
    expect(html).toContain('width="1020"');
    expect(html).toContain('alt="Reklama"');
  });

  it('shows an unlinked image without a URL', () => {
    const html = render({ image_url: 'https://cdn.example/b.png' });
    expect(html).toContain('<img');
    expect(html).not.toContain('<a ');
  });

  it('runs a script advertisement in a sandboxed frame of its own, labelled in the page language', () => {
    const script = '<div id="slot"></div><script>window.hacked = true</script>';
    const html = render(
      { script, url: 'https://partner.example', image_url: 'https://cdn.example/x.png' },
      { ...CONTEXT, locale: 'en' },
    );
    // The creative is only ever the frame's document (escaped into `srcdoc`), never page markup.
    expect(html).not.toContain('<script>');
    expect(html).toContain('srcDoc="&lt;!doctype html&gt;');
    expect(html).toContain('&lt;script&gt;window.hacked = true&lt;/script&gt;');
    expect(html).toContain('sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"');
    expect(html).not.toContain('allow-same-origin');
    expect(html).toContain('title="Advertisement"');
    expect(html).toMatch(/<p id="ad-a1"[^>]*>Advertisement<\/p>/);
    expect(html).not.toContain('<img');
    expect((globalThis as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('renders nothing without a creative', () => {
    expect(render({ url: 'https://partner.example' })).toBe('');
    expect(render({ script: '  ', image_url: null })).toBe('');
    expect(render({ image: { broken: true } })).toBe('');
  });
});
