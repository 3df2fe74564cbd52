/**
 * Every bound on what one request may ask (docs/api.md "Limits"): past one, the request is a
 * 400 naming the parameter, answered before any query runs.
 */

import { MAX_PAGE_SIZE } from '@trybuna/domain';

/** `page[size]`: default and largest page (000 §7.2 pages lists by at most 50: `MAX_PAGE_SIZE`). */
export const DEFAULT_PAGE_SIZE = 20;
export { MAX_PAGE_SIZE };

/** `page[number]`: 10,000 pages of 50 is half a million rows, far past any club's archive. */
export const MAX_PAGE_NUMBER = 10_000;

/** Query parameters in one request, repeated ones counted each time (the site sends ≤ 10). */
export const MAX_QUERY_PARAMETERS = 30;

/** Characters of one parameter name, and of one value (the site's longest, an include, is 822). */
export const MAX_PARAMETER_NAME_LENGTH = 128;
export const MAX_PARAMETER_LENGTH = 2_048;

/**
 * `include`: at most 40 paths of at most 5 relationships each (the spec's longest path,
 * `components.survey.answers.resource.image`, is 5; the site's page includes are 31 paths).
 */
export const MAX_INCLUDE_PATHS = 40;
export const MAX_INCLUDE_DEPTH = 5;

/** `sort`: fields in one sort (the spec's longest, a quiz ranking's, has 4). */
export const MAX_SORT_FIELDS = 10;

/** Values of one `in` or `matches_any` filter (a comma list). */
export const MAX_FILTER_VALUES = 100;

/** Ids are PostgreSQL `integer`s: 1 … 2³¹ − 1; anything else names no resource. */
export const MAX_ID = 2_147_483_647;
