import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONTEXT, OWN_ORIGIN, component } from '@/components/modules/test-fixtures';
import { NewsModule } from './news-module';

const articles = Array.from({ length: 16 }, (_, i) => ({
  id: String(i + 1),
  type: 'articles',
  slug: `tekst-${String(i + 1)}`,
  title: `Artykuł ${String(i + 1)}`,
  share_url: `${OWN_ORIGIN}/aktualnosci/pilkarskie/tekst-${String(i + 1)}/${String(i + 1)}`,
  publication_time: '2026-11-20T18:00:00.000Z',
  likes_count: i === 0 ? 1234 : 3,
  images: { article_list_thumbnail: `${OWN_ORIGIN}/images/a.jpg` },
  publication_category: { id: '1', type: 'publication_categories', name: 'Piłka nożna' },
}));

const render = (attributes: Record<string, unknown>, adVariant: 'odd' | 'even' = 'odd') =>
  renderToStaticMarkup(
    <NewsModule
      component={component('news', attributes)}
      context={{ ...CONTEXT, origin: OWN_ORIGIN }}
      adVariant={adVariant}
    />,
  );

describe('news module (000 §2.10)', () => {
  it('IRREGULAR: 14 cards and the advertisement, title, subtitle and the see-more button', () => {
    const html = render({
      layout: 'IRREGULAR',
      title: 'Aktualności',
      description: 'Najnowsze z klubu',
      button_text: 'Zobacz więcej',
      external_url: '/aktualnosci/wszystkie',
      articles,
    });
    expect(html.match(/<article /g)).toHaveLength(14);
    expect(html).toContain('data-ad-variant="odd"');
    expect(html).toContain('<h2 id=');
    expect(html).toContain('Najnowsze z klubu');
    expect(html).toContain('href="/aktualnosci/wszystkie"');
    expect(html).toContain('href="/aktualnosci/pilkarskie/tekst-1/1"');
    expect(html).toContain('1.2k');
    expect(html).not.toContain('Artykuł 15');
  });

  it('the advertisement type alternates as the builder says', () => {
    expect(render({ layout: 'IRREGULAR', articles }, 'even')).toContain('data-ad-variant="even"');
  });

  it('STANDARD shows 12 cards in pairs and an unknown layout falls back to REGULAR', () => {
    expect(render({ layout: 'STANDARD', articles }).match(/data-size="M"/g)).toHaveLength(12);
    expect(render({ layout: 'SOMETHING', articles }).match(/data-size="XL"/g)).toHaveLength(2);
  });

  it('renders nothing without articles', () => {
    expect(render({ layout: 'REGULAR', articles: [] })).toBe('');
  });
});
