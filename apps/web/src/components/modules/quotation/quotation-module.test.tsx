import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONTEXT, component } from '@/components/modules/test-fixtures';
import { QuotationModule } from './quotation-module';

const render = (attributes: Record<string, unknown>) =>
  renderToStaticMarkup(
    <QuotationModule component={component('quotation', attributes)} context={CONTEXT} />,
  );

describe('QuotationModule', () => {
  it('wraps plain HTML in a blockquote inside a figure', () => {
    const html = render({ html: '<p>Gramy do końca.</p>' });
    expect(html).toMatch(
      /^<figure class="container [^"]+"><blockquote class="[^"]+"><p>Gramy do końca.<\/p><\/blockquote><\/figure>$/,
    );
  });

  it("keeps the editor's own blockquote without nesting a second one", () => {
    const html = render({
      html: '<blockquote><p>Każde dziecko zasługuje na szansę.</p><footer>Zarząd</footer></blockquote>',
    });
    expect(html.match(/<blockquote/g)).toHaveLength(1);
    expect(html).toContain('<footer>Zarząd</footer>');
    expect(html.startsWith('<figure')).toBe(true);
  });

  it('renders nothing without HTML', () => {
    expect(render({})).toBe('');
    expect(render({ html: null })).toBe('');
  });
});
