import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONTEXT, component } from '@/components/modules/test-fixtures';
import { eventDate } from './event-date';
import { EventInfoModule } from './event-info-module';

const render = (attributes: Record<string, unknown>, context = CONTEXT) =>
  renderToStaticMarkup(
    <EventInfoModule component={component('event_info', attributes)} context={context} />,
  );

const EVENT = {
  date: '2025-07-12T16:00:00.000Z',
  location: 'Stadion Miejski, sektor rodzinny',
  entryInfo: 'Wstęp wolny po wcześniejszej rejestracji.\nBramy otwarte godzinę przed startem.',
  ticketsUrl: 'https://bilety.example/wydarzenie/7',
};

const terms = (html: string) =>
  [...html.matchAll(/<dt[^>]*>(?:<svg.*?<\/svg>)?([^<]*)<\/dt>/g)].map((m) => m[1]);

describe('EventInfoModule (001 §2)', () => {
  it("lists the spec's verbatim 'When?', 'Where?', 'Entry info', with a 'buy ticket' button", () => {
    const html = render(EVENT);
    expect(html).toMatch(/^<section class="container [^"]+" aria-label="Informacje o wydarzeniu">/);
    expect(terms(html)).toEqual(['When?', 'Where?', 'Entry info']);
    // 16:00 UTC is 18:00 in Warsaw in July.
    expect(html).toContain(
      '<time dateTime="2025-07-12T16:00:00.000Z">sobota, 12 lipca 2025 18:00</time>',
    );
    expect(html).toContain('<dd class="_detail_');
    expect(html).toContain('Stadion Miejski, sektor rodzinny');
    expect(html.match(/<p class="[^"]+">/g)).toHaveLength(2);
    expect(html).toContain('Bramy otwarte godzinę przed startem.');
    expect(html).toContain('href="https://bilety.example/wydarzenie/7"');
    expect(html).toContain('target="_blank"');
    expect(html).toMatch(/<\/svg>buy ticket<span class="visually-hidden">/);
  });

  it('speaks English on /en', () => {
    const html = render(EVENT, { ...CONTEXT, locale: 'en' });
    expect(terms(html)).toEqual(['When?', 'Where?', 'Entry info']);
    expect(html).toContain('Saturday, July 12, 2025');
    expect(html).toContain('buy ticket');
  });

  it('leaves out what the module does not have', () => {
    const html = render({ location: 'Hala sportowa', ticketsUrl: '/bilety' });
    expect(terms(html)).toEqual(['Where?']);
    expect(html).toContain('href="/bilety"');
    expect(html).not.toContain('target=');
    const noButton = render({ date: '2025-07-12', ticketsUrl: 'javascript:alert(1)' });
    expect(noButton).toContain('<time dateTime="2025-07-12">sobota, 12 lipca 2025</time>');
    expect(noButton).not.toContain('<a ');
    const onlyButton = render({ ticketsUrl: 'https://bilety.example' });
    expect(onlyButton).not.toContain('<dl');
    expect(onlyButton).toContain('buy ticket');
  });

  it('shows a date that is not a timestamp as it is', () => {
    expect(eventDate('Sobota po meczu', 'pl', 'Europe/Warsaw')).toEqual({
      iso: null,
      text: 'Sobota po meczu',
    });
    expect(render({ date: 'Sobota po meczu' })).toMatch(/<dd[^>]*>Sobota po meczu<\/dd>/);
  });

  it('renders nothing without any field', () => {
    expect(render({})).toBe('');
    expect(render({ date: ' ', location: 42, ticketsUrl: 'ftp://x' })).toBe('');
  });
});
