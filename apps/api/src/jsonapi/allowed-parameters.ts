/**
 * Query parameters beyond JSON:API's own (`filter[…]`, `fields[…]`, `page[number]`,
 * `page[size]`, `sort`, `include`) that a route reads; any other parameter is a 400 naming it
 * (so `?x=random` can neither fill the read cache nor pass unnoticed).
 *
 * What the site and the spec send today: `articles?query=` (full-text search, 000 §2.6, the
 * articles definition's `scope`), `current_page?kind=&slug=` (000 §7.2), and
 * `quiz_questions/next_question?quiz_id=` (001 §7). A resource whose `scope` starts reading
 * another `extra` parameter lists it here.
 */

/** Extra parameters of `GET /{type}` lists, by type. */
const LIST_PARAMETERS: Readonly<Partial<Record<string, readonly string[]>>> = {
  articles: ['query'],
};

export const NO_EXTRA_PARAMETERS: readonly string[] = [];

/** `GET /{type}`: the extra parameters its definition's `scope` reads. */
export function listParameters(type: string): readonly string[] {
  return Object.hasOwn(LIST_PARAMETERS, type)
    ? (LIST_PARAMETERS[type] ?? NO_EXTRA_PARAMETERS)
    : NO_EXTRA_PARAMETERS;
}

/** `GET /current_page`: which page (000 §7.2). */
export const CURRENT_PAGE_PARAMETERS: readonly string[] = ['kind', 'slug'];

/** `GET /quiz_questions/next_question`: which quiz (001 §7). */
export const NEXT_QUESTION_PARAMETERS: readonly string[] = ['quiz_id'];
