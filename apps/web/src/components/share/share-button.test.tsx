import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import pl from '../../../messages/pl.json';
import { compiledMessagesFor } from '@/lib/i18n';
import { IntlProvider } from '@/components/chrome/intl-provider';
import { ToastProvider } from '@/components/chrome/toasts';
import { ShareButton } from './share-button';

// Records whether anything evaluated the Radix dialog: the button must not pull it in statically.
const radix = vi.hoisted(() => ({ loaded: false }));
vi.mock('@radix-ui/react-dialog', async (importOriginal) => {
  radix.loaded = true;
  return importOriginal();
});

describe('share button markup (000 §7.5)', () => {
  it("is a button named 'Udostępnij'; the dialog is not rendered until opened", () => {
    const html = renderToStaticMarkup(
      <IntlProvider locale="pl" timeZone="Europe/Warsaw" messages={compiledMessagesFor('pl')}>
        <ToastProvider>
          <ShareButton url="https://club.example/a/1" title="Tytuł" text="Tekst" />
        </ToastProvider>
      </IntlProvider>,
    );
    expect(html).toContain('<button type="button"');
    expect(html).toContain('aria-label="Udostępnij"');
    expect(html).not.toContain('Kopiuj link');
  });

  it("keeps the fallback dialog's code (Radix) out of the first load until it is imported", async () => {
    expect(radix.loaded).toBe(false);
    const { ShareDialog } = await import('./share-dialog');
    expect(ShareDialog).toEqual(expect.any(Function));
    // The recorder works: the lazily imported dialog module does bring Radix in.
    expect(radix.loaded).toBe(true);
  });

  it('has its labels in both languages', async () => {
    const en = (await import('../../../messages/en.json')).default;
    for (const messages of [pl, en]) {
      for (const key of ['share', 'copyLink', 'link', 'facebook', 'messenger', 'x'] as const) {
        expect(messages.share[key]).toEqual(expect.any(String));
      }
      expect(messages.likes.like).toEqual(expect.any(String));
    }
    expect(pl.share.copyLink).toBe('Kopiuj link');
    expect(pl.likes.like).toBe('Polub');
  });
});
