import { z } from 'zod';
import {
  CONTACT_FORM_HONEYPOT,
  CONTACT_FORM_KINDS,
  CONTACT_FORM_LOCALES,
  CONTACT_FORM_MAX_LENGTH as MAX,
  CONTACT_FORM_PHONE_PATTERN,
  DEFAULT_CONTACT_FORM_KIND,
} from '@trybuna/domain';
import { ApiError, type ValidationIssue } from '@trybuna/server';

/** Control characters (C0, DEL, C1) and lone surrogates: none in a one-line field. */
const CONTROL = /[\p{Cc}\p{Cs}]/u;
/** The same, line breaks and tabs allowed (the message, its `\r\n` already made `\n`). */
const hasControlButLines = (text: string) => CONTROL.test(text.replace(/[\n\t]/g, ''));

const stringOf = (field: string) =>
  z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `${field} is required`
        : `${field} must be a string`,
  });

/** A required one-line field: trimmed, 1–`max` characters, no control character. */
const required = (field: string, max: number) =>
  stringOf(field)
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${String(max)} characters`)
    .refine((text) => !CONTROL.test(text), `${field} must not contain control characters`);

/** An optional field: trimmed; absent, null or empty is stored as null. */
const optional = <T extends z.ZodType<string, string>>(text: T) =>
  text.nullish().transform((value) => (value === '' || value === undefined ? null : value));

const phone = optional(
  z
    .string({ error: 'phone must be a string' })
    .trim()
    .max(MAX.phone, `phone must be at most ${String(MAX.phone)} characters`)
    .regex(CONTACT_FORM_PHONE_PATTERN, 'phone may hold only digits, spaces, +, (, ) and -'),
);

const aboutYou = optional(
  z
    .string({ error: 'about_you must be a string' })
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .max(MAX.about_you, `about_you must be at most ${String(MAX.about_you)} characters`)
        .refine(
          (text) => !hasControlButLines(text),
          'about_you must not contain control characters (line breaks are allowed)',
        ),
    ),
);

const email = stringOf('email')
  .trim()
  .min(1, 'email is required')
  .max(MAX.email, `email must be at most ${String(MAX.email)} characters`)
  .pipe(z.email('email must be a valid e-mail address'));

/**
 * The fields of 001 §7 (`name, surname, email, phone, about_you, consent`), the form they come
 * from, the page's language and the honeypot; the same in a JSON body and in multipart text
 * parts. Strict: any other field is a 422.
 */
const fieldShape = {
  name: required('name', MAX.name),
  surname: required('surname', MAX.surname),
  email,
  phone,
  about_you: aboutYou,
  consent: z.literal(true, {
    error: 'consent must be true: the data processing information must be accepted',
  }),
  form: z
    .enum(CONTACT_FORM_KINDS, { error: `form must be one of ${CONTACT_FORM_KINDS.join(', ')}` })
    .default(DEFAULT_CONTACT_FORM_KIND),
  locale: z
    .enum(CONTACT_FORM_LOCALES, { error: `locale must be ${CONTACT_FORM_LOCALES.join(' or ')}` })
    .nullish()
    .transform((value) => value ?? null),
  // Checked (and refused) before the schema runs: see `honeypotFilled`.
  [CONTACT_FORM_HONEYPOT]: z.union([z.literal(''), z.null()]).optional(),
};

export const contactFormFields = z.strictObject(fieldShape);

/** 001 §7 `file? {name, data}`: `data` a base64 data URL (decoded by `decodeDataUrl`). */
const jsonFile = z
  .strictObject({
    name: z
      .string({ error: 'file.name must be a string' })
      .max(1000, 'file.name must be at most 1000 characters'),
    data: z.string({ error: 'file.data must be a data URL' }),
  })
  .nullish();

/** `POST contact_form` with `application/json` (001 §7). */
export const contactFormJsonBody = z.strictObject({ ...fieldShape, file: jsonFile });

export type ContactFormFields = z.output<typeof contactFormFields>;

/**
 * Whether a bot filled the honeypot (`contact_me_by_fax_only`: anything but absent, null or
 * empty). Checked before anything else, so a bot learns nothing about the other fields.
 */
export function honeypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const value = (body as Record<string, unknown>)[CONTACT_FORM_HONEYPOT];
  return value !== undefined && value !== null && value !== '';
}

/** The refusal a filled honeypot gets: generic, nothing stored. */
export const submissionRefused = () => new ApiError(422, 'Submission refused');

/** A JSON pointer segment (RFC 6901: `~` and `/` escaped). */
const segment = (key: string) => key.slice(0, 64).replace(/~/g, '~0').replace(/\//g, '~1');

/** Most errors one answer lists (a body of thousands of unknown fields gets the first ones). */
const MAX_ISSUES = 20;

/** Zod's issues as the errors sent: one per unknown field, each pointing at it. */
export function fieldIssues(issues: readonly z.core.$ZodIssue[]): ValidationIssue[] {
  return issues
    .flatMap((issue): ValidationIssue[] =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => ({
            message: `Unknown field ${JSON.stringify(key.slice(0, 64))}`,
            path: [...issue.path, segment(key)],
          }))
        : [{ message: issue.message, path: issue.path }],
    )
    .slice(0, MAX_ISSUES);
}
