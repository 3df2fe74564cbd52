import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, parentKey } from './columns';
import { articles, products } from './content';
import { images } from './media';

export const clubs = pgTable('clubs', {
  id: id(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  code: text('code').notNull(),
  imageId: integer('image_id').references(() => images.id),
});

export const venues = pgTable('venues', {
  id: id(),
  name: text('name').notNull(),
  city: text('city'),
});

export const competitions = pgTable('competitions', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  imageId: integer('image_id').references(() => images.id),
});

export const seasons = pgTable('seasons', {
  id: id(),
  name: text('name').notNull(),
  isCurrent: boolean('is_current').notNull().default(false),
  startsOn: date('starts_on', { mode: 'string' }),
  endsOn: date('ends_on', { mode: 'string' }),
});

/** A competition in a season, with the season-package ticket counter (001 §3, §4). */
export const competitionSeasons = pgTable('competition_seasons', {
  id: id(),
  name: text('name').notNull(),
  competitionId: integer('competition_id')
    .notNull()
    .references(() => competitions.id),
  seasonId: integer('season_id')
    .notNull()
    .references(() => seasons.id),
  ticketCounterSold: integer('ticket_counter_sold').notNull().default(0),
  ticketCounterPool: integer('ticket_counter_pool').notNull().default(0),
  ticketCounterExternalUrl: text('ticket_counter_external_url'),
  ticketCounterShowCounter: boolean('ticket_counter_show_counter').notNull().default(false),
});

export const groups = pgTable('groups', {
  id: id(),
  name: text('name').notNull(),
  competitionSeasonId: integer('competition_season_id')
    .notNull()
    .references(() => competitionSeasons.id),
});

/** A league table row (001 §3): form lists results oldest first, the last match at the right. */
export const standings = pgTable(
  'standings',
  {
    id: id(),
    groupId: parentKey('group_id', () => groups.id),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    /**
     * The squad this row is (the club's first team, its second team or a youth team): a club
     * plays in several leagues, a squad in one (`groups?filter[squad_id_eq]=`).
     */
    squadId: integer('squad_id').references((): AnyPgColumn => squads.id),
    position: integer('position').notNull(),
    matches: integer('matches').notNull(),
    wins: integer('wins').notNull(),
    draws: integer('draws').notNull(),
    losses: integer('losses').notNull(),
    goalsFor: integer('goals_for').notNull(),
    goalsAgainst: integer('goals_against').notNull(),
    points: integer('points').notNull(),
    form: text('form').notNull().default(''),
    /** Qualification or relegation zone caption key, if any. */
    zone: text('zone'),
  },
  (t) => [
    index('standings_group_idx').on(t.groupId, t.position),
    index('standings_squad_idx').on(t.squadId),
  ],
);

export const teams = pgTable('teams', {
  id: id(),
  name: text('name').notNull(),
  isMain: boolean('is_main').notNull().default(false),
  clubName: text('club_name').notNull(),
  /** Order of the team among the club's teams: 0 first team, 1 second team, … (001 §2). */
  position: integer('position').notNull().default(0),
});

export const squads = pgTable(
  'squads',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    type: text('type').notNull().default('football'),
    clubCode: text('club_code').notNull(),
    clubName: text('club_name').notNull(),
    clubImageId: integer('club_image_id').references(() => images.id),
    imageId: integer('image_id').references(() => images.id),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    clubId: integer('club_id').references(() => clubs.id),
  },
  (t) => [index('squads_team_season_idx').on(t.teamId, t.seasonId)],
);

/** What a squad's players and staff members both have: a key, their squad and their names. */
const squadMemberColumns = () => ({
  id: id(),
  squadId: integer('squad_id')
    .notNull()
    .references(() => squads.id),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
});

export const squadPlayers = pgTable(
  'squad_players',
  {
    ...squadMemberColumns(),
    slug: text('slug').notNull(),
    position: text('position', {
      enum: ['goalkeeper', 'defender', 'midfielder', 'striker'],
    }).notNull(),
    role: text('role'),
    number: integer('number'),
    imageId: integer('image_id').references(() => images.id),
    status: text('status').notNull().default('active'),
    birthDate: date('birth_date', { mode: 'string' }),
    careerPath: text('career_path'),
    heightWeight: text('height_weight'),
    nationality: text('nationality'),
    /** A draft is read only in page preview (`Preview-Secret`); squads do not list it. */
    draft: boolean('draft').notNull().default(false),
    /** 'Player on social media' (001 §2): `[{type, url}]`, type facebook, instagram, x… */
    socialMedia: jsonb('social_media')
      .$type<{ type: string; url: string }[]>()
      .notNull()
      .default([]),
  },
  (t) => [index('squad_players_squad_idx').on(t.squadId, t.status)],
);

/** 'Photos and videos with the player' (001 §2): articles (galleries, videos) in order. */
export const squadPlayerArticles = pgTable(
  'squad_player_articles',
  {
    squadPlayerId: parentKey('squad_player_id', () => squadPlayers.id),
    articleId: parentKey('article_id', () => articles.id),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('squad_player_articles_pk').on(t.squadPlayerId, t.articleId),
    index('squad_player_articles_order_idx').on(t.squadPlayerId, t.position),
  ],
);

/** 'Products with the player' (001 §2): shop products in order. */
export const squadPlayerProducts = pgTable(
  'squad_player_products',
  {
    squadPlayerId: parentKey('squad_player_id', () => squadPlayers.id),
    productId: parentKey('product_id', () => products.id),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('squad_player_products_pk').on(t.squadPlayerId, t.productId),
    index('squad_player_products_order_idx').on(t.squadPlayerId, t.position),
  ],
);

export const squadStaffMembers = pgTable(
  'squad_staff_members',
  {
    ...squadMemberColumns(),
    role: text('role').notNull(),
    imageId: integer('image_id').references(() => images.id),
    /** A draft is read only in page preview (`Preview-Secret`); squads do not list it. */
    draft: boolean('draft').notNull().default(false),
  },
  (t) => [index('squad_staff_members_squad_idx').on(t.squadId)],
);

/**
 * Statistics in a competition season: key → value (001 §3). A player's row has
 * `squad_player_id`; a team's season figures have `squad_id` and, in a league, `club_id` (the
 * competition season's table of figures per club).
 */
export const statistics = pgTable(
  'statistics',
  {
    id: id(),
    squadPlayerId: integer('squad_player_id').references(() => squadPlayers.id),
    squadId: integer('squad_id').references(() => squads.id),
    clubId: integer('club_id').references(() => clubs.id),
    competitionSeasonId: integer('competition_season_id').references(() => competitionSeasons.id),
    values: jsonb('values').$type<Record<string, number>>().notNull(),
  },
  (t) => [
    index('statistics_player_idx').on(t.squadPlayerId),
    index('statistics_season_idx').on(t.competitionSeasonId),
  ],
);
