import type { CommentResourceType } from '@trybuna/domain';
import * as z from 'zod/mini';
import type { ApiClient } from '../client';
import type { QueryParams } from '../query';
import type { ApiResponse } from '../response';
import { flag, int, resource, text } from '../schemas/common';
import { getList, parseResponse, toRequestOptions, type CallOptions } from './parse';

/** A comment's author as the API shows it: the nickname (and picture), nothing private. */
export const commentAuthorSchema = resource('users', { nickname: text, avatar_url: text });

/** 001 §3 comment (plain text; `own` when the caller wrote it). */
export const commentSchema = resource('comments', {
  body: text,
  resource_type: text,
  resource_id: int,
  created_at: text,
  own: flag,
  user: z.nullish(commentAuthorSchema),
});

export type Comment = z.infer<typeof commentSchema>;
export interface CommentTarget {
  type: CommentResourceType;
  id: string | number;
}

/** Comments per page (newest first). */
export const COMMENTS_PAGE_SIZE = 10;

/** `GET comments?filter[resource_type_eq]&filter[resource_id_eq]&sort=-created_at&include=user`. */
export function getComments(
  client: ApiClient,
  target: CommentTarget,
  page = 1,
  options: CallOptions = {},
): Promise<ApiResponse<Comment[]>> {
  const params: QueryParams = {
    filter: { resource_type_eq: target.type, resource_id_eq: String(target.id) },
    sort: ['-created_at'],
    include: ['user'],
    page: { size: COMMENTS_PAGE_SIZE, number: page },
  };
  return getList(client, 'comments', commentSchema, params, options);
}

/** The JSON:API body of a new comment. */
export function commentBody(target: CommentTarget, body: string) {
  return {
    data: {
      type: 'comment' as const,
      attributes: { body },
      relationships: { resource: { data: { type: target.type, id: String(target.id) } } },
    },
  };
}

/** `POST comments?include=user` with the fan's `userToken`: answers the new comment. */
export async function postComment(
  client: ApiClient,
  target: CommentTarget,
  body: string,
  options: CallOptions = {},
): Promise<Comment> {
  const response = await client.post(
    'comments',
    commentBody(target, body),
    toRequestOptions(options, { include: ['user'] }),
  );
  return parseResponse(response, commentSchema).data;
}

/** `DELETE comments/{id}`: the author's own comment. */
export async function deleteComment(
  client: ApiClient,
  id: string,
  options: CallOptions = {},
): Promise<void> {
  await client.delete(`comments/${encodeURIComponent(id)}`, toRequestOptions(options, undefined));
}
