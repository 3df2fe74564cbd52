/*
 * `@trybuna/api-client/browser`: the browser's one door to the content API (docs/web.md "API
 * calls in the browser"). Eager and zod-free: the URL builders, the plain read and the
 * JSON:API readers the first-load islands use. On demand: `browserApi`, the typed calls (with
 * their zod/mini schemas) in a chunk each.
 */
export { browserApi, type BrowserApi, type BrowserCalls } from './calls';
export {
  asRecord,
  documentHasMore,
  hasMorePagesIn,
  includedOf,
  primaryList,
  primaryOne,
  resourceFields,
  type ResourceFields,
} from './document';
export { READ_HEADERS, readDocument, type ReadOptions } from './read';
export { MATCH_CENTRE_PAGE_SIZE, MATCH_LINEUP_MAX_PAGES } from '../requests/match-centre';
export { apiUrl, likesCountUrl, matchCentreUrls, matchFieldsUrl, ticketBeltUrls } from './urls';
export { LIKES_COUNT_PATHS, ARTICLE_LIST_INCLUDES } from '../constants';
export { ApiError, isApiError, isCancelled } from '../errors';
export { DEFAULT_HEADERS } from '../headers';
