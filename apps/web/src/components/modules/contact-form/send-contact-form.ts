import type { ContactFormBody } from '@trybuna/api-client/calls/forms';
import { isApiError } from '@trybuna/api-client/errors';
import { CONTACT_FILE_TOO_LARGE } from '@trybuna/domain';
import { browserApi } from '@trybuna/api-client/browser';
import type { FieldError, FieldErrors } from './form-state';

/** What became of a submit: sent, refused field by field, rate-limited, or failed otherwise. */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'rateLimited' }
  | { kind: 'failed'; error: unknown };

/** The API's 422 pointers (`source.pointer`) → the field and the message it shows. */
const POINTERS: readonly (readonly [
  prefix: string,
  field: keyof FieldErrors,
  error: FieldError,
])[] = [
  ['/name', 'name', 'nameRequired'],
  ['/surname', 'surname', 'surnameRequired'],
  ['/email', 'email', 'emailRequired'],
  ['/phone', 'phone', 'phoneInvalid'],
  ['/consent', 'consent', 'consentRequired'],
  ['/file', 'file', 'fileType'],
];

interface RefusedField {
  pointer: string;
  detail: unknown;
}

function refusalsOf(data: unknown): RefusedField[] {
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((error: unknown) => {
    const { source, detail } = (error ?? {}) as {
      source?: { pointer?: unknown };
      detail?: unknown;
    };
    return typeof source?.pointer === 'string' ? [{ pointer: source.pointer, detail }] : [];
  });
}

/**
 * The API's refusal of single fields as the form shows them (a file past 5 MB with 'File should
 * weigh max 5MB', any other file refusal with the type message); empty when it named none.
 */
export function refusedFields(status: number, data: unknown): FieldErrors {
  if (status === 413) return { file: 'fileTooBig' };
  if (status !== 422) return {};
  const errors: FieldErrors = {};
  for (const { pointer, detail } of refusalsOf(data)) {
    const match = POINTERS.find(
      ([prefix]) => pointer === prefix || pointer.startsWith(`${prefix}/`),
    );
    if (!match) continue;
    const [, field, error] = match;
    errors[field] = field === 'file' && detail === CONTACT_FILE_TOO_LARGE ? 'fileTooBig' : error;
  }
  return errors;
}

/**
 * `POST contact_form` with the JSON body of 001 §7 through the api-client's `postContactForm`
 * (the answer is not read). A 422 naming fields or a 413 comes back as field errors, a 429 as
 * rate-limited, anything else as failed (the caller logs it and keeps the form as it is).
 */
export async function sendContactForm(
  apiBase: string,
  body: ContactFormBody,
): Promise<SendOutcome> {
  try {
    const { api, client } = await browserApi(apiBase, 'forms');
    await api.postContactForm(client, body);
    return { kind: 'sent' };
  } catch (error) {
    if (isApiError(error)) {
      if (error.status === 429) return { kind: 'rateLimited' };
      const errors = refusedFields(error.status, error.data);
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    }
    return { kind: 'failed', error };
  }
}
