import type { ApiClient } from '../client';
import type { QueryParams } from '../query';
import type { ApiResponse } from '../response';
import { tagSchema, type Tag } from '../schemas/common';
import { getList, type CallOptions } from './parse';

/** `GET tags` (000 §7.2): name and slug of each tag. */
export function getTags(
  client: ApiClient,
  params: QueryParams = {},
  options: CallOptions = {},
): Promise<ApiResponse<Tag[]>> {
  return getList(client, 'tags', tagSchema, params, options);
}
