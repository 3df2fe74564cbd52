import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * Short links of the site's pages (000 §7.5): the API answers `{publicUrl}/s/{code}` for a
 * link and redirects the code back to it. One code per link, so asking twice gives the same.
 */
export const shortLinks = pgTable('short_links', {
  id: id(),
  code: text('code').notNull().unique(),
  link: text('link').notNull().unique(),
  createdAt: createdAt(),
});
