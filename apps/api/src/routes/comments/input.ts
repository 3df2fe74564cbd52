import { z } from 'zod';
import { COMMENT_RESOURCE_TYPES, MAX_COMMENT_LENGTH } from '@trybuna/domain';
import { badParameter } from '@trybuna/server';
import { parseId } from '../../jsonapi/ids';
import { parseQuery, type RawQuery } from '../../jsonapi/query';

/** An id as the site sends it: a string of digits naming a PostgreSQL integer (1 … 2³¹ − 1). */
const digitsId = z.string().refine((id) => parseId(id) !== null, 'id must be a numeric id');

/** Whether `text` holds a C0 or C1 control character other than the line feed (`\n`). */
const hasControl = (text: string): boolean => /\p{Cc}/u.test(text.replaceAll('\n', ''));
/** Characters as fans count them: Unicode code points (an emoji pair is one). */
function codePoints(text: string): number {
  let surrogatePairs = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      surrogatePairs++;
      i++;
    }
  }
  return text.length - surrogatePairs;
}

/** A UTF-16 surrogate without its pair (JSON can carry one; PostgreSQL text cannot). */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * A comment's text: plain text, not HTML (stored as typed; the site escapes it when it shows
 * it). Line breaks sent as `\r\n` or `\r` become `\n`; then it is trimmed and must be 1–1000
 * characters with no control character but `\n` and no lone surrogate.
 */
const commentText = z
  .string()
  .transform((text) => text.replace(/\r\n?/g, '\n').trim())
  .superRefine((text, issues) => {
    const characters = codePoints(text);
    if (characters === 0) {
      issues.addIssue({ code: 'custom', message: 'body must not be empty' });
    }
    if (characters > MAX_COMMENT_LENGTH) {
      issues.addIssue({
        code: 'custom',
        message: `body must be at most ${String(MAX_COMMENT_LENGTH)} characters (got ${String(characters)})`,
      });
    }
    if (hasControl(text)) {
      issues.addIssue({
        code: 'custom',
        message: 'body must not contain control characters (line breaks are allowed)',
      });
    }
    if (LONE_SURROGATE.test(text)) {
      issues.addIssue({ code: 'custom', message: 'body must be well-formed Unicode text' });
    }
  });

/**
 * `POST comments`: a `comment` with its `body` and the `resource` it is on, an `article` or
 * a `match` by digit id. Strict at every level: any other member is a 422.
 */
export const newCommentBody = z.strictObject({
  data: z.strictObject({
    type: z.literal('comment'),
    attributes: z.strictObject({ body: commentText }),
    relationships: z.strictObject({
      resource: z.strictObject({
        data: z.strictObject({ type: z.enum(COMMENT_RESOURCE_TYPES), id: digitsId }),
      }),
    }),
  }),
});

/** `PATCH comments/{id}` (editors' moderation): only `hidden` may change. */
export const moderationBody = z.strictObject({
  data: z.strictObject({
    type: z.literal('comments'),
    id: z.string().optional(),
    attributes: z.strictObject({ hidden: z.boolean() }),
  }),
});

/** The only `include` a comment write takes: its author. */
const COMMENT_INCLUDES = new Set(['user']);

/** `include=user` (or nothing); any other parameter or include path is a 400 naming it. */
export function commentWriteQuery(raw: RawQuery) {
  const query = parseQuery(raw);
  const other = Object.keys(raw).find((key) => key !== 'include');
  if (other !== undefined) {
    throw badParameter(other, `Unknown query parameter "${other}"; a comment takes include=user`);
  }
  const unknown = query.include.find((path) => !COMMENT_INCLUDES.has(path));
  if (unknown !== undefined) {
    throw badParameter('include', `include: a comment includes only user (got ${unknown})`);
  }
  return query;
}
