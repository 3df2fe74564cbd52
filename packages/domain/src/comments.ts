/**
 * 001 §3, issue 17 comments: plain text, at most `MAX_COMMENT_LENGTH` characters once trimmed
 * (the API refuses longer or empty ones; the form says so before sending).
 */
export const MAX_COMMENT_LENGTH = 1000;

/** What fans may comment on (001 §7 `comments` filters): articles and the match centre's matches. */
export const COMMENT_RESOURCE_TYPES = ['article', 'match'] as const;
export type CommentResourceType = (typeof COMMENT_RESOURCE_TYPES)[number];

/** Whether `type` is one of `COMMENT_RESOURCE_TYPES` (exactly, as the filter names it). */
export function isCommentResourceType(type: unknown): type is CommentResourceType {
  return (COMMENT_RESOURCE_TYPES as readonly unknown[]).includes(type);
}

/** The text a comment is posted with: trimmed, Windows line breaks as `\n`. */
export function commentText(raw: string): string {
  return raw.replace(/\r\n?/g, '\n').trim();
}

/** Characters (code points, as the API counts them) left for the comment being typed. */
export function commentCharactersLeft(raw: string): number {
  return MAX_COMMENT_LENGTH - Array.from(commentText(raw)).length;
}

/** Whether a typed comment may be sent: something to say, and not too long. */
export function canPostComment(raw: string): boolean {
  const left = commentCharactersLeft(raw);
  return left >= 0 && left < MAX_COMMENT_LENGTH;
}
