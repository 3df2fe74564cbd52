import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentBuilder } from './content-builder';
import { MODULE_REGISTRY, rendererFor } from './registry';
import { CONTEXT, component, image } from '@/components/modules/test-fixtures';

describe('MODULE_REGISTRY (000 §2.10)', () => {
  it('has a renderer for each module kind of this issue', () => {
    for (const kind of [
      'gallery',
      'video',
      'social_media',
      'event_info',
      'product_list',
      'adMiddle',
    ]) {
      expect(rendererFor(kind), kind).toBe(MODULE_REGISTRY[kind]);
      expect(rendererFor(kind), kind).toBeTypeOf('function');
    }
  });

  it("renders nothing for 'default', whatever its payload", () => {
    expect(rendererFor('default')).toBeUndefined();
    const html = renderToStaticMarkup(
      <ContentBuilder
        components={[component('default', { html: '<p>domyślny</p>', images: [image()] })]}
        context={CONTEXT}
      />,
    );
    expect(html).toBe('');
  });

  it('draws the new kinds in index order, galleries knowing their position', () => {
    const html = renderToStaticMarkup(
      <ContentBuilder
        context={CONTEXT}
        components={[
          component('gallery', { id: 'g-b', index: 4, layout: 'grid', images: [image()] }),
          component('event_info', { index: 1, location: 'Hala sportowa' }),
          component('gallery', { id: 'g-a', index: 2, layout: 'list', images: [image()] }),
          component('default', { index: 0 }),
          component('adMiddle', { index: 3, slot: 'article-middle' }),
        ]}
      />,
    );
    const order = [
      'Hala sportowa',
      'id="gallery-g-a"',
      'data-ad-slot="article-middle"',
      'id="gallery-g-b"',
    ].map((marker) => html.indexOf(marker));
    expect(order.every((position) => position > -1)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toMatch(/data-gallery-index="0"><h2 id="gallery-g-a"/);
    expect(html).toMatch(/data-gallery-index="1"><h2 id="gallery-g-b"/);
  });
});
