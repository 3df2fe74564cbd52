import * as z from 'zod/mini';
import {
  CONTACT_FORM_HONEYPOT,
  CONTACT_FORM_KINDS,
  CONTACT_FORM_LOCALES,
  CONTACT_FORM_MAX_LENGTH as MAX,
  CONTACT_FORM_PHONE_PATTERN,
} from '@trybuna/domain';

/** 001 §7 `file? {name, data}`: the file's name and its content as a base64 data URL. */
export const contactFormFileSchema = z.strictObject({
  name: z.string(),
  data: z.string().check(z.startsWith('data:')),
});

/**
 * The JSON body of `POST contact_form` (001 §7, issue 17 item 4) with the bounds the API
 * enforces (it checks everything again and alone decides). `contact_me_by_fax_only` is the
 * honeypot: leave it out or send it empty.
 */
export const contactFormBodySchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX.name)),
  surname: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX.surname)),
  email: z.email().check(z.maxLength(MAX.email)),
  phone: z.optional(
    z.nullable(z.string().check(z.maxLength(MAX.phone), z.regex(CONTACT_FORM_PHONE_PATTERN))),
  ),
  about_you: z.optional(z.nullable(z.string().check(z.maxLength(MAX.about_you)))),
  consent: z.literal(true),
  file: z.optional(z.nullable(contactFormFileSchema)),
  form: z.optional(z.enum(CONTACT_FORM_KINDS)),
  locale: z.optional(z.enum(CONTACT_FORM_LOCALES)),
  [CONTACT_FORM_HONEYPOT]: z.optional(z.literal('')),
});

export type ContactFormBody = z.input<typeof contactFormBodySchema>;

/** What `POST contact_form` answers (201): the stored submission's id, form and time. */
export const contactFormReceiptSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  type: z.literal('contact_form_submissions'),
  form: z.string(),
  created_at: z.string(),
});

export type ContactFormReceipt = z.infer<typeof contactFormReceiptSchema>;
