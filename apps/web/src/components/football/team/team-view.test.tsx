import type { Squad, SquadPlayer, SquadStaffMember, Team } from '@trybuna/api-client';
import { describe, expect, it } from 'vitest';
import { image, OWN_ORIGIN } from '@/components/modules/test-fixtures';
import { renderModule } from '@/components/modules/test-render';
import { TeamView, type TeamViewProps } from './team-view';

const API = 'https://api.example/api/v3';
const CDN = `${OWN_ORIGIN}/api/images`;

const teams: Team[] = [
  { id: '1', type: 'teams', name: 'Pierwsza drużyna', is_main: true },
  { id: '2', type: 'teams', name: 'Rezerwy', is_main: false },
  { id: '3', type: 'teams', name: 'U19', is_main: false },
];

const squad: Squad = {
  id: '10',
  type: 'squads',
  name: 'Pierwsza drużyna',
  season: { id: '5', type: 'seasons', name: '2026/27', is_current: true },
  image: {
    ...image({
      width: 3000,
      height: 2000,
      crops: {
        desktopHero: { width: 3000, height: 1344 },
        mobileHero: { width: 1200, height: 1600 },
      },
    }),
    variants: {
      desktopHero: { url: `${CDN}/fit-in/1920x860/squad.jpg` },
      mobileHero: { url: `${CDN}/fit-in/900x1200/squad.jpg` },
    },
  },
};

function player(id: string, first: string, last: string, position: string, number: number) {
  return {
    id,
    type: 'squad_players',
    first_name: first,
    last_name: last,
    position,
    number,
    likes_count: 3,
    image: {
      ...image({ crops: { thumb: { width: 600, height: 600 } } }),
      variants: { thumb: { url: `${CDN}/fit-in/400x400/p${id}.jpg` } },
    },
  } as SquadPlayer;
}

const players = [
  player('21', 'Łukasz', 'Żółtowski', 'striker', 9),
  player('22', 'Jan', 'Kowalski', 'goalkeeper', 1),
  player('23', 'Piotr', 'Nowak', 'defender', 4),
  player('24', 'Adam', 'Wiśniewski', 'midfielder', 8),
];
const staff = [
  {
    id: '31',
    type: 'squad_staff_members',
    first_name: 'Robert',
    last_name: 'Malinowski',
    role: 'coach',
  },
  { id: '32', type: 'squad_staff_members', first_name: 'Ewa', last_name: 'Sroka', role: 'doctor' },
] as SquadStaffMember[];

const render = (props: Partial<TeamViewProps> = {}) =>
  renderModule(
    <TeamView
      teams={teams}
      index={0}
      squad={squad}
      players={players}
      staff={staff}
      variant="soccer"
      locale="pl"
      apiBase={API}
      {...props}
    />,
  );

const headings = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${String(level)}[^>]*>(.*?)</h${String(level)}>`, 'g'))].map(
    (m) => m[1],
  );

describe('team page (001 §2)', () => {
  it('groups the squad Goalkeepers, Defenders, Midfielders, Forwards, Staff, in that order', () => {
    const html = render();
    expect(headings(html, 1)).toEqual(['Pierwsza drużyna']);
    expect(headings(html, 2)).toEqual([
      'Bramkarze',
      'Obrońcy',
      'Pomocnicy',
      'Napastnicy',
      'Sztab',
      'Wszystkie drużyny',
    ]);
    expect(headings(html, 3)).toEqual([
      'Jan Kowalski',
      'Piotr Nowak',
      'Adam Wiśniewski',
      'Łukasz Żółtowski',
      'Robert Malinowski',
      'Ewa Sroka',
    ]);
  });

  it('leaves out a group with no members', () => {
    const html = render({ staff: [] });
    expect(headings(html, 2)).not.toContain('Sztab');
  });

  it('links every card to the profile, with the number, position or role, and a like button', () => {
    const html = render();
    expect(html).toContain('href="/pilka-nozna/druzyna/zawodnik/lukasz-zoltowski/21"');
    expect(html).toContain('href="/pilka-nozna/druzyna/sztab/robert-malinowski/31"');
    expect(html).toMatch(/<span class="visually-hidden">Numer <\/span>9<\/span>/);
    expect(html).toContain('>Napastnik<');
    expect(html).toContain('>Trener<');
    expect(html).toContain('>Lekarz<');
    expect(html).toContain('data-like-type="squad_player"');
    expect(html).toContain('data-like-type="squad_staff_member"');
    // The like button is not inside the card's link.
    expect(html).not.toMatch(/<a [^>]*>(?:(?!<\/a>).)*<button/s);
  });

  it('shows every photo at 316x316', () => {
    const html = render();
    expect(html).toContain(`src="${CDN}/fit-in/316x316/p22.jpg"`);
    expect(html).toMatch(/width="316" height="316"/);
  });

  it('links the team on academy pages without the /pilka-nozna prefix', () => {
    const html = render({ variant: 'academy', index: 2 });
    expect(html).toContain('href="/druzyna-trzecia/zawodnik/jan-kowalski/22"');
    expect(html).not.toContain('/pilka-nozna');
  });

  it('has a team selector naming the previous and the next team', () => {
    const html = render();
    expect(html).toMatch(/<nav aria-label="Wybór drużyny"/);
    expect(html).toMatch(/<a rel="next" href="\/pilka-nozna\/druzyna-druga">Następna: Rezerwy</);
    // It wraps around: the first team's previous is the last.
    expect(html).toMatch(
      /<a rel="prev" href="\/pilka-nozna\/druzyna-trzecia">(?:(?!<\/a>).)*Poprzednia: U19<\/a>/,
    );
    const second = render({ index: 1 });
    expect(second).toMatch(
      /<a rel="prev" href="\/pilka-nozna\/druzyna">(?:(?!<\/a>).)*Poprzednia: Pierwsza drużyna<\/a>/,
    );
  });

  it('has no selector for a variant with one team', () => {
    const html = render({ teams: teams.slice(0, 1) });
    expect(html).not.toContain('Wybór drużyny');
  });

  it('lists every team of the variant, the current one marked', () => {
    const html = render({ variant: 'academy', index: 1 });
    expect(html).toContain('<a href="/druzyna">Pierwsza drużyna</a>');
    expect(html).toContain('<a aria-current="page" href="/druzyna-druga">Rezerwy</a>');
    expect(html).toContain('<a href="/druzyna-trzecia">U19</a>');
  });

  it('draws the hero from the desktopHero crop at 900 px and wider, mobileHero below', () => {
    const html = render();
    expect(html).toMatch(
      /<picture[^>]*><source media="\(min-width: 900px\)" srcSet="[^"]*fit-in\/1920x860\/squad.jpg 1920w" sizes="100vw" width="1920" height="860"\/>/,
    );
    expect(html).toMatch(
      /<img src="[^"]*fit-in\/900x1200\/squad.jpg" srcSet="[^"]*" sizes="100vw" alt="" width="900" height="1200" fetchPriority="high"/,
    );
  });

  it('has no hero without the crops', () => {
    const html = render({ squad: { ...squad, image: null } });
    expect(html).not.toContain('<picture');
  });

  it("lists the team's squads, each linking to its page, the shown one current (001 §2)", () => {
    const past: Squad = {
      id: '7',
      type: 'squads',
      name: 'Pierwsza drużyna 2025/26',
      season: { id: '4', type: 'seasons', name: '2025/26', is_current: false },
    };
    const onCurrent = render({ squads: [squad, past], currentSquadId: '10' });
    const nav = /<nav aria-labelledby="team-squads"[\s\S]*?<\/nav>/.exec(onCurrent)?.[0] ?? '';
    expect(nav).toContain('>Kadry drużyny</p>');
    expect(nav).toMatch(
      /<a aria-current="page" href="\/pilka-nozna\/druzyna">2026\/27 \(aktualna\)<\/a>/,
    );
    expect(nav).toMatch(/<a [^>]*href="\/pilka-nozna\/druzyna\/kadra\/7"[^>]*>2025\/26<\/a>/);
    const onPast = render({ squads: [squad, past], currentSquadId: '10', squad: past, index: 0 });
    expect(onPast).toMatch(/aria-current="page" href="\/pilka-nozna\/druzyna\/kadra\/7"/);
    expect(onPast).toContain('<h1>Pierwsza drużyna 2025/26</h1>');
    // A team of one squad has no list.
    expect(render({ squads: [squad], currentSquadId: '10' })).not.toContain('team-squads');
  });
});
