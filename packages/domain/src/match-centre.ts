import type { TeamSide } from './matches';

/**
 * 001 §2, §3 match centre: the match events and their labels, the lineup starting positions on a
 * pitch, the timeline item types, the share link and the hide list.
 */

/** 001 §3 "Match events". */
export const MATCH_EVENT_TYPES = [
  'kick_off',
  'match_ended',
  'yellow_card',
  'red_card',
  'penalty',
  'own_goal',
  'assist',
  'missed_penalty',
  'substitution',
  'half_time',
  'second_half_started',
  'second_half_ended',
  'penalties_started',
  'extra_time_finished',
  'extra_time_started',
] as const;
export type MatchEventType = (typeof MATCH_EVENT_TYPES)[number];

/** 001 §3: the events that carry content. */
export const CONTENT_EVENT_TYPES: readonly MatchEventType[] = [
  'yellow_card',
  'red_card',
  'substitution',
  'penalty',
  'missed_penalty',
  'own_goal',
  'assist',
];

/** 001 §3 display labels, in the spec's order, each on the event it names. */
const EVENT_LABELS: Readonly<Partial<Record<MatchEventType, string>>> = {
  kick_off: 'match beginning',
  half_time: 'first half end',
  second_half_started: 'second half start',
  second_half_ended: 'second half end',
  match_ended: 'match end',
  extra_time_started: 'extra time started',
  extra_time_finished: 'extra time finished',
  penalties_started: 'penalties started',
  substitution: 'player change',
  yellow_card: 'yellow card',
  red_card: 'red card',
};

const normalise = (value: string | null | undefined): string => (value ?? '').trim().toLowerCase();

/** 001 §3: the display label of a match event (case-insensitive); null for an event without one. */
export function matchCentreEventLabel(eventType: string | null | undefined): string | null {
  const key = normalise(eventType);
  return Object.hasOwn(EVENT_LABELS, key) ? (EVENT_LABELS[key as MatchEventType] ?? null) : null;
}

/** 001 §3: whether an event carries content (case-insensitive). */
export function eventCarriesContent(eventType: string | null | undefined): boolean {
  return (CONTENT_EVENT_TYPES as readonly string[]).includes(normalise(eventType));
}

/** 001 §3 "Lineup starting positions", in the spec's order (forwards to goalkeeper). */
export const LINEUP_POSITIONS = [
  'FL',
  'FLC',
  'FC',
  'FRC',
  'FR',
  'AML',
  'AMLC',
  'AMC',
  'AMRC',
  'AMR',
  'ML',
  'MLC',
  'MC',
  'MRC',
  'MR',
  'DML',
  'DMLC',
  'DMC',
  'DMRC',
  'DMR',
  'DL',
  'DLC',
  'DC',
  'DRC',
  'DR',
  'GK',
] as const;
export type LineupPosition = (typeof LINEUP_POSITIONS)[number];

/** Rows of the pitch from the forwards (0) to the goalkeeper (5). */
const LINE_PREFIXES = ['F', 'AM', 'M', 'DM', 'D'] as const;
const SIDES = ['L', 'LC', 'C', 'RC', 'R'] as const;

export interface PitchSlot {
  /** 0 forwards (F*), 1 attacking midfield (AM*), 2 midfield (M*), 3 defensive midfield (DM*), 4 defence (D*), 5 goalkeeper. */
  row: number;
  /** Left-to-right index in the row: L, LC, C, RC, R → 0–4; the goalkeeper 0. */
  column: number;
  /** Slots in the row: 5, or 1 for the goalkeeper (so a page can centre it). */
  columns: number;
}

/**
 * Where a starting position sits on a pitch drawn attack at the top; null for a code that is
 * not one of the 26 (compared case-insensitively).
 */
export function pitchSlot(position: string | null | undefined): PitchSlot | null {
  const code = (position ?? '').trim().toUpperCase();
  if (code === 'GK') return { row: 5, column: 0, columns: 1 };
  if (!(LINEUP_POSITIONS as readonly string[]).includes(code)) return null;
  // The longest prefix wins: 'DML' is DM + L, not D + ML.
  for (const prefix of ['DM', 'AM', 'F', 'M', 'D'] as const) {
    const column = (SIDES as readonly string[]).indexOf(code.slice(prefix.length));
    if (code.startsWith(prefix) && column !== -1) {
      return { row: LINE_PREFIXES.indexOf(prefix), column, columns: SIDES.length };
    }
  }
  return null;
}

/**
 * A starting eleven laid out on the pitch: six rows (forwards first), each ordered left to
 * right; players without a known position are returned apart, in their order.
 */
export function lineupRows<P extends { position?: string | null }>(
  players: readonly P[],
): { rows: P[][]; unplaced: P[] } {
  const rows = Array.from({ length: LINE_PREFIXES.length + 1 }, (): P[] => []);
  const slotted = players.map((player) => ({ player, slot: pitchSlot(player.position) }));
  for (const { player, slot } of [...slotted].sort(
    (x, y) => (x.slot?.column ?? 0) - (y.slot?.column ?? 0),
  )) {
    if (slot) rows[slot.row]?.push(player);
  }
  return {
    rows,
    unplaced: slotted.filter(({ slot }) => slot === null).map(({ player }) => player),
  };
}

/** 001 §3 "Match centre components": the 14 timeline item types. */
export const MATCH_CENTRE_COMPONENT_TYPES = [
  'advertisement',
  'component',
  'event',
  'goal',
  'own_goal',
  'penalty',
  'image',
  'video',
  'text',
  'twitter',
  'instagram',
  'facebook',
  'survey',
  'substitution',
] as const;
export type MatchCentreComponentType = (typeof MATCH_CENTRE_COMPONENT_TYPES)[number];

/** Whether `type` is one of the 14 item types (exactly, as the API sends them). */
export function isMatchCentreComponentType(type: unknown): type is MatchCentreComponentType {
  return (MATCH_CENTRE_COMPONENT_TYPES as readonly unknown[]).includes(type);
}

/**
 * 001 §2: an item's share link, the page URL plus `?event={id}`. An `event` parameter already
 * in the URL is replaced, other parameters are kept (event goes last), the fragment is dropped.
 * Works on a path or a full URL.
 */
export function matchCentreSharePath(pagePath: string, componentId: string | number): string {
  const withoutHash = pagePath.split('#', 1)[0] ?? '';
  const queryAt = withoutHash.indexOf('?');
  const base = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : withoutHash.slice(queryAt + 1);
  const kept = query.split('&').filter((part) => {
    if (part === '') return false;
    const name = part.split('=', 1)[0] ?? '';
    return safeDecode(name) !== 'event';
  });
  kept.push(`event=${encodeURIComponent(String(componentId))}`);
  return `${base}?${kept.join('&')}`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return value;
  }
}

/** 001 §2: a match on the hide list (config `hiddenMatchCentreIds`; 1757 in the demo's) gets the 'without content' variant. Ids compare as strings. */
export function isHiddenMatchCentre(
  matchId: string | number,
  hideList: readonly (string | number)[],
): boolean {
  const id = String(matchId).trim();
  return hideList.some((hidden) => String(hidden).trim() === id);
}

/**
 * 001 §3 odds as shown: two decimals, the bookmakers' way ('3.40', not '3.4'); a value that is
 * not a number is shown as it came.
 */
export function oddsText(value: string | number): string {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) && String(value).trim() !== '' ? number.toFixed(2) : String(value);
}

/** 001 §3 "Incidents": the incident types. */
export const INCIDENT_TYPES = [
  'goal',
  'goal_cancelled',
  'own_goal',
  'penalty',
  'red_card',
] as const;
export type IncidentType = (typeof INCIDENT_TYPES)[number];

/**
 * The incident types the match centre names: 001 §3's five, and yellow cards (a match event;
 * older data has them as incidents).
 */
export const SHOWN_INCIDENT_TYPES = [...INCIDENT_TYPES, 'yellow_card'] as const;
export type ShownIncidentType = (typeof SHOWN_INCIDENT_TYPES)[number];

/** Whether the match centre has a name for an incident of this type (exactly, as sent). */
export function isShownIncidentType(type: unknown): type is ShownIncidentType {
  return (SHOWN_INCIDENT_TYPES as readonly unknown[]).includes(type);
}

/** 001 §3 "Incidents": the section types, in the spec's order (the order the groups are shown). */
export const INCIDENT_SECTION_TYPES = [
  'goal',
  'assist',
  'match_status',
  'substitution',
  'other_incident',
] as const;
export type IncidentSectionType = (typeof INCIDENT_SECTION_TYPES)[number];

/** What the grouping reads of an incident. */
export interface SectionedIncident {
  id: string;
  type: string;
  section_type?: string | null;
  minute?: number | null;
}

/**
 * The section of an incident: its `section_type` when it is one of the five (compared
 * case-insensitively); otherwise 'other_incident' (the API requires a section type, so this is
 * only older or hand-written data).
 */
export function incidentSection(incident: SectionedIncident): IncidentSectionType {
  const section = normalise(incident.section_type);
  return (INCIDENT_SECTION_TYPES as readonly string[]).includes(section)
    ? (section as IncidentSectionType)
    : 'other_incident';
}

/**
 * 001 §3 incidents grouped by their section types, in the spec's order of the sections; a
 * section without incidents is left out; within a section by minute (an incident without one
 * first), then by id (numerically when both are numbers).
 */
export function incidentsBySection<I extends SectionedIncident>(
  incidents: readonly I[],
): { section: IncidentSectionType; incidents: I[] }[] {
  const byMinute = [...incidents].sort(
    (a, b) =>
      (a.minute ?? -1) - (b.minute ?? -1) ||
      (/^\d+$/.test(a.id) && /^\d+$/.test(b.id)
        ? Number(a.id) - Number(b.id)
        : a.id.localeCompare(b.id)),
  );
  return INCIDENT_SECTION_TYPES.map((section) => ({
    section,
    incidents: byMinute.filter((incident) => incidentSection(incident) === section),
  })).filter((group) => group.incidents.length > 0);
}

/**
 * 001 §3 match centre data `isHome` and `teamsId`: `isHome` is true when the home team's id is
 * among the club's own team ids (`teamsId`). `ownSide` is the side to mark as the club's:
 * home when `isHome`, away when only the away team is the club's, none for a match of two
 * other clubs. Ids compare as strings; a missing id is never the club's.
 */
export function matchCentreSides({
  homeTeamId,
  awayTeamId,
  teamsId,
}: {
  homeTeamId: string | number | null | undefined;
  awayTeamId: string | number | null | undefined;
  teamsId: readonly (string | number)[];
}): { isHome: boolean; ownSide: TeamSide | null } {
  const own = new Set(teamsId.map((id) => String(id).trim()));
  const ours = (id: string | number | null | undefined) =>
    id !== null && id !== undefined && String(id).trim() !== '' && own.has(String(id).trim());
  const isHome = ours(homeTeamId);
  return { isHome, ownSide: isHome ? 'home' : ours(awayTeamId) ? 'away' : null };
}
