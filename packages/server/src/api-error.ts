/** One JSON:API 1.1 error object (ARCHITECTURE.md "API contract"). */
export interface JsonApiError {
  status: string;
  title: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string; header?: string };
}

/** A client error with its JSON:API `source`; the error handler turns it into a document. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly source: JsonApiError['source'];

  constructor(statusCode: number, detail: string, source?: JsonApiError['source']) {
    super(detail);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.source = source;
  }
}

export const badParameter = (parameter: string, detail: string) =>
  new ApiError(400, detail, { parameter });

export const notFound = (detail: string) => new ApiError(404, detail);
