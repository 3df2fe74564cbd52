import * as z from 'zod/mini';
import {
  ApiError,
  INTERNAL_ERROR_MESSAGE,
  ResponseShapeError,
  UNAUTHORIZED_MESSAGE,
} from './errors';
import { deserialise, jsonApiDocumentSchema, looksLikeJsonApi } from './json-api';

/** 000 §8: the statuses that count as success; every other one rejects. */
export const SUCCESS_STATUSES: readonly number[] = [200, 201, 204];

/** A successful answer (000 §7.1 "returns the data and the headers"). */
export interface ApiResponse<T = unknown> {
  status: number;
  /** Deserialised JSON:API data, the plain JSON body otherwise; `null` for 204. */
  data: T;
  /** Response headers, lower-case names. */
  headers: Record<string, string>;
  /** JSON:API top-level `meta` (e.g. `pagination`), when the document has one. */
  meta?: Record<string, unknown>;
  /** JSON:API top-level `links`, when the document has one. */
  links?: Record<string, unknown>;
}

/** An empty body is `null`, JSON is parsed, anything else stays text. */
export function parseBody(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function formatIssues(error: z.core.$ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

/** A successful status's body as an `ApiResponse`, JSON:API documents deserialised. */
export function successResponse(
  status: number,
  body: unknown,
  headers: Record<string, string>,
): ApiResponse {
  if (status === 204) return { status, data: null, headers };
  if (!looksLikeJsonApi(body)) return { status, data: body, headers };
  const parsed = jsonApiDocumentSchema.safeParse(body);
  if (!parsed.success) {
    throw new ResponseShapeError('The response is not a valid JSON:API document', {
      status,
      data: body,
      headers,
      issues: formatIssues(parsed.error),
    });
  }
  const { meta, links } = parsed.data;
  return {
    status,
    data: deserialise(parsed.data),
    headers,
    ...(meta ? { meta } : {}),
    ...(links ? { links } : {}),
  };
}

const message = z.string().check(z.minLength(1));
/** 000 §8's `message` of a 422: in `meta` (JSON:API allows no other top-level member), or top level. */
const messageBody = z.union([z.object({ meta: z.object({ message }) }), z.object({ message })]);
const errorsBody = z.object({
  errors: z.array(z.object({ detail: z.optional(z.string()), title: z.optional(z.string()) })),
});

function describe(status: number, body: unknown): string {
  const parsed = errorsBody.safeParse(body);
  const first = parsed.success ? parsed.data.errors[0] : undefined;
  return first?.detail ?? first?.title ?? `Request failed with status ${String(status)}`;
}

/**
 * The error catalogue of 000 §8 for a non-success status: 422 carries the server's `message`
 * (or the fixed fallback), 401 is 'Unauthorized', anything else carries the response data.
 */
export function failureError(
  status: number,
  body: unknown,
  headers: Record<string, string>,
): ApiError {
  const details = { status, data: body, headers };
  if (status === 422) {
    const parsed = messageBody.safeParse(body);
    const text = parsed.success
      ? 'meta' in parsed.data
        ? parsed.data.meta.message
        : parsed.data.message
      : INTERNAL_ERROR_MESSAGE;
    return new ApiError(text, details);
  }
  if (status === 401) return new ApiError(UNAUTHORIZED_MESSAGE, details);
  return new ApiError(describe(status, body), details);
}
