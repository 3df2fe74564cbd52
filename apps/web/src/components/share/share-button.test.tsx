import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import pl from '../../../messages/pl.json';
import { ToastProvider } from '../chrome/toasts';
import { ShareButton } from './share-button';

describe('share button markup (000 §7.5)', () => {
  it("is a button named 'Udostępnij'; the dialog is not rendered until opened", () => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="pl" timeZone="Europe/Warsaw" messages={pl}>
        <ToastProvider>
          <ShareButton url="https://club.example/a/1" title="Tytuł" text="Tekst" />
        </ToastProvider>
      </NextIntlClientProvider>,
    );
    expect(html).toContain('<button type="button"');
    expect(html).toContain('aria-label="Udostępnij"');
    expect(html).not.toContain('Kopiuj link');
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
