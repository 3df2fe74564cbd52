import { sql, type SQL } from 'drizzle-orm';
import { articles } from '@trybuna/db/schema';
import { seesMembersContent, type RequestContext } from '../jsonapi/resource';

/**
 * `articles?query=` (000 §2.6): full text over an article's title, teaser and body, or the
 * name of one of its tags, Polish letters folded by `trybuna_unaccent()`. For a caller who
 * may not read a members-only article's body, such an article matches on its title, teaser
 * and tags only, so a word of a gated body never finds it (issue 14 item 7).
 */
export function articleSearch(text: string, ctx: RequestContext): SQL {
  const query = sql`plainto_tsquery('simple', trybuna_unaccent(${text}))`;
  const inTags = sql`exists (select 1 from article_tags at join tags t on t.id = at.tag_id where at.article_id = ${articles.id} and to_tsvector('simple', trybuna_unaccent(t.name)) @@ ${query})`;
  const whole = sql`${articles.search} @@ ${query}`;
  if (seesMembersContent(ctx)) return sql`(${whole} or ${inTags})`;
  const lead = sql`to_tsvector('simple', trybuna_unaccent(coalesce(${articles.title}, '') || ' ' || coalesce(${articles.teaser}, ''))) @@ ${query}`;
  return sql`((not ${articles.signedInOnly} and ${whole}) or (${articles.signedInOnly} and ${lead}) or ${inTags})`;
}
