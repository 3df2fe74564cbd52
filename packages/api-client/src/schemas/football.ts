import { z } from 'zod';
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
  image: imageSchema.nullish(),
});

/** `{ sold, pool, external_url }` of matches and competition seasons (001 §3). */
export const ticketCounterSchema = z.looseObject({
  sold: int,
  pool: int,
  external_url: text,
});

/** 001 §3 statistics: key → value; `full` is false for anonymous callers. */
export const statisticSchema = resource('statistics', {
  values: z.record(z.string(), z.number()).nullish(),
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
  club_image: imageSchema.nullish(),
  image: imageSchema.nullish(),
  club: clubSchema.nullish(),
  season: seasonSchema.nullish(),
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
  biography: biographySchema.nullish(),
  image: imageSchema.nullish(),
  statistics: z.array(statisticSchema).optional(),
  /** 001 §2 profile sections: social links, articles (photos, videos) and products. */
  social_media: z.array(socialMediaLinkSchema).nullish(),
  articles: z.array(articleSummarySchema).optional(),
  products: z.array(productSchema).optional(),
});

export const squadStaffMemberBaseSchema = resource('squad_staff_members', {
  first_name: text,
  last_name: text,
  role: text,
  squad_id: int,
  likes_count: int,
  image: imageSchema.nullish(),
});

export const squadPlayerSchema = squadPlayerBaseSchema.extend({
  squad: squadBaseSchema.nullish(),
});

export const squadStaffMemberSchema = squadStaffMemberBaseSchema.extend({
  squad: squadBaseSchema.nullish(),
});

export const squadSchema = squadBaseSchema.extend({
  team: teamBaseSchema.nullish(),
  squad_players: z.array(squadPlayerBaseSchema).optional(),
  squad_staff_members: z.array(squadStaffMemberBaseSchema).optional(),
});

export const teamSchema = teamBaseSchema.extend({
  squads: z.array(squadBaseSchema).optional(),
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
  club: clubSchema.nullish(),
  group: groupBaseSchema.nullish(),
  /** The squad the row is: the club's own row is the one of the page's squad. */
  squad: squadBaseSchema.nullish(),
});

export const competitionSeasonSchema = resource('competition_seasons', {
  name: text,
  ticket_counter: ticketCounterSchema.nullish(),
  ticket_counter_show_counter: flag,
  competition: competitionSchema.nullish(),
  season: seasonSchema.nullish(),
  groups: z.array(groupBaseSchema).optional(),
});

export const groupSchema = groupBaseSchema.extend({
  competition_season: competitionSeasonSchema.nullish(),
  standings: z.array(standingSchema).optional(),
});

/**
 * 001 §3 statistics with their links: a player's figures (`squad_player`), or a team's season
 * figures (`squad`, and `club` in a league: the competition season's table per club).
 */
export const linkedStatisticSchema = statisticSchema.extend({
  squad_player: squadPlayerBaseSchema.nullish(),
  squad: squadBaseSchema.nullish(),
  club: clubSchema.nullish(),
  competition_season: competitionSeasonSchema.nullish(),
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
