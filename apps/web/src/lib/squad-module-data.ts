import type { Component, SquadPlayer } from '@trybuna/api-client';

/**
 * The component attribute the site's server fills with a squad module's players before the
 * page renders (`lib/server/football/squad-module.ts`): the CMS links only the squad.
 */
export const SQUAD_MODULE_DATA = 'squad_module';

export interface SquadModuleData {
  kind: 'squad';
  /** The active players, goalkeepers first (001 §2 `sortByPosition`). */
  players: SquadPlayer[];
  /** The squad's team: its app, its index there (the team path) and that app's origin. */
  team: { variant: 'soccer' | 'academy'; index: number; origin: string } | null;
}

/** The squad data the server attached to the component, or null. */
export function squadModuleData(component: Component): SquadModuleData | null {
  const data: unknown = component[SQUAD_MODULE_DATA];
  if (typeof data !== 'object' || data === null) return null;
  const value = data as Partial<SquadModuleData>;
  return value.kind === 'squad' && Array.isArray(value.players) ? (value as SquadModuleData) : null;
}
