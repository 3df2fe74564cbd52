import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONTEXT, component } from '@/components/modules/test-fixtures';
import { TextModule } from './text-module';

const render = (attributes: Record<string, unknown>) =>
  renderToStaticMarkup(<TextModule component={component('text', attributes)} context={CONTEXT} />);

describe('TextModule', () => {
  it('renders the HTML as rich text in a section with its anchor', () => {
    const html = render({ html: '<p>Zapraszamy <strong>kibiców</strong></p>', anchor: 'o-nas' });
    expect(html).toMatch(/^<section id="o-nas" class="container [^"]+">/);
    expect(html).toContain(
      '<div class="rich-text"><p>Zapraszamy <strong>kibiców</strong></p></div>',
    );
  });

  it('has no id without an anchor', () => {
    expect(render({ html: '<p>Tekst</p>' })).not.toContain('id=');
  });

  it('renders nothing for a missing, blank or non-string html', () => {
    expect(render({})).toBe('');
    expect(render({ html: '   ' })).toBe('');
    expect(render({ html: { nested: true } })).toBe('');
  });
});
