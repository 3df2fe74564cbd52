import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentBuilder } from './content-builder';
import { CONTEXT, component } from '@/components/modules/test-fixtures';
import type { ModuleProps, ModuleRegistry } from '@/components/modules/types';

/** The builder's markup without its box-less module slots (asserted on their own below). */
const unslotted = (html: string) =>
  html.replace(
    /<div class="[^"]*" data-module="[^"]*">([\s\S]*?)<\/div>(?=<div class="[^"]*" data-module|<aside|<\/div>$|$)/g,
    '$1',
  );

const render = (
  components: Parameters<typeof ContentBuilder>[0]['components'],
  registry?: ModuleRegistry,
) =>
  unslotted(
    renderToStaticMarkup(
      <ContentBuilder components={components} context={CONTEXT} registry={registry} />,
    ),
  );

/** A fake renderer that shows what the builder handed it. */
function Probe({ component: c, adVariant, galleryIndex, context }: ModuleProps) {
  return (
    <p>
      {c.kind}:{c.id}:{adVariant ?? '-'}:{galleryIndex ?? '-'}:{context.locale}
    </p>
  );
}

const PROBES: ModuleRegistry = { news: Probe, gallery: Probe, text: Probe };

/** A fake renderer that shows whether it was told it is the page's first module. */
function PriorityProbe({ component: c, priority }: ModuleProps) {
  return (
    <p>
      {c.id}:{priority ? 'priority' : 'lazy'}
    </p>
  );
}

describe('ContentBuilder (000 §2.10)', () => {
  it('marks only the first rendered module as priority (its picture is the largest paint)', () => {
    const html = render(
      [
        component('default', { id: 'skipped', index: 0 }),
        component('text', { id: 'a', index: 1 }),
        component('text', { id: 'b', index: 2 }),
      ],
      { text: PriorityProbe },
    );
    expect(html).toContain('<p>a:priority</p><p>b:lazy</p>');
  });

  it('renders modules by kind in index order', () => {
    const html = render([
      component('quotation', { id: 'q', index: 2, html: '<p>Cytat</p>' }),
      component('text', { id: 't', index: 0, html: '<p>Pierwszy</p>' }),
      component('faq', {
        id: 'f',
        index: 1,
        faq_questions: [{ id: '1', type: 'faq_questions', question: 'Pytanie?', answer: 'Tak' }],
      }),
    ]);
    const first = html.indexOf('Pierwszy');
    const second = html.indexOf('Pytanie?');
    const third = html.indexOf('Cytat');
    expect(first).toBeGreaterThan(-1);
    expect(second).toBeGreaterThan(first);
    expect(third).toBeGreaterThan(second);
  });

  it("ignores 'default', unknown and prototype-named kinds, and mobile-only modules", () => {
    const html = render([
      component('default', { html: '<p>domyślny</p>' }),
      component('hologram', { html: '<p>nieznany</p>' }),
      component('constructor', { html: '<p>prototyp</p>' }),
      component('toString', { html: '<p>prototyp</p>' }),
      component('text', { html: '<p>tylko w aplikacji</p>', visibility: 'mobile' }),
      component('text', { html: '<p>widoczny</p>', visibility: 'web' }),
    ]);
    expect(html).toContain('widoczny');
    expect(html).not.toContain('domyślny');
    expect(html).not.toContain('nieznany');
    expect(html).not.toContain('prototyp');
    expect(html).not.toContain('tylko w aplikacji');
  });

  it('puts every rendered module in a slot named by its kind (the e2e "no silent holes" test)', () => {
    const html = renderToStaticMarkup(
      <ContentBuilder
        components={[component('text', { id: 'a' }), component('gallery', { id: 'b' })]}
        context={CONTEXT}
        registry={PROBES}
      />,
    );
    expect(html).toMatch(/<div class="[^"]+" data-module="text"><p>text:a:/);
    expect(html).toMatch(/<div class="[^"]+" data-module="gallery"><p>gallery:b:/);
  });

  it('renders nothing for no modules or only unusable ones', () => {
    expect(render([])).toBe('');
    expect(render([component('default')])).toBe('');
    // A known kind whose payload is unusable renders nothing inside the (then hidden) wrapper.
    expect(render([component('text', { html: 42 })])).toMatch(/^<div class="[^"]*"><\/div>$/);
  });

  it('alternates odd/even advertisements over news modules in page order', () => {
    const html = render(
      [
        component('news', { id: 'n3', index: 30 }),
        component('news', { id: 'n1', index: 10 }),
        component('text', { id: 't', index: 15 }),
        component('news', { id: 'n2', index: 20 }),
      ],
      PROBES,
    );
    expect(html.match(/<p>[^<]*<\/p>/g)).toEqual([
      '<p>news:n1:odd:-:pl</p>',
      '<p>text:t:-:-:pl</p>',
      '<p>news:n2:even:-:pl</p>',
      '<p>news:n3:odd:-:pl</p>',
    ]);
  });

  it('passes galleries their position among the galleries', () => {
    const html = render(
      [
        component('gallery', { id: 'g2', index: 5 }),
        component('news', { id: 'n', index: 1 }),
        component('gallery', { id: 'g1', index: 2 }),
        component('gallery', { id: 'gm', index: 3, visibility: 'mobile' }),
      ],
      PROBES,
    );
    expect(html).toContain('<p>gallery:g1:-:0:pl</p>');
    expect(html).toContain('<p>gallery:g2:-:1:pl</p>');
    expect(html).not.toContain('gm');
  });

  it('puts modules without an index last, keeping their order', () => {
    const html = render(
      [
        component('text', { id: 'a', index: null }),
        component('text', { id: 'b', index: 3 }),
        component('text', { id: 'c', index: undefined }),
      ],
      PROBES,
    );
    expect(html.match(/text:\w/g)).toEqual(['text:b', 'text:a', 'text:c']);
  });
});

describe('belts (000 §2.10: inserted at position 1)', () => {
  const belts = <aside>belt</aside>;
  const html = (count: number) =>
    unslotted(
      renderToStaticMarkup(
        <ContentBuilder
          components={Array.from({ length: count }, (_, i) =>
            component('text', { id: `t${String(i)}`, index: i }),
          )}
          context={CONTEXT}
          registry={PROBES}
          belts={belts}
        />,
      ),
    );

  it('between the first and the second module', () => {
    expect(html(3)).toMatch(/<p>text:t0[^<]*<\/p><aside>belt<\/aside><p>text:t1/);
  });

  it('after a lone module, and not at all on an empty page', () => {
    expect(html(1)).toMatch(/<\/p><aside>belt<\/aside><\/div>$/);
    expect(html(0)).toBe('');
  });
});

describe('hydration (each module on its own, HydrationSlice)', () => {
  it('wraps every module in its own boundary of the server HTML, the slot outside it', () => {
    const html = renderToString(
      <ContentBuilder
        components={[component('text', { id: 'a', index: 0 }), component('news', { id: 'b' })]}
        context={CONTEXT}
        registry={PROBES}
      />,
    );
    const slots = html.match(/data-module="\w+">([\s\S]*?)<\/div>/g) ?? [];
    expect(slots).toHaveLength(2);
    for (const slot of slots) expect(slot).toMatch(/"><!--&--><p>.*<\/p><!--\/&--><\/div>$/);
  });
});
