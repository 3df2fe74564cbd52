import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONTEXT, component } from '@/components/modules/test-fixtures';
import { HeaderModule } from './header-module';

const render = (attributes: Record<string, unknown>) =>
  renderToStaticMarkup(
    <HeaderModule component={component('header', attributes)} context={CONTEXT} />,
  );

describe('HeaderModule', () => {
  it('renders the title as a section heading with the anchor as its id', () => {
    const html = render({ title: 'Historia klubu', anchor: 'historia' });
    expect(html).toMatch(/<h2 id="historia" class="[^"]+">Historia klubu<\/h2>/);
  });

  it('drops an anchor that is not a valid id, keeping the title', () => {
    const html = render({ title: 'Statystyki', anchor: '" onclick="x' });
    expect(html).toMatch(/<h2 class="[^"]+">Statystyki<\/h2>/);
  });

  it('renders nothing without a title', () => {
    expect(render({})).toBe('');
    expect(render({ title: '   ' })).toBe('');
  });
});
