import { CONTENT_LANGUAGES } from './locale';

/**
 * Issue 17 item 4, `POST contact_form`: the bounds the API puts on a submission besides the
 * rules of `contact-forms.ts` (which the site checks before sending), so the site's inputs can
 * say the same (`maxLength`).
 */

/** A submission without `form` is the volunteer form (001 §2: contact_form is the volunteer form). */
export const DEFAULT_CONTACT_FORM_KIND = 'volunteer';

/** The languages a submission may say its form was shown in: the site's (000 §7.2). */
export const CONTACT_FORM_LOCALES = CONTENT_LANGUAGES;

/** The spec's message for a larger attachment (001 §5, verbatim). */
export const CONTACT_FILE_TOO_LARGE = 'File should weigh max 5MB';

/** Longest values, in UTF-16 code units (what a browser's `maxLength` counts), once trimmed. */
export const CONTACT_FORM_MAX_LENGTH = {
  name: 100,
  surname: 100,
  email: 254,
  phone: 40,
  about_you: 5000,
  /** The attachment's name as stored (a longer one is cut). */
  file_name: 200,
} as const;

/** A phone number as typed: digits, spaces, `+`, `(`, `)` and `-`. */
export const CONTACT_FORM_PHONE_PATTERN = /^[0-9 +()-]*$/;

/**
 * The honeypot field: hidden from people, so only a bot fills it. Absent or empty on every real
 * submission; anything else is refused and nothing is stored.
 */
export const CONTACT_FORM_HONEYPOT = 'contact_me_by_fax_only';
