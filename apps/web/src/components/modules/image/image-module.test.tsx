import { renderModule as renderToStaticMarkup } from '@/components/modules/test-render';
import { describe, expect, it } from 'vitest';
import { CONTEXT, component, image } from '@/components/modules/test-fixtures';
import type { ModuleContext } from '@/components/modules/types';
import { ImageModule } from './image-module';

const render = (attributes: Record<string, unknown>, context: ModuleContext = CONTEXT) =>
  renderToStaticMarkup(
    <ImageModule component={component('image', attributes)} context={context} />,
    context.locale,
  );

describe('ImageModule', () => {
  it('renders a lazy, sized web crop with caption, comment and photo author', () => {
    const html = render({
      image: image({ author: 'Jan Kowalski', description: 'Wolontariusze na stadionie' }),
      description: 'Akcja „Gotowi do pomocy”',
      match_center_content: '<p>Dziękujemy!</p>',
    });
    expect(html.startsWith('<figure')).toBe(true);
    expect(html).toContain('src="https://trybuna.example/images/web/photo.jpg"');
    expect(html).toContain('width="1020"');
    expect(html).toContain('height="680"');
    expect(html).toContain('alt="Wolontariusze na stadionie"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).toMatch(/<figcaption[^>]*>.*Akcja „Gotowi do pomocy”.*<\/figcaption>/);
    expect(html).toContain('<p>Dziękujemy!</p>');
    expect(html).toContain('Fot.: Jan Kowalski');
    expect(html).not.toContain('<a ');
  });

  it("does not repeat the credit's own 'Fot.' prefix", () => {
    const html = render({ image: image({ author: 'Fot. Anna Nowak' }) });
    expect(html).toContain('Fot.: Anna Nowak');
    expect(html).not.toContain('Fot. Anna');
  });

  it('falls back to the caption for alt and leaves out an empty caption', () => {
    expect(render({ image: image(), description: 'Trening' })).toContain('alt="Trening"');
    const bare = render({ image: image() });
    expect(bare).toContain('alt=""');
    expect(bare).not.toContain('figcaption');
  });

  it('links internally for root-relative and own-origin URLs', () => {
    const relative = render({ image: image(), external_url: '/wolontariat' });
    expect(relative).toContain('href="/wolontariat"');
    expect(relative).not.toContain('target=');
    const own = render({ image: image(), external_url: 'https://trybuna.example/sklep' });
    expect(own).toContain('href="https://trybuna.example/sklep"');
    expect(own).not.toContain('target=');
  });

  it('opens other URLs in a new tab with rel nofollow noopener and a note', () => {
    const html = render({ image: image(), external_url: 'https://partner.example/' });
    expect(html).toContain('href="https://partner.example/"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="nofollow noopener"');
    expect(html).toContain('<span class="visually-hidden"> (otwiera się w nowej karcie)</span>');
  });

  it('shows anonymous visitors a login overlay instead of gated pictures', () => {
    const gated = { ...CONTEXT, signedInOnly: true };
    const attributes = { image: image({ author: 'Jan' }), description: 'Szatnia' };
    const anonymous = render(attributes, gated);
    expect(anonymous).toContain('Zaloguj się aby odblokować treść');
    expect(anonymous).not.toContain('<img');
    expect(anonymous).not.toContain('photo.jpg');
    expect(anonymous).not.toContain('Szatnia');
    const member = render(attributes, { ...gated, signedIn: true });
    expect(member).toContain('<img');
    expect(member).not.toContain('odblokować');
    expect(render(attributes, { ...CONTEXT, locale: 'en', signedInOnly: true })).toContain(
      'Log in to unlock content',
    );
  });

  it('renders nothing without a usable image', () => {
    expect(render({ description: 'Bez zdjęcia' })).toBe('');
    expect(render({ image: null })).toBe('');
    expect(render({ image: image({ url: null, variants: null }) })).toBe('');
    expect(render({ image: 'photo.jpg' })).toBe('');
  });
});
