import type {
  FastifyPluginCallback,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
} from 'fastify';
import { requireApiKey } from '../plugins/api-key';
import { commentRoutes } from './comments';
import { contactFormRoutes, type ContactFormRouteOptions } from './contact-form';
import { contactFormSubmissionRoutes } from './contact-form/submissions';
import { likeRoutes } from './likes';
import { liveWriteRoutes } from './live-writes';
import { pageRoutes } from './pages';
import { personalDataReadRoutes } from './personal-data-reads';
import { quizPlayRoutes } from './quizzes/play';
import { quizRankingRoutes } from './quizzes/rankings';
import { resourceRoutes } from './resources';
import { shortLinkRoutes, type ShortLinkRouteOptions } from './short-links';
import { signedInRoutes } from './signed-in';
import { surveyVoteRoutes } from './survey-votes';

export interface ApiRouteOptions {
  /** Static API key (000 §7.1 `Authorization: {key}`); enforced only when set. */
  apiKey?: string | undefined;
  /** `onRequest` hooks after the API key: the page preview, then the user token. */
  verifyPreview: onRequestHookHandler;
  verifyUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** The club's site origins (links in rich text, short links' pages). */
  siteOrigins: readonly string[];
  likesPerMinute: number;
  shortLinks: ShortLinkRouteOptions;
  surveyVotesPerMinute?: number | undefined;
  commentsPerMinute?: number | undefined;
  quizPlayPerMinute?: number | undefined;
  contactForms?: ContactFormRouteOptions | undefined;
  matchReadTtlMs?: number | undefined;
}

/**
 * Every route of the content API under one prefix: `buildApi` registers this plugin once per
 * version (`/api/v3`, and `/api/v2` as its alias, 000 §7.1). Each feature is a plugin of its
 * own; what they share (database, store, read cache, publisher, rate limits) is decorated on
 * the app once (`plugins/services.ts`, `plugins/rate-limits.ts`), so a budget or a cache is one
 * for both prefixes.
 */
export const apiRoutes: FastifyPluginCallback<ApiRouteOptions> = (api, options, done) => {
  if (options.apiKey) requireApiKey(api, options.apiKey);
  // After the API key: a request without the key is refused before any token work.
  api.addHook('onRequest', options.verifyPreview);
  api.addHook('onRequest', options.verifyUser);
  void api.register(likeRoutes, { perMinute: options.likesPerMinute });
  void api.register(liveWriteRoutes, { siteOrigins: options.siteOrigins });
  void api.register(shortLinkRoutes, options.shortLinks);
  void api.register(surveyVoteRoutes, { perMinute: options.surveyVotesPerMinute });
  void api.register(commentRoutes, { perMinute: options.commentsPerMinute });
  void api.register(contactFormRoutes, options.contactForms ?? {});
  void api.register(contactFormSubmissionRoutes);
  void api.register(personalDataReadRoutes);
  void api.register(quizPlayRoutes, { perMinute: options.quizPlayPerMinute });
  void api.register(quizRankingRoutes);
  void api.register(signedInRoutes);
  void api.register(pageRoutes);
  void api.register(resourceRoutes, { matchReadTtlMs: options.matchReadTtlMs });
  done();
};
