import { DEFAULT_CONTENT_LANGUAGE } from '@trybuna/domain';
import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../client';
import { ResponseShapeError } from '../errors';
import { fetchAll, type FetchAllOptions } from '../pagination';
import type { QueryParams } from '../query';
import { formatIssues, type ApiResponse } from '../response';

/** Options of the typed calls: the request options plus the `Accept-Language` to send. */
export interface CallOptions extends Omit<RequestOptions, 'params'> {
  /** Sent as `Accept-Language` (000 §7.2); `en…` reads the English content. */
  language?: string;
}

/** 000 §7.2: `Accept-Language` defaults to Polish for articles and pages. */
export const DEFAULT_LANGUAGE = DEFAULT_CONTENT_LANGUAGE;

/** The request options of a typed call: its parameters, and its language as a header. */
export function toRequestOptions(
  options: CallOptions,
  params: QueryParams | undefined,
  defaultLanguage?: string,
): RequestOptions {
  const { language = defaultLanguage, headers, ...rest } = options;
  return {
    ...rest,
    ...(params ? { params } : {}),
    headers: { ...(language ? { 'Accept-Language': language } : {}), ...headers },
  };
}

/** Checks a response's data against a schema (zod at the boundary). */
export function parseResponse<T>(
  response: ApiResponse,
  schema: z.core.$ZodType<T>,
): ApiResponse<T> {
  const parsed = z.safeParse(schema, response.data);
  if (!parsed.success) {
    throw new ResponseShapeError('The response does not have the expected shape', {
      status: response.status,
      data: response.data,
      headers: response.headers,
      issues: formatIssues(parsed.error),
    });
  }
  return { ...response, data: parsed.data };
}

/** Checks items already fetched (e.g. by `fetchAll`) against a schema. */
export function parseItems<T>(items: readonly unknown[], schema: z.core.$ZodType<T>): T[] {
  return items.map((item, index) => {
    const parsed = z.safeParse(schema, item);
    if (!parsed.success) {
      throw new ResponseShapeError(`Item ${String(index)} does not have the expected shape`, {
        status: 200,
        data: item,
        issues: formatIssues(parsed.error),
      });
    }
    return parsed.data;
  });
}

/** What a checked `GET` takes: where, the schema, the query, the call options and language. */
type CheckedGet<T> = [
  client: ApiClient,
  path: string,
  schema: z.core.$ZodType<T>,
  params?: QueryParams,
  options?: CallOptions,
  defaultLanguage?: string,
];

/** `GET {path}` of a list, every item checked against the schema. */
export async function getList<T>(
  ...[client, path, schema, ...rest]: CheckedGet<T>
): Promise<ApiResponse<T[]>> {
  return getOne(client, path, z.array(schema), ...rest);
}

/** `GET {path}` of one resource, checked against the schema. */
export async function getOne<T>(
  ...[client, path, schema, params = {}, options = {}, defaultLanguage]: CheckedGet<T>
): Promise<ApiResponse<T>> {
  const response = await client.get(path, toRequestOptions(options, params, defaultLanguage));
  return parseResponse(response, schema);
}

/** `fetchAll` with every item checked against the schema (001 §7: size 50, no delay). */
export async function fetchAllOf<T>(
  client: ApiClient,
  path: string,
  schema: z.core.$ZodType<T>,
  params: QueryParams = {},
  options: FetchAllOptions & { language?: string } = {},
): Promise<T[]> {
  const { language, headers, ...rest } = options;
  const items = await fetchAll(client, path, params, {
    ...rest,
    headers: { ...(language ? { 'Accept-Language': language } : {}), ...headers },
  });
  return parseItems(items, schema);
}
