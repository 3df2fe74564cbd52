import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderModule } from '@/components/modules/test-render';
import { CONTEXT, component, image } from '@/components/modules/test-fixtures';
import { HeroThematicModule } from './hero-thematic-module';

const heroImage = () =>
  image(
    {
      description: 'Stadion nocą',
      crops: {
        desktopHero: { x: 0, y: 0, width: 3000, height: 1344 },
        mobileHero: { x: 0, y: 0, width: 1200, height: 1600 },
      },
    },
    ['desktopHero', 'mobileHero'],
  );

const render = (attributes: Record<string, unknown>) =>
  renderToStaticMarkup(
    <HeroThematicModule
      component={component('hero_thematic', { id: 'h1', ...attributes })}
      context={CONTEXT}
    />,
  );

const BASE = {
  title: 'Piłka nożna',
  description: 'Pierwsza drużyna gra u siebie.',
  alignment: 'left',
  external_url: '/pilka-nozna/druzyna',
  button_text: 'Poznaj drużynę',
  button_label: 'Zobacz także',
  gradient: true,
  image: heroImage(),
};

describe('HeroThematicModule', () => {
  it('renders the picture, title, description and both buttons', () => {
    const html = render(BASE);
    expect(html).toMatch(/^<section class="[^"]+" aria-labelledby="hero-h1">/);
    expect(html).toMatch(
      /<source media="\(max-width: 529.98px\)" srcSet="https:\/\/trybuna.example\/images\/mobileHero\/photo.jpg" width="900" height="1200"\/>/,
    );
    expect(html).toContain('src="https://trybuna.example/images/desktopHero/photo.jpg"');
    expect(html).toContain('width="1920"');
    expect(html).toContain('height="860"');
    expect(html).toContain('alt="Stadion nocą"');
    expect(html).toMatch(/<h2 id="hero-h1"[^>]*>Piłka nożna<\/h2>/);
    expect(html).toContain('Pierwsza drużyna gra u siebie.');
    const links = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(links).toEqual([
      ['/pilka-nozna/druzyna', 'Poznaj drużynę'],
      ['/pilka-nozna/druzyna', 'Zobacz także'],
    ]);
    expect(html).not.toContain('target=');
  });

  it('opens an external URL in a new tab', () => {
    const html = render({ ...BASE, external_url: 'https://bilety.example/karnet' });
    expect(html.match(/target="_blank" rel="nofollow noopener"/g)).toHaveLength(2);
  });

  it('aligns left or right and defaults the gradient to on', () => {
    const classesOf = (html: string) => /^<section class="([^"]+)"/.exec(html)?.[1] ?? '';
    const left = classesOf(render(BASE));
    const right = classesOf(render({ ...BASE, alignment: 'center', gradient: undefined }));
    const flat = classesOf(render({ ...BASE, gradient: false }));
    expect(left).toMatch(/left/);
    expect(left).toMatch(/gradient/);
    expect(right).toMatch(/right/);
    expect(right).toMatch(/gradient/);
    expect(flat).not.toMatch(/gradient/);
    expect(flat).toMatch(/panel/);
  });

  it('falls back to the full variant without hero crops and skips buttons without a URL', () => {
    const html = render({ ...BASE, image: image(), external_url: null });
    expect(html).not.toContain('<source');
    expect(html).toContain('src="https://trybuna.example/images/full/photo.jpg"');
    expect(html).not.toContain('<a ');
    expect(html).toContain('alt="Piłka nożna"');
  });

  it('renders a text-only hero without an image, and nothing with neither', () => {
    const textOnly = render({ ...BASE, image: null });
    expect(textOnly).toContain('Piłka nożna');
    expect(textOnly).not.toContain('<picture');
    expect(render({ description: 'Sam opis' })).toBe('');
    expect(render({ title: 42, image: 'x' })).toBe('');
  });
});

describe('hero_thematic like and share (000 §2.10, §7.3)', () => {
  it('on a CMS page: a like button counting the component, and share', () => {
    const html = renderModule(
      <HeroThematicModule
        component={component('hero_thematic', { ...BASE, likes_count: 12 })}
        context={{ ...CONTEXT, apiBase: 'https://api.example/api/v3', pageId: '7' }}
      />,
    );
    expect(html).toContain('aria-label="Polub"');
    expect(html).toContain('Udostępnij');
    expect(html).toContain('12');
  });

  it('without a page (an article module) there is nothing to count likes through', () => {
    const html = renderModule(
      <HeroThematicModule
        component={component('hero_thematic', BASE)}
        context={{ ...CONTEXT, apiBase: 'https://api.example/api/v3' }}
      />,
    );
    expect(html).not.toContain('Polub');
  });
});
