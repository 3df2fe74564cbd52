import type { Article, SquadPlayer, SquadStaffMember, Statistic } from '@trybuna/api-client';
import { describe, expect, it } from 'vitest';
import { CONTEXT, image, OWN_ORIGIN } from '@/components/modules/test-fixtures';
import { renderModule } from '@/components/modules/test-render';
import { MemberProfile } from './member-profile';
import { MemberSections } from './member-sections';
import { StatisticsView } from './statistics-panel';

const API = 'https://api.example/api/v3';
const CDN = `${OWN_ORIGIN}/api/images`;

const player = {
  id: '7',
  type: 'squad_players',
  first_name: 'Jan',
  last_name: 'Kowalski',
  position: 'striker',
  role: 'captain',
  number: 9,
  likes_count: 12,
  biography: {
    birthDate: '1999-03-04',
    careerPath: 'Wychowanek akademii klubu.',
    heightWeight: '184 cm / 78 kg',
    nationality: 'pl',
  },
  image: {
    ...image({ crops: { thumb: { width: 600, height: 600 } } }),
    variants: { thumb: { url: `${CDN}/fit-in/400x400/jan.jpg` } },
  },
} as SquadPlayer;

/** A statistics row as the anonymous read returns it: the API keeps only the limited keys. */
const anonymousRow = {
  id: '55',
  type: 'statistics',
  values: { matches_played: 12, minutes_played: 980, goals: 5, assists: 2 },
  full: false,
} as Statistic;

const staff = {
  id: '3',
  type: 'squad_staff_members',
  first_name: 'Ewa',
  last_name: 'Sroka',
  role: 'doctor',
} as SquadStaffMember;

describe('player profile (001 §2, §3, §6)', () => {
  const html = renderModule(
    <MemberProfile
      member={player}
      kind="player"
      locale="pl"
      apiBase={API}
      statistic={anonymousRow}
    />,
  );

  it('shows the photo at 316x316, the number, the name and the position', () => {
    expect(html).toContain(`src="${CDN}/fit-in/316x316/jan.jpg"`);
    expect(html).toMatch(/<h1 id="member-name">Jan Kowalski<\/h1>/);
    expect(html).toMatch(/<span class="visually-hidden">Numer <\/span>9/);
    expect(html).toContain('Napastnik · Kapitan');
    expect(html).toContain('data-like-type="squad_player"');
  });

  it('has the biography: date of birth, height and weight, nationality with a named flag, career', () => {
    expect(html).toMatch(/<h2 id="member-biography">Biografia<\/h2>/);
    expect(html).toContain('<time dateTime="1999-03-04">04.03.1999</time>');
    expect(html).toContain('184 cm / 78 kg');
    expect(html).toMatch(/<svg role="img" aria-label="Polska"/);
    expect(html).toContain('Wychowanek akademii klubu.');
  });

  it("holds only the limited statistics, with 'Log in to see full statistics.' and a login button", () => {
    expect(html).toMatch(/<h2 id="member-statistics">Statystyki<\/h2>/);
    expect(html).toContain('data-statistics="limited"');
    for (const label of ['Rozegrane mecze', 'Rozegrane minuty', 'Gole', 'Asysty']) {
      expect(html).toContain(`<dt>${label}</dt>`);
    }
    expect(html).toContain('<dd>980</dd>');
    // A striker's full set has cards and shots; none of them is in the server HTML.
    for (const label of ['Żółte kartki', 'Czerwone kartki', 'Strzały', 'Strzały celne']) {
      expect(html).not.toContain(`<dt>${label}</dt>`);
    }
    expect(html).toContain('<p>Log in to see full statistics.</p>');
    expect(html).toMatch(/<button type="button"[^>]*>Zaloguj<\/button>/);
  });

  it('says so when the player has no statistics', () => {
    const none = renderModule(
      <MemberProfile member={player} kind="player" locale="pl" apiBase={API} statistic={null} />,
    );
    expect(none).toContain('Brak pozycji do wyświetlania');
    expect(none).not.toContain('Log in to see full statistics.');
  });

  it('in page preview (no API base) shows no like button and no statistics', () => {
    const preview = renderModule(<MemberProfile member={player} kind="player" locale="pl" />);
    expect(preview).toContain('Jan Kowalski');
    expect(preview).not.toContain('data-like-type');
    expect(preview).not.toContain('Statystyki');
  });
});

describe('statistics view', () => {
  const props = {
    keys: ['yellow_cards', 'goals', 'shots_on_target'],
    position: 'striker',
    groupLabels: { appearances: 'Występy i minuty', discipline: 'Dyscyplina i inne' },
    limitedKeys: ['goals'],
    limited: { goals: 5 },
    labels: { yellow_cards: 'Żółte kartki', goals: 'Gole', shots_on_target: 'Strzały celne' },
    prompt: 'Log in to see full statistics.',
    localeTag: 'pl-PL',
  };

  it('shows the full set once it is read with the fan token, without the prompt', () => {
    const html = renderModule(
      <StatisticsView
        {...props}
        full={{ yellow_cards: 3, goals: 5, shots_on_target: 1.5 }}
        signedIn
        loading={false}
      />,
    );
    expect(html).toContain('data-statistics="full"');
    expect(html).toContain('<dt>Żółte kartki</dt><dd>3</dd>');
    expect(html).toContain('<dt>Strzały celne</dt><dd>1,5</dd>');
    expect(html).not.toContain('Log in to see full statistics.');
  });

  it('keeps the limited set, busy and without the prompt, while a signed-in read loads', () => {
    const html = renderModule(<StatisticsView {...props} full={undefined} signedIn loading />);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('<dt>Gole</dt><dd>5</dd>');
    expect(html).not.toContain('Żółte kartki');
    expect(html).not.toContain('Log in to see full statistics.');
  });

  it('adds every other 001 §3 key with a value, under its group, to the full set', () => {
    const html = renderModule(
      <StatisticsView
        {...props}
        labels={{ ...props.labels, captain: 'Mecze jako kapitan', fouls: 'Faule' }}
        full={{ goals: 5, captain: 2, fouls: 11, offsides: null as unknown as number }}
        signedIn
        loading={false}
      />,
    );
    expect(html).toMatch(/<h3 id="statistics-appearances"[^>]*>Występy i minuty<\/h3>/);
    expect(html).toContain('<dt>Mecze jako kapitan</dt><dd>2</dd>');
    expect(html).toMatch(/<h3 id="statistics-discipline"[^>]*>Dyscyplina i inne<\/h3>/);
    expect(html).toContain('<dt>Faule</dt><dd>11</dd>');
    expect(html).not.toContain('offsides');
    expect(html).not.toContain('statistics-shots');
  });

  it('shows a dash for a key the answer lacks', () => {
    const html = renderModule(
      <StatisticsView {...props} full={{ goals: 5 }} signedIn loading={false} />,
    );
    expect(html).toContain('<dt>Żółte kartki</dt><dd>–</dd>');
  });
});

describe('staff profile', () => {
  it('shows the role in Polish and no biography or statistics', () => {
    const html = renderModule(
      <MemberProfile member={staff} kind="staff" locale="pl" apiBase={API} />,
    );
    expect(html).toMatch(/<h1 id="member-name">Ewa Sroka<\/h1>/);
    expect(html).toContain('Lekarz');
    expect(html).toContain('data-like-type="squad_staff_member"');
    expect(html).not.toContain('Biografia');
    expect(html).not.toContain('Statystyki');
  });
});

describe('profile sections', () => {
  const context = { ...CONTEXT, origin: OWN_ORIGIN, apiBase: API };
  const article = {
    id: '901',
    type: 'articles',
    title: 'Galeria: trening przed derbami',
    slug: 'galeria-trening',
    kind: 'photo',
    share_url: `${OWN_ORIGIN}/galeria-trening/901`,
    images: { article_list_thumbnail2: `${CDN}/fit-in/600x400/a.jpg` },
  } as Article;
  const product = {
    id: '61',
    type: 'products',
    name: 'Koszulka z nazwiskiem',
    price: 299,
    currency: 'PLN',
    external_url: 'https://sklep.example/koszulka',
  };
  const render = (data: {
    articles?: Article[];
    products?: unknown[];
    socials?: { type: string; url: string }[];
  }) =>
    renderModule(
      <MemberSections
        name="Jan Kowalski"
        articles={data.articles ?? []}
        products={data.products ?? []}
        socials={data.socials ?? []}
        locale="pl"
        context={context}
        club={{ club: 'trybuna', timeZone: 'Europe/Warsaw' }}
      />,
    );

  it('renders nothing without data', () => {
    expect(render({})).toBe('');
  });

  it('shows the three sections with their quoted titles when there is data', () => {
    const html = render({
      articles: [article],
      products: [product],
      socials: [
        { type: 'instagram', url: 'https://instagram.com/jan' },
        { type: 'tiktok', url: 'https://tiktok.com/@jan' },
      ],
    });
    expect(html).toContain('>Photos and videos with the player</h2>');
    expect(html).toContain('>Products with the player</h2>');
    expect(html).toContain('>Player on social media</h2>');
    expect(html).toContain('href="/galeria-trening/901"');
    expect(html).toContain('Galeria: trening przed derbami');
    expect(html).toContain('Koszulka z nazwiskiem');
    expect(html).toMatch(
      /href="https:\/\/instagram.com\/jan" target="_blank" rel="noopener noreferrer nofollow"><svg[^>]*aria-hidden="true"/,
    );
    expect(html).toContain('Instagram: Jan Kowalski');
    // No mark for a network without one (never another network's icon).
    expect(html).toMatch(/href="https:\/\/tiktok.com\/@jan"[^>]*>TikTok: Jan Kowalski/);
  });

  it('leaves out a product without a name', () => {
    const html = render({ products: [{ id: '62', type: 'products', name: '' }] });
    expect(html).toBe('');
  });
});
