import * as z from 'zod/mini';
import { articleSummarySchema } from './article';
import {
  clubSchema,
  flag,
  imageSchema,
  int,
  productSchema,
  resource,
  text,
  typedResource,
} from './common';

/** 001 §3 season (is_current marks the current squad's season). */
export const seasonSchema = resource('seasons', {
  name: text,
  is_current: flag,
  starts_on: text,
  ends_on: text,
});

export const competitionSchema = resource('competitions', {
  name: text,
  slug: text,
  image: z.nullish(imageSchema),
});

/** `{ sold, pool, external_url }` of matches and competition seasons (001 §3). */
export const ticketCounterSchema = z.looseObject({
  sold: int,
  pool: int,
  external_url: text,
});

/** 001 §3 statistics: key → value; `full` is false for anonymous callers. */
export const statisticSchema = resource('statistics', {
  values: z.nullish(z.record(z.string(), z.number())),
  full: flag,
});

export const teamBaseSchema = resource('teams', {
  name: text,
  is_main: flag,
  club_name: text,
  position: int,
});

/** 001 §3 squad; `type` is the squad's own type attribute (e.g. `football`) when present. */
export const squadBaseSchema = typedResource({
  name: text,
  slug: text,
  club_code: text,
  club_name: text,
  team_id: int,
  season_id: int,
  club_image: z.nullish(imageSchema),
  image: z.nullish(imageSchema),
  club: z.nullish(clubSchema),
  season: z.nullish(seasonSchema),
});

/** 001 §3 biography of a player. */
export const biographySchema = z.looseObject({
  birthDate: text,
  careerPath: text,
  heightWeight: text,
  nationality: text,
});

/** 'Player on social media' (001 §2): one profile link; `type` facebook, instagram, x… */
export const socialMediaLinkSchema = z.looseObject({ type: z.string(), url: z.string() });

export const squadPlayerBaseSchema = resource('squad_players', {
  first_name: text,
  last_name: text,
  slug: text,
  position: text,
  role: text,
  number: int,
  status: text,
  squad_id: int,
  likes_count: int,
  biography: z.nullish(biographySchema),
  image: z.nullish(imageSchema),
  statistics: z.optional(z.array(statisticSchema)),
  /** 001 §2 profile sections: social links, articles (photos, videos) and products. */
  social_media: z.nullish(z.array(socialMediaLinkSchema)),
  articles: z.optional(z.array(articleSummarySchema)),
  products: z.optional(z.array(productSchema)),
});

export const squadStaffMemberBaseSchema = resource('squad_staff_members', {
  first_name: text,
  last_name: text,
  role: text,
  squad_id: int,
  likes_count: int,
  image: z.nullish(imageSchema),
});

export const squadPlayerSchema = z.extend(squadPlayerBaseSchema, {
  squad: z.nullish(squadBaseSchema),
});

export const squadStaffMemberSchema = z.extend(squadStaffMemberBaseSchema, {
  squad: z.nullish(squadBaseSchema),
});

export const squadSchema = z.extend(squadBaseSchema, {
  team: z.nullish(teamBaseSchema),
  squad_players: z.optional(z.array(squadPlayerBaseSchema)),
  squad_staff_members: z.optional(z.array(squadStaffMemberBaseSchema)),
});

export const teamSchema = z.extend(teamBaseSchema, {
  squads: z.optional(z.array(squadBaseSchema)),
});

export const groupBaseSchema = resource('groups', { name: text });

/** 001 §3 league table row. */
export const standingSchema = resource('standings', {
  position: int,
  matches: int,
  wins: int,
  draws: int,
  losses: int,
  goals_for: int,
  goals_against: int,
  goals: text,
  points: int,
  form: text,
  zone: text,
  club: z.nullish(clubSchema),
  group: z.nullish(groupBaseSchema),
  /** The squad the row is: the club's own row is the one of the page's squad. */
  squad: z.nullish(squadBaseSchema),
});

export const competitionSeasonSchema = resource('competition_seasons', {
  name: text,
  ticket_counter: z.nullish(ticketCounterSchema),
  ticket_counter_show_counter: flag,
  competition: z.nullish(competitionSchema),
  season: z.nullish(seasonSchema),
  groups: z.optional(z.array(groupBaseSchema)),
});

export const groupSchema = z.extend(groupBaseSchema, {
  competition_season: z.nullish(competitionSeasonSchema),
  standings: z.optional(z.array(standingSchema)),
});

/**
 * 001 §3 statistics with their links: a player's figures (`squad_player`), or a team's season
 * figures (`squad`, and `club` in a league: the competition season's table per club).
 */
export const linkedStatisticSchema = z.extend(statisticSchema, {
  squad_player: z.nullish(squadPlayerBaseSchema),
  squad: z.nullish(squadBaseSchema),
  club: z.nullish(clubSchema),
  competition_season: z.nullish(competitionSeasonSchema),
});

export type Season = z.infer<typeof seasonSchema>;
export type Competition = z.infer<typeof competitionSchema>;
export type TicketCounter = z.infer<typeof ticketCounterSchema>;
export type Statistic = z.infer<typeof statisticSchema>;
export type LinkedStatistic = z.infer<typeof linkedStatisticSchema>;
export type SocialMediaLink = z.infer<typeof socialMediaLinkSchema>;
export type Team = z.infer<typeof teamSchema>;
export type Squad = z.infer<typeof squadSchema>;
export type SquadPlayer = z.infer<typeof squadPlayerSchema>;
export type SquadStaffMember = z.infer<typeof squadStaffMemberSchema>;
export type Standing = z.infer<typeof standingSchema>;
export type Group = z.infer<typeof groupSchema>;
export type CompetitionSeason = z.infer<typeof competitionSeasonSchema>;
