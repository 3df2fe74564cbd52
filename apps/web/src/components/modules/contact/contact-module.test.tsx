import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONTEXT, component, image } from '@/components/modules/test-fixtures';
import { ContactModule } from './contact-module';

const tile = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'contacts',
  title,
  tagline: `${title} — godziny`,
  body: `<p>${title.toLowerCase()}@example.com</p>`,
  button_external_url: null,
  button_text: null,
  image: null,
  ...extra,
});

const render = (attributes: Record<string, unknown>) =>
  renderToStaticMarkup(
    <ContactModule
      component={component('contact', { id: 'c1', ...attributes })}
      context={CONTEXT}
    />,
  );

describe('ContactModule', () => {
  it('renders the header and a tile per contact', () => {
    const html = render({
      header: 'Kontakt z fundacją',
      contacts: [
        tile('5', 'Fundacja', {
          image: image({ description: 'Biuro fundacji' }),
          button_external_url: 'mailto:fundacja@example.com',
          button_text: 'Napisz',
        }),
      ],
    });
    expect(html).toMatch(/<h2 id="contact-c1">Kontakt z fundacją<\/h2>/);
    expect(html).toContain('aria-labelledby="contact-c1"');
    expect(html).toMatch(/<h3[^>]*>Fundacja<\/h3>/);
    expect(html).toContain('Fundacja — godziny');
    expect(html).toContain('<p>fundacja@example.com</p>');
    expect(html).toContain('src="https://trybuna.example/images/thumb/photo.jpg"');
    expect(html).toContain('alt="Biuro fundacji"');
    expect(html).toMatch(/<a href="mailto:fundacja@example.com"[^>]*>Napisz<\/a>/);
    expect(html).not.toContain('target=');
  });

  it('orders tiles by contacts_order (numeric ids too), unnamed ones last', () => {
    const html = render({
      header: 'Kontakt',
      contacts_order: [3, '1'],
      contacts: [tile('1', 'Biuro'), tile('2', 'Prasa'), tile('3', 'Kasa')],
    });
    const order = [...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(order).toEqual(['Kasa', 'Biuro', 'Prasa']);
  });

  it('keeps the API order without contacts_order and titles itself by default', () => {
    const html = render({ contacts: [tile('2', 'Prasa'), tile('1', 'Biuro')] });
    expect([...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1])).toEqual([
      'Prasa',
      'Biuro',
    ]);
    expect(html).toMatch(/<h2[^>]*>Kontakt<\/h2>/);
  });

  it('opens external buttons in a new tab and skips a button without text', () => {
    const html = render({
      contacts: [
        tile('1', 'Sklep', { button_external_url: 'https://sklep.example/', button_text: 'Sklep' }),
        tile('2', 'Kasa', { button_external_url: 'https://bilety.example/' }),
      ],
    });
    expect(html).toContain('href="https://sklep.example/" target="_blank" rel="nofollow noopener"');
    expect(html).not.toContain('bilety.example');
  });

  it('renders nothing without contacts', () => {
    expect(render({ header: 'Kontakt' })).toBe('');
    expect(render({ header: 'Kontakt', contacts: [] })).toBe('');
    expect(render({ contacts: [{ title: 'bez id' }] })).toBe('');
  });
});
