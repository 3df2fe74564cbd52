import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONTEXT, component } from '@/components/modules/test-fixtures';
import { embedHeight, embedTitle, ownEmbedPath } from './embed-document';
import { EMBED_SANDBOX, IframeModule } from './iframe-module';

const EMBED =
  '<iframe src="https://partner.example/rezerwacje" title="Rezerwacja kortów" width="100%" height="420" loading="lazy"></iframe>';
const OWN_EMBED =
  '<iframe src="https://akademia.trybuna.example/embeds/panorama-360?image=demo/photo-01.jpg" title="Spacer 360°" height="480"></iframe>';

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
    expect(html).toContain('&lt;iframe src=&quot;https://partner.example/rezerwacje&quot;');
    expect(html.match(/<iframe/g)).toHaveLength(1);
  });

  it("frames the site's own embed pages directly, on the page's origin, still sandboxed", () => {
    const html = render({ html: OWN_EMBED });
    expect(html).toContain('src="/embeds/panorama-360?image=demo/photo-01.jpg"');
    expect(html).not.toContain('srcDoc');
    expect(html).toContain(`sandbox="${EMBED_SANDBOX}"`);
    expect(html).toContain('title="Spacer 360°"');
    expect(html).toContain('height="480"');
  });

  it('frames only a lone own /embeds/ iframe directly', () => {
    const own = ['https://trybuna.example'];
    const frame = (src: string) => `<iframe src="${src}"></iframe>`;
    expect(ownEmbedPath(frame('https://trybuna.example/embeds/a.html?x=1&amp;y=2'), own)).toBe(
      '/embeds/a.html?x=1&y=2',
    );
    expect(ownEmbedPath(frame('https://evil.example/embeds/a.html'), own)).toBeNull();
    expect(ownEmbedPath(frame('https://trybuna.example/aktualnosci'), own)).toBeNull();
    expect(ownEmbedPath(frame('/embeds/a.html'), own)).toBeNull();
    expect(
      ownEmbedPath(`${frame('https://trybuna.example/embeds/a.html')}<script></script>`, own),
    ).toBeNull();
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
