import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import { ApiError, InvalidBody } from '@trybuna/server';

/**
 * Routes declare their input as zod schemas (`schema: { params, querystring, body }`) and read
 * it typed: `app.withTypeProvider<ZodTypeProvider>()` gives handlers each schema's output.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/**
 * The app's validator compiler: each route's zod schemas, answered as the API always has.
 * A refused body is a 422 with one error per issue (`InvalidBody`, pointers into the body); a
 * query or path a schema refuses is what its parser throws (`ApiError`: 400 naming the
 * parameter, 404 for a path naming nothing), or a 400 naming the first issue's parameter.
 * Validators never throw: anything but an `ApiError` thrown by a parser is a 500.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    try {
      // Fastify hands an absent body over as null; the routes always judged it absent.
      const result = schema.safeParse(httpPart === 'body' && data === null ? undefined : data);
      if (result.success) return { value: result.data };
      if (httpPart === 'body') return { error: new InvalidBody(result.error.issues) };
      const issue = result.error.issues[0];
      return {
        error: new ApiError(400, issue?.message ?? 'Invalid request', {
          parameter: String(issue?.path[0] ?? ''),
        }),
      };
    } catch (error) {
      if (error instanceof ApiError) return { error };
      // A fault of the API, not of the request: a 500, logged by the error handler.
      return {
        error: Object.assign(new Error('Validation failed', { cause: error }), { statusCode: 500 }),
      };
    }
  };
