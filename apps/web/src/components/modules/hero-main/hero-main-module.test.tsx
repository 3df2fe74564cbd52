import { renderModule as renderToStaticMarkup } from '@/components/modules/test-render';
import { describe, expect, it } from 'vitest';
import { CONTEXT, OWN_ORIGIN, component } from '@/components/modules/test-fixtures';
import { HeroMainModule } from './hero-main-module';

const article = (id: number, extra: Record<string, unknown> = {}) => ({
  id: String(id),
  type: 'articles',
  slug: `tekst-${String(id)}`,
  title: `Nagłówek ${String(id)}`,
  teaser: `Zajawka ${String(id)}`,
  share_url: `${OWN_ORIGIN}/aktualnosci/pilkarskie/tekst-${String(id)}/${String(id)}`,
  cover_url: `${OWN_ORIGIN}/images/hero-${String(id)}.jpg`,
  mobile_cover_url: `${OWN_ORIGIN}/images/hero-m-${String(id)}.jpg`,
  publication_category: { id: '1', type: 'publication_categories', name: 'Piłka nożna' },
  ...extra,
});

const render = (articles: unknown[], priority = false) =>
  renderToStaticMarkup(
    <HeroMainModule
      component={component('hero_main', { articles })}
      context={{ ...CONTEXT, origin: OWN_ORIGIN }}
      priority={priority}
    />,
  );

describe('hero_main module (000 §2.10, §4.10)', () => {
  it('one slide per article with category, title, teaser and the more link', () => {
    const html = render([article(1), article(2)], true);
    expect(html.match(/role="group"/g)).toHaveLength(2);
    expect(html).toContain('Nagłówek 2');
    expect(html).toContain('Zajawka 1');
    expect(html).toContain('href="/aktualnosci/pilkarskie/tekst-1/1"');
    expect(html).toContain('srcSet="https://trybuna.example/images/hero-m-1.jpg"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('1 / 2');
  });

  it('a members-only article shows the lock to anonymous visitors', () => {
    expect(render([article(3, { signed_in_only: true })])).toContain(
      'aria-label="Zaloguj się aby odblokować treść"',
    );
  });

  it('renders nothing without articles', () => {
    expect(render([])).toBe('');
  });
});
