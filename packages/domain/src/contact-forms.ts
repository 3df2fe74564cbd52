/**
 * 001 §2–§5, issue 17 item 4: the site's contact forms (volunteer, job with a CV, contact), the
 * rules the browser checks before sending. The API checks the same again and decides alone.
 */

/** The `contact_form` module's forms (payload `form`). */
export const CONTACT_FORM_KINDS = ['volunteer', 'job', 'contact'] as const;
export type ContactFormKind = (typeof CONTACT_FORM_KINDS)[number];

export function isContactFormKind(value: unknown): value is ContactFormKind {
  return (CONTACT_FORM_KINDS as readonly unknown[]).includes(value);
}

/** The volunteer form's optional attachment and the job form's CV; the contact form has none. */
export function contactFormTakesFile(form: ContactFormKind): boolean {
  return form !== 'contact';
}

/** 001 §5 'File should weigh max 5MB': 5 × 1024 × 1024 bytes (the file itself, not base64). */
export const CONTACT_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** The attachment kinds the forms take, recognised by their first bytes, never by their name. */
export type ContactFileKind = 'pdf' | 'doc' | 'docx';

/** How many leading bytes `sniffContactFile` needs. */
export const CONTACT_FILE_SNIFF_BYTES = 8;

/** The media type a recognised attachment is sent with (its data URL's). */
export const CONTACT_FILE_MIME: Readonly<Record<ContactFileKind, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** What the file inputs offer in the picker (001 §5: .doc, .pdf and .docx). */
export const CONTACT_FILE_ACCEPT = '.doc,.pdf,.docx';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // '%PDF-'
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // compound file: .doc
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // 'PK\x03\x04': .docx (a zip; the API checks word/ inside)

function startsWith(head: Uint8Array, magic: readonly number[]): boolean {
  return head.length >= magic.length && magic.every((byte, i) => head[i] === byte);
}

/**
 * The attachment's kind from its first bytes: '%PDF-' pdf, the OLE compound-file signature doc,
 * a zip docx; anything else (an executable renamed cv.pdf, an image) null.
 */
export function sniffContactFile(head: Uint8Array): ContactFileKind | null {
  if (startsWith(head, PDF)) return 'pdf';
  if (startsWith(head, OLE)) return 'doc';
  if (startsWith(head, ZIP)) return 'docx';
  return null;
}

/** The fields 001 §5 checks, in the order the form shows them. */
export const CONTACT_CHECKED_FIELDS = ['name', 'surname', 'email', 'consent'] as const;
export type ContactCheckedField = (typeof CONTACT_CHECKED_FIELDS)[number];

export interface ContactFormInput {
  name: string;
  surname: string;
  email: string;
  consent: boolean;
}

/** The address rule the API's zod `z.email()` applies (the same pattern, so both agree). */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value.trim());
}

/**
 * 001 §5: name, surname and a valid e-mail are required and consent must be checked (phone and
 * about_you are optional). The fields that fail, in the form's order.
 */
export function contactFormProblems(input: ContactFormInput): ContactCheckedField[] {
  const problems: ContactCheckedField[] = [];
  if (input.name.trim() === '') problems.push('name');
  if (input.surname.trim() === '') problems.push('surname');
  if (!isEmailAddress(input.email)) problems.push('email');
  if (!input.consent) problems.push('consent');
  return problems;
}

/**
 * 001 §4 thanks after a successful submit (which form gets which is this site's reading): the
 * contact form 'Wkrótce odpowiemy na Twoje pytanie', the volunteer and job forms 'Dzięki za
 * zangażowanie'.
 */
export function contactFormThanks(form: ContactFormKind): 'answerSoon' | 'thanksForInvolvement' {
  return form === 'contact' ? 'answerSoon' : 'thanksForInvolvement';
}
