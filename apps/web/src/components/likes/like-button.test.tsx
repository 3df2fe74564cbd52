import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compiledMessagesFor } from '@/lib/i18n';
import { IntlProvider } from '@/components/chrome/intl-provider';
import { ToastProvider } from '@/components/chrome/toasts';
import { LikeButton } from './like-button';

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <IntlProvider locale="pl" timeZone="Europe/Warsaw" messages={compiledMessagesFor('pl')}>
      <ToastProvider>{node}</ToastProvider>
    </IntlProvider>,
  );

const API = 'https://api.example/api/v3';

describe('like button markup (000 §4.2, §9)', () => {
  it("is named 'Polub', not pressed, with the outline heart before the user likes", () => {
    const html = render(<LikeButton type="article" id="42" apiBaseUrl={API} initialCount={3} />);
    expect(html).toContain('aria-label="Polub"');
    expect(html).toContain('aria-pressed="false"');
    // The outline heart: the sprite's shapes are not filled unless a use sets --icon-fill.
    expect(html).toContain('href="#icon-heart"');
    expect(html).not.toContain('--icon-fill');
  });

  it('shows no counter below 10 likes', () => {
    const html = render(<LikeButton type="article" id="42" apiBaseUrl={API} initialCount={9} />);
    expect(html).not.toMatch(/>9</);
    expect(html).not.toContain('aria-describedby');
  });

  it.each([
    [10, '10'],
    [1234, '1.2k'],
    [45_678, '45k'],
    [2_500_000, '2M+'],
  ])('shows %i as %s, describing the button', (count, shown) => {
    const html = render(<LikeButton type="match" id="1" apiBaseUrl={API} initialCount={count} />);
    expect(html).toContain(`>${shown}</span>`);
    expect(html).toContain('aria-describedby=');
  });
});
