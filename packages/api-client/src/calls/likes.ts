import * as z from 'zod/mini';
import type { LikeType } from '@trybuna/domain';
import type { ApiClient } from '../client';
import { likesCountRequest } from './likes-count';
import { parseResponse, toRequestOptions, type CallOptions } from './parse';

export { likesCountRequest };

const likesCountData = z.looseObject({ likes_count: z.number() });

/**
 * 000 §7.3: `GET {path}/{id}?fields[{type}]=likes_count` and its `likes_count`; `null`
 * without a request for a like type whose count is not read.
 */
export async function readLikesCount(
  client: ApiClient,
  likeType: LikeType | (string & {}),
  id: string | number,
  options: CallOptions & { pageId?: string | number } = {},
): Promise<number | null> {
  const { pageId, ...call } = options;
  const target = likesCountRequest(likeType, id, pageId);
  if (!target) return null;
  const response = await client.get(
    target.path,
    toRequestOptions(call, { fields: { [target.fieldsType]: ['likes_count'] } }),
  );
  return parseResponse(response, likesCountData).data.likes_count;
}

/** The JSON:API body of one like (000 §7.3). */
export function likeBody(resource: { id: string | number; type: LikeType }, virtualUserId: string) {
  return {
    data: {
      type: 'like' as const,
      attributes: { virtual_user_id: virtualUserId },
      relationships: { resource: { data: { id: String(resource.id), type: resource.type } } },
    },
  };
}

export interface PostedLike {
  /** The like's id. */
  id: string;
  virtualUserId: string;
  /** The item's count after this like (`meta.likes_count`), `null` when the API does not say. */
  likesCount: number | null;
}

const postedLike = z.looseObject({ id: z.string(), type: z.literal('like') });
const likeMeta = z.looseObject({ likes_count: z.number() });

/**
 * `POST likes` for one like (000 §7.3): one call per like, each with a fresh UUID v4 virtual
 * user id (000 §9) unless one is given.
 */
export async function postLike(
  client: ApiClient,
  resource: { id: string | number; type: LikeType },
  virtualUserId: string = globalThis.crypto.randomUUID(),
  options: CallOptions = {},
): Promise<PostedLike> {
  const response = await client.post(
    'likes',
    likeBody(resource, virtualUserId),
    toRequestOptions(options, undefined),
  );
  const like = parseResponse(response, postedLike).data;
  const meta = likeMeta.safeParse(response.meta);
  return { id: like.id, virtualUserId, likesCount: meta.success ? meta.data.likes_count : null };
}
