import { MATCH_CENTRE_COMPONENT_TYPES } from '@trybuna/domain';
import { describe, expect, it } from 'vitest';
import { renderModule } from '@/components/modules/test-render';
import type { TimelineItem } from '@/lib/match-centre-data';
import { TimelineEntry } from './timeline-item';

const PAYLOADS: Record<
  string,
  { payload: Record<string, unknown>; imageUrl?: string; shows: string[] }
> = {
  goal: {
    payload: { player: 'Jan Nowak', assist: 'Adam Lis', side: 'home' },
    shows: ['Gol', 'Jan Nowak', 'asysta: Adam Lis', 'gospodarze'],
  },
  own_goal: {
    payload: { player: 'S. Grabowski', side: 'away' },
    shows: ['Gol samobójczy', 'S. Grabowski', 'goście'],
  },
  penalty: {
    payload: {
      player: 'Piotr Zieliński',
      side: 'home',
      scored: false,
      label: 'Rzut karny obroniony',
    },
    shows: ['Rzut karny niewykorzystany', 'Piotr Zieliński', 'Rzut karny obroniony'],
  },
  substitution: {
    payload: { player_in: 'Ewa Sroka', player_out: 'Jan Nowak', side: 'home' },
    shows: ['Zmiana', 'wchodzi: Ewa Sroka', 'schodzi: Jan Nowak'],
  },
  event: {
    payload: { event_type: 'kick_off', label: 'Początek meczu' },
    shows: ['match beginning', 'Początek meczu'],
  },
  text: {
    payload: { html: '<p>Dzień <strong>dobry</strong></p>' },
    shows: ['<p>Dzień <strong>dobry</strong></p>'],
  },
  component: {
    payload: { title: 'Wyjściowa jedenastka', html: '<p>Jan Nowak, Adam Lis</p>' },
    shows: ['Wyjściowa jedenastka', '<p>Jan Nowak, Adam Lis</p>'],
  },
  image: {
    payload: { description: 'Radość po golu!' },
    imageUrl: 'https://cdn.example/12.jpg',
    shows: [
      'src="https://cdn.example/12.jpg"',
      'alt="Radość po golu!"',
      '<figcaption>Radość po golu!</figcaption>',
    ],
  },
  video: {
    payload: {
      external_url: 'https://trybuna.example/media/wideo/gol',
      description: 'Gol z 14. minuty',
    },
    shows: [
      'Wideo',
      'Gol z 14. minuty',
      'href="https://trybuna.example/media/wideo/gol"',
      'Obejrzyj wideo',
    ],
  },
  twitter: {
    payload: { external_url: 'https://x.example/club/status/1', description: 'Pełne trybuny' },
    shows: ['Wpis w serwisie X', 'href="https://x.example/club/status/1"', 'Zobacz wpis'],
  },
  instagram: {
    payload: { external_url: 'https://instagram.example/p/1', description: 'Oprawa' },
    shows: ['Post na Instagramie', 'href="https://instagram.example/p/1"'],
  },
  facebook: {
    payload: { external_url: 'https://facebook.example/posts/1' },
    shows: ['Post na Facebooku', 'href="https://facebook.example/posts/1"'],
  },
  survey: {
    payload: { survey_id: 3, title: 'Kto był najlepszy?' },
    shows: ['Ankieta', 'Kto był najlepszy?'],
  },
  advertisement: {
    payload: { url: 'https://tickets.example/' },
    imageUrl: 'https://cdn.example/ad.jpg',
    shows: [
      'Reklama',
      'href="https://tickets.example/"',
      'rel="sponsored noopener noreferrer"',
      'src="https://cdn.example/ad.jpg"',
    ],
  },
};

function entry(type: string, minute: number | null = 14): string {
  const fixture = PAYLOADS[type];
  const item: TimelineItem = {
    id: '42',
    type,
    minute,
    payload: fixture?.payload ?? {},
    imageUrl: fixture?.imageUrl ?? null,
    likesCount: 12,
  };
  return renderModule(
    <TimelineEntry
      item={item}
      pagePath="/pilka-nozna/centrum-meczowe/7"
      apiBase={API}
      share={SHARE}
    />,
  );
}

const API = 'http://localhost:4000/api/v3';
const SHARE = { pageUrl: 'https://club.test/pilka-nozna/centrum-meczowe/7', title: 'A - B' };

describe('001 §3 timeline items: every one of the 14 types renders', () => {
  it('has a fixture for each type', () => {
    expect(Object.keys(PAYLOADS).sort()).toEqual([...MATCH_CENTRE_COMPONENT_TYPES].sort());
  });

  it.each(MATCH_CENTRE_COMPONENT_TYPES.map((type) => [type]))('%s', (type) => {
    const html = entry(type);
    expect(html).toContain(`data-item-type="${type}"`);
    for (const text of PAYLOADS[type]?.shows ?? []) expect(html).toContain(text);
    // 001 §2: the share link is the page URL plus ?event={id}.
    expect(html).toContain('href="/pilka-nozna/centrum-meczowe/7?event=42"');
    expect(html).toContain('14&#x27;');
    expect(html).toContain('14. minuta');
    // 001 §1: each item can be liked, as 000 §3's `component`; its count (12) shows from 10.
    expect(html).toContain('data-like-type="component"');
    expect(html).toMatch(/<button[^>]*aria-label="[^"]*"/);
    expect(html).toContain('12');
  });

  it('renders nothing for an unknown type', () => {
    expect(entry('hologram')).toBe('');
  });

  it('links no javascript: URL and loads no third-party script', () => {
    const html = renderModule(
      <TimelineEntry
        item={{
          id: '1',
          type: 'twitter',
          minute: null,
          payload: { external_url: 'javascript:alert(1)' },
          imageUrl: null,
        }}
        pagePath="/centrum-meczowe/7"
        apiBase={API}
        share={SHARE}
      />,
    );
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<script');
  });
});
