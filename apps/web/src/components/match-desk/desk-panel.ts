import type { Teams } from './desk-fields';
import type { DeskWrites } from './use-desk-writes';

/** What every desk form is given: the writes, the two teams, and the clock's minute now. */
export interface DeskPanelProps {
  writes: DeskWrites;
  teams: Teams;
  clockMinute: () => number;
}
