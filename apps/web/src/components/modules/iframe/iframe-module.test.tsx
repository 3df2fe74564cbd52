import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONTEXT, component } from '../test-fixtures';
import { embedHeight, embedTitle } from './embed-document';
import { EMBED_SANDBOX, IframeModule } from './iframe-module';

const EMBED =
  '<iframe src="https://trybuna.example/embeds/court-booking.html" title="Rezerwacja kortów" width="100%" height="420" loading="lazy"></iframe>';

const render = (attributes: Record<string, unknown>, context = CONTEXT) =>
  renderToStaticMarkup(
    <IframeModule component={component('iframe', attributes)} context={context} />,
  );

describe('IframeModule', () => {
  it('isolates the embed in a sandboxed frame sized by its own height', () => {
    const html = render({ html: EMBED });
    expect(html).toContain(`sandbox="${EMBED_SANDBOX}"`);
    expect(EMBED_SANDBOX).not.toContain('allow-same-origin');
    expect(EMBED_SANDBOX).not.toContain('allow-top-navigation');
    expect(html).toContain('title="Rezerwacja kortów"');
    expect(html).toContain('height="420"');
    expect(html).toContain('loading="lazy"');
    // The embed's HTML lives in the frame's srcdoc, escaped, not in the page.
    expect(html).toContain('srcDoc="&lt;!doctype html&gt;');
    expect(html).toContain(
      '&lt;iframe src=&quot;https://trybuna.example/embeds/court-booking.html&quot;',
    );
    expect(html.match(/<iframe/g)).toHaveLength(1);
  });

  it('names an untitled embed generically, in the page language', () => {
    expect(render({ html: '<div>widget</div>' })).toContain('title="Osadzona treść"');
    expect(render({ html: '<div>widget</div>' }, { ...CONTEXT, locale: 'en' })).toContain(
      'title="Embedded content"',
    );
  });

  it('reads height and title from the HTML with sane bounds', () => {
    expect(embedHeight('<iframe height="99999">')).toBe(2000);
    expect(embedHeight("<iframe height='300px'>")).toBe(300);
    expect(embedHeight('<div>')).toBe(480);
    expect(embedTitle("<iframe title='Spacer 360°'>")).toBe('Spacer 360°');
    expect(embedTitle('<iframe>')).toBeNull();
  });

  it('renders nothing without HTML', () => {
    expect(render({})).toBe('');
    expect(render({ html: '' })).toBe('');
  });
});
