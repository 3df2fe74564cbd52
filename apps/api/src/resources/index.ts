import { ImageKeys } from '../images/keys';
import { createHtmlSanitizer } from '../html/sanitizer';
import type { ResourceDefinition } from '../jsonapi/resource';
import {
  contactResource,
  faqQuestionResource,
  imageResource,
  paymentOptionResource,
  productResource,
} from './catalogue';
import { componentResource } from './components';
import { articleResource, pageResource, type DefinitionOptions } from './content';
import { pageTypeResource, publicationCategoryResource, tagResource } from './taxonomy';
import {
  clubResource,
  competitionResource,
  competitionSeasonResource,
  groupResource,
  seasonResource,
  standingResource,
  teamResource,
  venueResource,
} from './football';
import {
  squadPlayerResource,
  squadResource,
  squadStaffMemberResource,
  statisticResource,
} from './squads';
import {
  commentResource,
  surveyAnswerResource,
  surveyResource,
  userAnswerResource,
  userResource,
} from './interactive';
import { quizRankingResource, quizUserAttemptResource } from './quiz-rankings';
import {
  quizAnswerResource,
  quizQuestionResource,
  quizResource,
  quizUserAnswerResource,
} from './quizzes';
import {
  incidentResource,
  matchCentreComponentResource,
  matchResource,
  oddResource,
} from './matches';
import { matchLineupPlayerResource } from './match-lineups';
import { matchStatisticResource } from './match-statistics';

export interface ResourceOptions extends Omit<DefinitionOptions, 'html' | 'imageKeys'> {
  /** The club's site origins: links to them in CMS HTML are inside links (no `rel`). */
  siteOrigins?: readonly string[];
  /** The image URL keys; a throw-away secret when not given (no pictures served). */
  imageKeys?: ImageKeys;
}

/** Every resource type the API knows (for includes), in one list. */
export function allResources({
  siteOrigins = [],
  imageKeys = ImageKeys.random(),
  ...rest
}: ResourceOptions): ResourceDefinition[] {
  // One sanitiser (its option objects built once) for every definition.
  const options: DefinitionOptions = {
    ...rest,
    imageKeys,
    html: createHtmlSanitizer(siteOrigins),
  };
  return [
    articleResource(options),
    pageResource(options),
    componentResource(options),
    tagResource(),
    publicationCategoryResource(),
    pageTypeResource(),
    imageResource(options),
    productResource(),
    faqQuestionResource(options),
    contactResource(options),
    paymentOptionResource(),
    clubResource(),
    venueResource(),
    competitionResource(),
    seasonResource(),
    competitionSeasonResource(options),
    groupResource(options),
    standingResource(),
    teamResource(options),
    squadResource(options),
    squadPlayerResource(options),
    squadStaffMemberResource(),
    statisticResource(),
    matchResource(options),
    incidentResource(),
    matchCentreComponentResource(options),
    oddResource(),
    matchStatisticResource(),
    matchLineupPlayerResource(),
    surveyResource(options),
    surveyAnswerResource(),
    userAnswerResource(),
    quizResource(options),
    quizQuestionResource(options),
    quizAnswerResource(),
    quizRankingResource(options),
    quizUserAttemptResource(),
    quizUserAnswerResource(),
    userResource(),
    commentResource(),
  ];
}

/**
 * Types readable at `/api/v3/{type}` and `/{type}/{id}` (000 §7.2, 001 §7, plus the small
 * catalogues the modules link to, and pages by id for page preview). Components and standings
 * are read through `current_page` and `groups/{id}/standings`; users, votes and attempts only
 * through includes; quiz questions only through `quiz_questions/next_question`, a ranking's
 * attempts through `quiz_rankings/{id}/quiz_user_attempts` (`routes/quizzes/`).
 */
export const PUBLIC_ENDPOINTS = [
  'articles',
  'pages',
  'tags',
  'publication_categories',
  'page_types',
  'images',
  'products',
  'faq_questions',
  'contacts',
  'payment_options',
  'clubs',
  'venues',
  'competitions',
  'seasons',
  'competition_seasons',
  'groups',
  'teams',
  'squads',
  'squad_players',
  'squad_staff_members',
  'statistics',
  'matches',
  'incidents',
  'match_centre_components',
  'odds',
  'match_statistics',
  'match_lineup_players',
  'surveys',
  'quizzes',
  'comments',
] as const;
