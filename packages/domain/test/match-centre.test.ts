import { describe, expect, it } from 'vitest';
import {
  LINEUP_POSITIONS,
  MATCH_CENTRE_COMPONENT_TYPES,
  MATCH_EVENT_TYPES,
  oddsText,
  eventCarriesContent,
  isHiddenMatchCentre,
  isMatchCentreComponentType,
  lineupRows,
  matchCentreEventLabel,
  matchCentreSharePath,
  pitchSlot,
  INCIDENT_SECTION_TYPES,
  INCIDENT_TYPES,
  isShownIncidentType,
  SHOWN_INCIDENT_TYPES,
  incidentSection,
  incidentsBySection,
  matchCentreSides,
} from '../src/match-centre';

describe('001 §3 match event labels', () => {
  it.each([
    ['kick_off', 'match beginning'],
    ['half_time', 'first half end'],
    ['second_half_started', 'second half start'],
    ['second_half_ended', 'second half end'],
    ['match_ended', 'match end'],
    ['extra_time_started', 'extra time started'],
    ['extra_time_finished', 'extra time finished'],
    ['penalties_started', 'penalties started'],
    ['substitution', 'player change'],
    ['yellow_card', 'yellow card'],
    ['red_card', 'red card'],
    ['KICK_OFF', 'match beginning'],
    ['penalty', null],
    ['own_goal', null],
    ['assist', null],
    ['missed_penalty', null],
    ['goal', null],
    ['toString', null],
    ['', null],
    [null, null],
  ])('%j → %j', (type, label) => {
    expect(matchCentreEventLabel(type)).toBe(label);
  });

  it('every event of the spec is either labelled or carries content (or both)', () => {
    const neither = MATCH_EVENT_TYPES.filter(
      (type) => matchCentreEventLabel(type) === null && !eventCarriesContent(type),
    );
    expect(neither).toEqual([]);
  });
});

describe('001 §3 events that carry content', () => {
  it.each([
    ['yellow_card', true],
    ['red_card', true],
    ['substitution', true],
    ['penalty', true],
    ['missed_penalty', true],
    ['own_goal', true],
    ['assist', true],
    ['Red_Card', true],
    ['kick_off', false],
    ['match_ended', false],
    ['half_time', false],
    ['second_half_started', false],
    ['second_half_ended', false],
    ['penalties_started', false],
    ['extra_time_finished', false],
    ['extra_time_started', false],
    ['goal', false],
    [undefined, false],
  ])('%j → %s', (type, carries) => {
    expect(eventCarriesContent(type)).toBe(carries);
  });
});

describe('001 §3 lineup starting positions on the pitch', () => {
  it('has the 26 codes in the spec order', () => {
    expect(LINEUP_POSITIONS.join(', ')).toBe(
      'FL, FLC, FC, FRC, FR, AML, AMLC, AMC, AMRC, AMR, ML, MLC, MC, MRC, MR, DML, DMLC, DMC, DMRC, DMR, DL, DLC, DC, DRC, DR, GK',
    );
  });

  it.each([
    ['FL', 0, 0],
    ['FLC', 0, 1],
    ['FC', 0, 2],
    ['FRC', 0, 3],
    ['FR', 0, 4],
    ['AML', 1, 0],
    ['AMLC', 1, 1],
    ['AMC', 1, 2],
    ['AMRC', 1, 3],
    ['AMR', 1, 4],
    ['ML', 2, 0],
    ['MLC', 2, 1],
    ['MC', 2, 2],
    ['MRC', 2, 3],
    ['MR', 2, 4],
    ['DML', 3, 0],
    ['DMLC', 3, 1],
    ['DMC', 3, 2],
    ['DMRC', 3, 3],
    ['DMR', 3, 4],
    ['DL', 4, 0],
    ['DLC', 4, 1],
    ['DC', 4, 2],
    ['DRC', 4, 3],
    ['DR', 4, 4],
    ['dmc', 3, 2],
  ])('%s → row %i, column %i of 5', (position, row, column) => {
    expect(pitchSlot(position)).toEqual({ row, column, columns: 5 });
  });

  it.each([['GK'], ['gk'], [' GK ']])('%j → the goalkeeper alone in row 5', (position) => {
    expect(pitchSlot(position)).toEqual({ row: 5, column: 0, columns: 1 });
  });

  it.each([['ST'], ['F'], ['DM'], ['AMCC'], ['FCL'], [''], [null], [undefined]])(
    '%j → not on the pitch',
    (position) => {
      expect(pitchSlot(position)).toBeNull();
    },
  );

  it('lays a 4-2-3-1 out in rows, forwards first, each left to right; unknown positions apart', () => {
    const eleven = [
      'GK',
      'DR',
      'DRC',
      'DLC',
      'DL',
      'DMRC',
      'DMLC',
      'AMR',
      'AMC',
      'AML',
      'FC',
      'bench',
    ].map((position, index) => ({ position, name: `p${String(index + 1)}` }));
    const { rows, unplaced } = lineupRows(eleven);
    expect(rows.map((row) => row.map((p) => p.position))).toEqual([
      ['FC'],
      ['AML', 'AMC', 'AMR'],
      [],
      ['DMLC', 'DMRC'],
      ['DL', 'DLC', 'DRC', 'DR'],
      ['GK'],
    ]);
    expect(unplaced.map((p) => p.name)).toEqual(['p12']);
  });
});

describe('001 §3 timeline item types', () => {
  it('has the 14 types', () => {
    expect(MATCH_CENTRE_COMPONENT_TYPES).toHaveLength(14);
  });

  it.each<[unknown, boolean]>([
    ...MATCH_CENTRE_COMPONENT_TYPES.map((type): [unknown, boolean] => [type, true]),
    ['Goal', false],
    ['tiktok', false],
    ['', false],
    [null, false],
    [3, false],
  ])('%j → %s', (type, known) => {
    expect(isMatchCentreComponentType(type)).toBe(known);
  });
});

describe('001 §2 share link: the page URL plus ?event={id}', () => {
  it.each([
    ['/centrum-meczowe/17', '55', '/centrum-meczowe/17?event=55'],
    ['/pilka-nozna/centrum-meczowe/17', 55, '/pilka-nozna/centrum-meczowe/17?event=55'],
    ['/centrum-meczowe/17?event=3', '55', '/centrum-meczowe/17?event=55'],
    ['/centrum-meczowe/17?event=3&event=4', '55', '/centrum-meczowe/17?event=55'],
    ['/centrum-meczowe/17?tab=stats&event=3', '55', '/centrum-meczowe/17?tab=stats&event=55'],
    ['/centrum-meczowe/17?eventful=1', '55', '/centrum-meczowe/17?eventful=1&event=55'],
    ['/centrum-meczowe/17?', '55', '/centrum-meczowe/17?event=55'],
    ['/centrum-meczowe/17#statystyki', '55', '/centrum-meczowe/17?event=55'],
    [
      'https://trybuna.example/en/centrum-meczowe/17?event=1#x',
      '55',
      'https://trybuna.example/en/centrum-meczowe/17?event=55',
    ],
    ['/centrum-meczowe/17', 'a b&c', '/centrum-meczowe/17?event=a%20b%26c'],
  ])('%j + %j → %j', (page, id, url) => {
    expect(matchCentreSharePath(page, id)).toBe(url);
  });
});

describe('001 §2 hide list (config hiddenMatchCentreIds)', () => {
  it.each([
    ['1757', ['1757'], true],
    [1757, ['1757'], true],
    ['1757', [1757], true],
    ['1757', ['12', '1757'], true],
    ['17', ['1757'], false],
    ['1757', [], false],
  ])('%j in %j → %s', (id, list, hidden) => {
    expect(isHiddenMatchCentre(id, list)).toBe(hidden);
  });
});

describe('oddsText: odds with two decimals', () => {
  it.each([
    [3.4, '3.40'],
    ['2.1', '2.10'],
    ['1.85', '1.85'],
    [12, '12.00'],
    ['', ''],
    ['n/a', 'n/a'],
  ] as const)('%s → %s', (value, text) => {
    expect(oddsText(value)).toBe(text);
  });
});

describe('001 §3 "Incidents": the incident types', () => {
  it('goal, goal_cancelled, own_goal, penalty, red_card', () => {
    expect(INCIDENT_TYPES).toEqual(['goal', 'goal_cancelled', 'own_goal', 'penalty', 'red_card']);
  });

  it('the match centre names those and yellow cards (a match event older data has as incidents)', () => {
    expect(SHOWN_INCIDENT_TYPES).toEqual([...INCIDENT_TYPES, 'yellow_card']);
    expect(MATCH_EVENT_TYPES).toContain('yellow_card');
    expect(isShownIncidentType('red_card')).toBe(true);
    expect(isShownIncidentType('yellow_card')).toBe(true);
    expect(isShownIncidentType('substitution')).toBe(false);
    expect(isShownIncidentType('Goal')).toBe(false);
  });
});

describe('001 §3 incidents grouped by their section types', () => {
  const inc = (id: string, section: string | null, minute: number | null, type = 'goal') => ({
    id,
    type,
    section_type: section,
    minute,
  });

  it('lists the five section types in the spec order', () => {
    expect(INCIDENT_SECTION_TYPES).toEqual([
      'goal',
      'assist',
      'match_status',
      'substitution',
      'other_incident',
    ]);
  });

  it('groups in the spec order, leaves empty sections out, sorts each by minute then id', () => {
    const groups = incidentsBySection([
      inc('7', 'other_incident', 40, 'red_card'),
      inc('3', 'goal', 55),
      inc('10', 'goal', 12),
      inc('2', 'goal', 12),
      inc('5', 'substitution', 60),
      inc('4', 'match_status', null),
      inc('6', 'assist', 12),
    ]);
    expect(groups.map((g) => [g.section, g.incidents.map((i) => i.id)])).toEqual([
      ['goal', ['2', '10', '3']],
      ['assist', ['6']],
      ['match_status', ['4']],
      ['substitution', ['5']],
      ['other_incident', ['7']],
    ]);
  });

  it.each([
    ['GOAL', 'goal'],
    [' substitution ', 'substitution'],
    [null, 'other_incident'],
    ['penalty_area', 'other_incident'],
  ])('section type %j → %s', (section, expected) => {
    expect(incidentSection(inc('1', section, 1))).toBe(expected);
  });

  it('no incidents, no groups', () => {
    expect(incidentsBySection([])).toEqual([]);
  });
});

describe("001 §3 isHome and teamsId (the club's own side)", () => {
  it.each([
    [
      { homeTeamId: 1, awayTeamId: 9, teamsId: [1, 2] },
      { isHome: true, ownSide: 'home' },
    ],
    [
      { homeTeamId: '9', awayTeamId: '2', teamsId: ['1', '2'] },
      { isHome: false, ownSide: 'away' },
    ],
    [
      { homeTeamId: 8, awayTeamId: 9, teamsId: [1, 2] },
      { isHome: false, ownSide: null },
    ],
    [
      { homeTeamId: null, awayTeamId: undefined, teamsId: [1] },
      { isHome: false, ownSide: null },
    ],
    [
      { homeTeamId: 1, awayTeamId: 2, teamsId: [] },
      { isHome: false, ownSide: null },
    ],
  ])('%j → %j', (input, expected) => {
    expect(matchCentreSides(input)).toEqual(expected);
  });
});
