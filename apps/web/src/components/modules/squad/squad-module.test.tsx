import type { SquadPlayer } from '@trybuna/api-client';
import { sortByPosition } from '@trybuna/domain';
import { describe, expect, it } from 'vitest';
import { component, CONTEXT, OWN_ORIGIN } from '@/components/modules/test-fixtures';
import { renderModule } from '@/components/modules/test-render';
import type { ModuleContext } from '@/components/modules/types';
import { SQUAD_MODULE_DATA, type SquadModuleData } from '@/lib/squad-module-data';
import { SquadModule } from './squad-module';

function player(id: string, first: string, last: string, position: string, number: number) {
  const value: SquadPlayer = {
    id,
    type: 'squad_players',
    first_name: first,
    last_name: last,
    position,
    number,
    status: 'active',
    likes_count: 3,
  };
  return value;
}

const PLAYERS = sortByPosition([
  player('11', 'Adam', 'Napastnik', 'striker', 9),
  player('12', 'Jan', 'Bramkarz', 'goalkeeper', 1),
  player('13', 'Piotr', 'Obrońca', 'defender', 4),
  player('14', 'Kamil', 'Pomocnik', 'midfielder', 8),
]);

const SQUAD = { id: '3', type: 'squads', name: 'Pierwsza drużyna', team_id: 1 };

function render(
  data: SquadModuleData | null,
  payload: Record<string, unknown> = { title: 'Poznaj drużynę' },
  context: Partial<ModuleContext> = {},
) {
  const squadComponent = component('squad', {
    squad: SQUAD,
    ...payload,
    ...(data ? { [SQUAD_MODULE_DATA]: data } : {}),
  });
  return renderModule(
    <SquadModule
      component={squadComponent}
      context={{ ...CONTEXT, apiBase: 'https://api.example/api/v3', ...context }}
    />,
  );
}

const firstTeam: SquadModuleData = {
  kind: 'squad',
  players: PLAYERS,
  team: { variant: 'soccer', index: 0, origin: OWN_ORIGIN },
};

describe('squad module (001 §2)', () => {
  it('lists the active players goalkeeper, defender, midfielder, striker', () => {
    const html = render(firstTeam);
    const names = [...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map(([, name]) => name);
    expect(names).toEqual(['Jan Bramkarz', 'Piotr Obrońca', 'Kamil Pomocnik', 'Adam Napastnik']);
  });

  it("links each card to the player's profile on the squad's team path", () => {
    const html = render(firstTeam);
    expect(html).toContain('href="/pilka-nozna/druzyna/zawodnik/jan-bramkarz/12"');
    const second = render({
      ...firstTeam,
      team: { variant: 'soccer', index: 1, origin: OWN_ORIGIN },
    });
    expect(second).toContain('href="/pilka-nozna/druzyna-druga/zawodnik/jan-bramkarz/12"');
    expect(html).toContain('data-like-type="squad_player"');
  });

  it("has the 'meet the team' button to /pilka-nozna/druzyna", () => {
    const html = render(firstTeam);
    expect(html).toMatch(/<a [^>]*href="\/pilka-nozna\/druzyna"[^>]*>meet the team<\/a>/);
    expect(html).toContain('>Poznaj drużynę</h2>');
  });

  it("links an academy squad on the academy's own paths, and from another app with its origin", () => {
    const academy: SquadModuleData = {
      kind: 'squad',
      players: PLAYERS,
      team: { variant: 'academy', index: 0, origin: 'https://akademia.trybuna.example' },
    };
    const onAcademy = render(academy, {}, { variant: 'academy' });
    expect(onAcademy).toContain('href="/druzyna/zawodnik/jan-bramkarz/12"');
    expect(onAcademy).toContain('href="/druzyna"');
    const onSoccer = render(academy, {}, { variant: 'soccer' });
    expect(onSoccer).toContain(
      'href="https://akademia.trybuna.example/druzyna/zawodnik/jan-bramkarz/12"',
    );
  });

  it('keeps the button when the players could not be read, and is empty without a squad', () => {
    const html = render(null);
    expect(html).toContain('meet the team');
    expect(html).not.toContain('<ul');
    expect(
      renderModule(
        <SquadModule component={component('squad', { squad: null })} context={CONTEXT} />,
      ),
    ).toBe('');
  });
});
