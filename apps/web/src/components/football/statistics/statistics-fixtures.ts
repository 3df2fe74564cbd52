import type { LinkedStatistic, SquadPlayer, Standing } from '@trybuna/api-client';

/** Test data for the statistics modules: rows as the api-client hands them over. */
export function player(
  id: string,
  firstName: string,
  lastName: string,
  values: Record<string, number>,
): SquadPlayer {
  return {
    id,
    type: 'squad_players',
    first_name: firstName,
    last_name: lastName,
    statistics: [{ id: `s${id}`, type: 'statistics', values, full: false }],
  };
}

export function teamRow(id: string, values: Record<string, number>, season = 'Ekstraliga 2026/27') {
  return {
    id,
    type: 'statistics',
    values,
    full: true,
    competition_season: { id: '1', type: 'competition_seasons', name: season },
  } as LinkedStatistic;
}

export function clubRow(id: string, name: string, values: Record<string, number>) {
  return {
    id,
    type: 'statistics',
    values,
    full: true,
    club: { id: `c${id}`, type: 'clubs', name },
    competition_season: { id: '1', type: 'competition_seasons', name: 'Ekstraliga 2026/27' },
  } as LinkedStatistic;
}

export function standing(position: number, name: string, zone: string | null = null): Standing {
  return {
    id: String(position),
    type: 'standings',
    position,
    matches: 14,
    wins: 8,
    draws: 3,
    losses: 3,
    goals: '25:14',
    points: 27,
    form: 'WDLWW',
    zone,
    club: { id: String(position), type: 'clubs', name },
    group: { id: '3', type: 'groups', name: 'Tabela Ekstraligi' },
  };
}
