import { asRecord, resourceFields } from '@trybuna/api-client/browser';
import { isForWeb, isOddsOutcome, ODDS_OUTCOMES } from '@trybuna/domain';

/*
 * The match centre's data as the page and its live island hold it (001 §3 "Match centre
 * components", "Incidents", "Odds"): plain objects read without zod, so the same readers serve
 * the server's deserialised API answers, the browser's raw JSON:API reads and the live
 * channel's messages (docs/live.md).
 */

/** One timeline item (001 §3): its type, minute and payload; `imageUrl` resolved when known. */
export interface TimelineItem {
  id: string;
  type: string;
  minute: number | null;
  payload: Record<string, unknown>;
  imageUrl: string | null;
  /** Its likes (like type `component`), when the read said. */
  likesCount?: number;
}

/** What the header shows of the match and the second its clock was last set (001 §4). */
export interface LiveMatch {
  status: string | null;
  home_squad_score: number | null;
  away_squad_score: number | null;
  period: string | null;
  elapsed_seconds: number | null;
  /** When the API set `elapsed_seconds` (ISO date-time); null for a clock never written. */
  clock_updated_at: string | null;
}

/** 001 §3 odds entry: home, draw or away, its value and whether it increased or decreased. */
export interface OddsEntry {
  id: string;
  outcome: string;
  value: string;
  status: string | null;
}

/**
 * Both sides' statistics of a match (001 §2 'Statistics' tab): `full` false when the API gave
 * the anonymous set only (001 §6).
 */
export interface MatchStats {
  home: Record<string, number>;
  away: Record<string, number>;
  full: boolean;
}

/** One player of a lineup: a starter with a 001 §3 position, or a substitute (none). */
export interface LineupPlayer {
  id: string;
  name: string;
  number: number | null;
  position: string | null;
  starter: boolean;
}

/** Both sides' lineups, each in its order (starters and substitutes together). */
export interface MatchLineups {
  home: LineupPlayer[];
  away: LineupPlayer[];
}

/** 001 §3 incident, as the Statistics tab lists it. */
export interface MatchIncident {
  id: string;
  type: string;
  section_type: string | null;
  minute: number | null;
  side: string | null;
  player_name: string | null;
  second_player_name: string | null;
  likes_count: number | null;
}

/** What the page hands the live island (`useMatchCentre`): its first state, read on the server. */
export interface MatchCentreInitial {
  live: LiveMatch;
  odds: OddsEntry[];
  incidents: MatchIncident[];
  items: TimelineItem[];
  hasMore: boolean;
  /** The anonymous set (the page is the same for everyone); null when the match has none. */
  statistics: MatchStats | null;
  /** Both sides' lineups; null while there are none. */
  lineups: MatchLineups | null;
}

/** The api-client's readers of raw JSON:API (the browser entry, without zod). */
export { asRecord as record };

const str = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The fields of a resource: a JSON:API resource object's `attributes` (live messages, browser
 * reads) or the deserialised resource itself (the api-client's answers), with its id. In a raw
 * resource the item type is `attributes.type`; deserialised, `type` already is that attribute.
 */
const fieldsOf = resourceFields;

/** A payload's `image_url` when it is an http(s) URL. */
function payloadImageUrl(payload: Record<string, unknown>): string | null {
  const url = payload.image_url;
  return typeof url === 'string' && /^https?:\/\//i.test(url) ? url : null;
}

/**
 * A timeline item from a resource; null when it has no id or type, or when it is for the
 * mobile app only (001 §3 visibility web | mobile: the web page shows web and unmarked items).
 */
export function timelineItemFrom(
  resource: unknown,
  images: ReadonlyMap<string, string> = new Map(),
): TimelineItem | null {
  const read = fieldsOf(resource);
  if (!read) return null;
  const { id, fields } = read;
  const type = str(fields.type);
  if (type === null || type === '' || type === 'match_centre_components') return null;
  if (!isForWeb({ visibility: str(fields.visibility) })) return null;
  const payload = asRecord(fields.payload) ?? {};
  const imageId = str(payload.image_id);
  const imageUrl =
    payloadImageUrl(payload) ?? (imageId === null ? null : (images.get(imageId) ?? null));
  const likesCount = num(fields.likes_count);
  return {
    id,
    type,
    minute: num(fields.minute),
    payload,
    imageUrl,
    ...(likesCount === null ? {} : { likesCount }),
  };
}

/** Timeline items from a list of resources (the unreadable ones left out). */
export function timelineItemsFrom(
  resources: readonly unknown[],
  images?: ReadonlyMap<string, string>,
): TimelineItem[] {
  return resources
    .map((resource) => timelineItemFrom(resource, images))
    .filter((item): item is TimelineItem => item !== null);
}

/** The ids of the pictures items name by `image_id` without an `image_url`. */
export function itemImageIds(resources: readonly unknown[]): string[] {
  const ids = new Set<string>();
  for (const resource of resources) {
    const payload = asRecord(fieldsOf(resource)?.fields.payload);
    const imageId = str(payload?.image_id);
    if (payload && imageId !== null && payloadImageUrl(payload) === null) ids.add(imageId);
  }
  return [...ids];
}

const MATCH_TEXT = ['status', 'period', 'clock_updated_at'] as const;
const MATCH_NUMBERS = ['home_squad_score', 'away_squad_score', 'elapsed_seconds'] as const;

/**
 * The header's fields of a match resource; a field missing or of the wrong type is left out
 * (merged over the previous state, the shown value stays). Null without a resource.
 */
export function liveMatchFrom(resource: unknown): Partial<LiveMatch> | null {
  const read = fieldsOf(resource);
  if (!read) return null;
  const out: Partial<LiveMatch> = {};
  for (const key of MATCH_TEXT) {
    const value = read.fields[key];
    if (typeof value === 'string' || value === null) out[key] = value;
  }
  for (const key of MATCH_NUMBERS) {
    const value = read.fields[key];
    if (num(value) !== null || value === null) out[key] = value as number | null;
  }
  return out;
}

/** Odds entries from resources, in the order home, draw, away; unknown outcomes left out. */
export function oddsFrom(resources: readonly unknown[]): OddsEntry[] {
  const entries: OddsEntry[] = [];
  for (const resource of resources) {
    const read = fieldsOf(resource);
    const outcome = str(read?.fields.outcome);
    const value = str(read?.fields.value);
    if (!read || outcome === null || value === null) continue;
    if (!isOddsOutcome(outcome)) continue;
    entries.push({ id: read.id, outcome, value, status: str(read.fields.status) });
  }
  return ODDS_OUTCOMES.flatMap((outcome) =>
    entries.filter((e) => e.outcome === outcome).slice(0, 1),
  );
}

function numbers(value: unknown): Record<string, number> {
  const object = asRecord(value) ?? {};
  const out: Record<string, number> = {};
  for (const [key, entry] of Object.entries(object)) {
    const n = num(entry);
    if (n !== null) out[key] = n;
  }
  return out;
}

/** A match's statistics from its `match_statistics` resources; null when neither side has any. */
export function matchStatsFrom(resources: readonly unknown[]): MatchStats | null {
  const stats: MatchStats = { home: {}, away: {}, full: resources.length > 0 };
  let found = false;
  for (const resource of resources) {
    const read = fieldsOf(resource);
    const side = str(read?.fields.side);
    if (!read || (side !== 'home' && side !== 'away')) continue;
    found = true;
    stats[side] = numbers(read.fields.values);
    if (read.fields.full !== true) stats.full = false;
  }
  return found ? stats : null;
}

/** Lineups from `match_lineup_players` resources (in the API's order); null without players. */
export function lineupsFrom(resources: readonly unknown[]): MatchLineups | null {
  const lineups: MatchLineups = { home: [], away: [] };
  for (const resource of resources) {
    const read = fieldsOf(resource);
    const side = str(read?.fields.side);
    const name = str(read?.fields.player_name);
    if (!read || (side !== 'home' && side !== 'away') || name === null || name === '') continue;
    lineups[side].push({
      id: read.id,
      name,
      number: num(read.fields.shirt_number),
      position: str(read.fields.position),
      starter: read.fields.starter === true,
    });
  }
  return lineups.home.length + lineups.away.length === 0 ? null : lineups;
}

/** An incident from a resource; null without an id. */
export function incidentFrom(resource: unknown): MatchIncident | null {
  const read = fieldsOf(resource);
  if (!read) return null;
  const { fields } = read;
  return {
    id: read.id,
    type: str(fields.type) ?? '',
    section_type: str(fields.section_type),
    minute: num(fields.minute),
    side: str(fields.side),
    player_name: str(fields.player_name),
    second_player_name: str(fields.second_player_name),
    likes_count: num(fields.likes_count),
  };
}

/** The match's incident resources read and ordered (`sortedIncidents`); unreadable ones left out. */
export function incidentsFrom(resources: readonly unknown[]): MatchIncident[] {
  return sortedIncidents(
    resources
      .map((resource) => incidentFrom(resource))
      .filter((incident): incident is MatchIncident => incident !== null),
  );
}

/** Incidents ordered by minute (then id), as the API lists them; a repeated id once. */
export function sortedIncidents(incidents: readonly MatchIncident[]): MatchIncident[] {
  const byId = new Map(incidents.map((incident) => [incident.id, incident]));
  return [...byId.values()].sort(
    (a, b) => (a.minute ?? 0) - (b.minute ?? 0) || Number(a.id) - Number(b.id),
  );
}
