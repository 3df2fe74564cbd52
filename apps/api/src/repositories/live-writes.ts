import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '@trybuna/db';
import type { MatchStatus, OddsMovement, OddsOutcome } from '@trybuna/domain';
import { incidents, matchCentreComponents, matches, odds } from '@trybuna/db/schema';

/**
 * The editors' live-coverage writes (docs/api.md "Live coverage writes"). Each write is one
 * statement, or one transaction (the odds), so a failed write changes nothing; the routes
 * publish the live message only after it has returned (committed).
 */

export interface ComponentFields {
  type: string;
  minute: number | null;
  visibility: string | null;
  payload: Record<string, unknown>;
}

/** A row's match and type (what a change of an item is checked against). */
export interface ComponentOwner {
  matchId: number;
  type: string;
}

/** Inserts a timeline item of an existing match: its id, or `null` when there is no match. */
export async function insertComponent(
  database: Database,
  matchId: number,
  fields: ComponentFields,
): Promise<number | null> {
  const rows = await database.query<{ id: number }>(sql`
    insert into match_centre_components (match_id, type, minute, visibility, payload)
    select id, ${fields.type}, ${fields.minute}, ${fields.visibility},
      ${JSON.stringify(fields.payload)}::jsonb
    from matches where id = ${matchId}
    returning id
  `);
  return rows[0]?.id ?? null;
}

/** The match and type of a timeline item, `null` when there is none. */
export async function componentOwner(
  database: Database,
  id: number,
): Promise<ComponentOwner | null> {
  const rows = await database.db
    .select({ matchId: matchCentreComponents.matchId, type: matchCentreComponents.type })
    .from(matchCentreComponents)
    .where(eq(matchCentreComponents.id, id));
  return rows[0] ?? null;
}

/**
 * Changes a timeline item, only while it still belongs to the match and has the type its new
 * payload was checked against (`owner`): false when it was deleted or changed meanwhile.
 */
export async function updateComponent(
  database: Database,
  id: number,
  owner: ComponentOwner,
  changes: Partial<ComponentFields>,
): Promise<boolean> {
  const rows = await database.db
    .update(matchCentreComponents)
    .set(changes)
    .where(
      and(
        eq(matchCentreComponents.id, id),
        eq(matchCentreComponents.matchId, owner.matchId),
        eq(matchCentreComponents.type, owner.type),
      ),
    )
    .returning({ id: matchCentreComponents.id });
  return rows.length > 0;
}

/** Deletes a timeline item of a match: false when there was none (or it is another match's). */
export async function deleteComponent(
  database: Database,
  id: number,
  matchId: number,
): Promise<boolean> {
  const rows = await database.db
    .delete(matchCentreComponents)
    .where(and(eq(matchCentreComponents.id, id), eq(matchCentreComponents.matchId, matchId)))
    .returning({ id: matchCentreComponents.id });
  return rows.length > 0;
}

/** Whether a survey exists (a `survey` item names one). */
export async function surveyExists(database: Database, id: number): Promise<boolean> {
  const rows = await database.query<{ id: number }>(sql`select id from surveys where id = ${id}`);
  return rows.length > 0;
}

export interface IncidentFields {
  type: string;
  sectionType: string;
  minute: number;
  side: string;
  playerName: string | null;
  secondPlayerName: string | null;
}

/** Inserts an incident of an existing match: its id, or `null` when there is no match. */
export async function insertIncident(
  database: Database,
  matchId: number,
  fields: IncidentFields,
): Promise<number | null> {
  const rows = await database.query<{ id: number }>(sql`
    insert into incidents (match_id, type, section_type, minute, side, player_name,
      second_player_name)
    select id, ${fields.type}, ${fields.sectionType}, ${fields.minute}, ${fields.side},
      ${fields.playerName}, ${fields.secondPlayerName}
    from matches where id = ${matchId}
    returning id
  `);
  return rows[0]?.id ?? null;
}

/** The match of an incident, `null` when there is none. */
export async function incidentMatch(database: Database, id: number): Promise<number | null> {
  const rows = await database.db
    .select({ matchId: incidents.matchId })
    .from(incidents)
    .where(eq(incidents.id, id));
  return rows[0]?.matchId ?? null;
}

/** Deletes an incident of a match: false when there was none (or it is another match's). */
export async function deleteIncident(
  database: Database,
  id: number,
  matchId: number,
): Promise<boolean> {
  const rows = await database.db
    .delete(incidents)
    .where(and(eq(incidents.id, id), eq(incidents.matchId, matchId)))
    .returning({ id: incidents.id });
  return rows.length > 0;
}

export interface MatchChanges {
  status?: MatchStatus;
  homeSquadScore?: number;
  awaySquadScore?: number;
  period?: string | null;
  elapsedSeconds?: number | null;
  postponedStartTime?: Date | null;
}

/** The live state of a match (what a clock update starts from), `null` when there is none. */
export async function matchPeriod(
  database: Database,
  id: number,
): Promise<{ period: string | null } | null> {
  const rows = await database.db
    .select({ period: matches.period })
    .from(matches)
    .where(eq(matches.id, id));
  return rows[0] ?? null;
}

/** Changes a match's live state: false when there is no such match. */
export async function updateMatch(
  database: Database,
  id: number,
  changes: MatchChanges,
): Promise<boolean> {
  // A clock write records when it was made, so that a read later can tick on from it.
  const clockSet = changes.elapsedSeconds !== undefined || changes.period !== undefined;
  const rows = await database.db
    .update(matches)
    .set(clockSet ? { ...changes, clockUpdatedAt: new Date() } : changes)
    .where(eq(matches.id, id))
    .returning({ id: matches.id });
  return rows.length > 0;
}

export interface OddsEntry {
  outcome: OddsOutcome;
  value: number;
  status: OddsMovement;
}

/** What replacing a match's odds did: the rows it holds now, and those it removed. */
export interface OddsReplacement {
  ids: number[];
  removed: number[];
}

/**
 * Replaces a match's odds in one transaction: the match row is locked (two editors' replaces
 * run one after the other), each outcome's row is updated in place (its id stays, so cached
 * documents and the page's keys follow it) or inserted, and any other row of the match (a
 * second row of an outcome) is deleted. `null` when there is no match.
 */
export async function replaceOdds(
  database: Database,
  matchId: number,
  entries: readonly OddsEntry[],
): Promise<OddsReplacement | null> {
  return database.db.transaction(async (tx) => {
    const match = await tx
      .select({ id: matches.id })
      .from(matches)
      .where(eq(matches.id, matchId))
      .for('update');
    if (match.length === 0) return null;
    const current = await tx
      .select({ id: odds.id, outcome: odds.outcome })
      .from(odds)
      .where(eq(odds.matchId, matchId))
      .orderBy(odds.id);
    const ids: number[] = [];
    for (const entry of entries) {
      const existing = current.find((row) => row.outcome === entry.outcome);
      if (existing) {
        await tx
          .update(odds)
          .set({ value: entry.value, status: entry.status })
          .where(eq(odds.id, existing.id));
        ids.push(existing.id);
      } else {
        const [inserted] = await tx
          .insert(odds)
          .values({ matchId, ...entry })
          .returning({ id: odds.id });
        if (inserted) ids.push(inserted.id);
      }
    }
    const removed = await tx
      .delete(odds)
      .where(and(eq(odds.matchId, matchId), notInArray(odds.id, ids)))
      .returning({ id: odds.id });
    return { ids, removed: removed.map((row) => row.id) };
  });
}
