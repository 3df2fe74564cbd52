/**
 * The members-only bodies of 000 §4.9 (the members' page and article that a signed-in fan's
 * browser fills in). Views import them from `members-content-lazy.tsx` (each in a chunk of its
 * own); unit tests render these, as every `-lazy` import is its module there (vitest.config.ts).
 */
export { MembersArticle } from '@/components/auth/members-article';
export { MembersPage } from '@/components/auth/members-page';
