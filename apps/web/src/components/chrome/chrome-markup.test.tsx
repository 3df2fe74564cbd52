import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import pl from '../../../messages/pl.json';
import { compiledMessagesFor } from '@/lib/i18n';
import { IntlProvider } from './intl-provider';
import { ErrorView } from './error-view';
import { OfflinePage } from './offline-page';
import { ToastViewport } from './toasts/toast-viewport';

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <IntlProvider locale="pl" timeZone="Europe/Warsaw" messages={compiledMessagesFor('pl')}>
      {node}
    </IntlProvider>,
  );

describe('server-rendered chrome', () => {
  it('error view: the verbatim message, the status, and the tone for codes above 500', () => {
    const html = render(<ErrorView code={503} redirectTo="/pilka-nozna" />);
    expect(html).toContain(pl.errorPage.message);
    expect(html).toContain('error status 503');
    expect(html).toContain('data-tone="server"');
    expect(html).toContain('tabindex="-1"');
    expect(html).not.toContain('<pre');
    expect(render(<ErrorView code={500} redirectTo="/" />)).toContain('data-tone="error"');
  });

  it('error view: the message, the stack and the event id when given (000 §8)', () => {
    const html = render(
      <ErrorView
        code={500}
        details={{ message: 'boom', stack: 'Error: boom\n    at Page', eventId: 'abc123' }}
        redirectTo="/"
      />,
    );
    expect(html).toContain('>boom</p>');
    expect(html).toContain(`<summary>${pl.errorPage.stack}</summary>`);
    expect(html).toContain('<pre tabindex="0">Error: boom\n    at Page</pre>');
    expect(html).toContain('Identyfikator zdarzenia: abc123');
  });

  it('offline page: title, text and a retry link to the same address (no script needed)', () => {
    const html = render(<OfflinePage />);
    expect(html).toContain(pl.offline.title);
    expect(html).toMatch(new RegExp(`<a href="" class="[^"]*">${pl.offline.retry}</a>`));
  });

  it('toasts: a polite live region with a close button named Zamknij', () => {
    const html = render(
      <ToastViewport
        toasts={[
          {
            id: 'a',
            message: pl.common.dataLoadError,
            duration: 6000,
            version: 0,
            action: { label: pl.common.refresh, onClick: () => undefined },
          },
        ]}
        onDismiss={() => undefined}
      />,
    );
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('aria-label="Zamknij"');
    expect(html).toContain('>odśwież</button>');
  });
});
