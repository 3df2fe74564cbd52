import {
  CONTACT_FORM_HONEYPOT,
  CONTACT_FORM_PHONE_PATTERN,
  contactFormProblems,
  type ContactCheckedField,
  type ContactFileKind,
} from '@trybuna/domain';

/** The texts the fan types. */
export interface ContactFormValues {
  name: string;
  surname: string;
  email: string;
  phone: string;
  about_you: string;
}
export type TextField = keyof ContactFormValues;

/** An accepted attachment: the file, its name and the kind its first bytes showed. */
export interface ChosenFile {
  blob: Blob;
  name: string;
  kind: ContactFileKind;
}

/** The fields checked before sending: 001 §5's, and the phone's characters (the API's rule). */
type CheckedField = ContactCheckedField | 'phone';
export type ErrorField = CheckedField | 'file';
/** The message keys (namespace `forms`) a field can show. */
export type FieldError =
  | 'nameRequired'
  | 'surnameRequired'
  | 'emailRequired'
  | 'phoneInvalid'
  | 'consentRequired'
  | 'fileTooBig'
  | 'fileType'
  | 'fileUnreadable';
export type FieldErrors = Partial<Record<ErrorField, FieldError>>;

export interface ContactFormState {
  values: ContactFormValues;
  consent: boolean;
  file: ChosenFile | null;
  errors: FieldErrors;
  status: 'editing' | 'sending' | 'sent';
  /** A refusal that is no field's: the API's rate limit. */
  notice: 'rateLimited' | null;
}

export const EMPTY_VALUES: ContactFormValues = {
  name: '',
  surname: '',
  email: '',
  phone: '',
  about_you: '',
};

export const INITIAL_STATE: ContactFormState = {
  values: EMPTY_VALUES,
  consent: false,
  file: null,
  errors: {},
  status: 'editing',
  notice: null,
};

const MESSAGE: Readonly<Record<CheckedField, FieldError>> = {
  name: 'nameRequired',
  surname: 'surnameRequired',
  email: 'emailRequired',
  phone: 'phoneInvalid',
  consent: 'consentRequired',
};

/** The fields that can be wrong, in the order the form shows them (focus goes to the first). */
const ERROR_ORDER: readonly ErrorField[] = ['name', 'surname', 'email', 'phone', 'file', 'consent'];

/**
 * 001 §5 checks of the typed values (name, surname, e-mail, consent; the phone, optional, only
 * with the characters the API takes): the message of each failing field.
 */
export function checkFields(values: ContactFormValues, consent: boolean): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of contactFormProblems({ ...values, consent })) errors[field] = MESSAGE[field];
  if (!CONTACT_FORM_PHONE_PATTERN.test(values.phone.trim())) errors.phone = MESSAGE.phone;
  return errors;
}

/**
 * Whether a bot filled the honeypot (`contact_me_by_fax_only`, the field no person sees), read
 * from the form itself at submit, whatever way it was filled: the form then pretends to have
 * sent, and sends nothing.
 */
export function honeypotFilled(form: HTMLFormElement): boolean {
  const value = new FormData(form).get(CONTACT_FORM_HONEYPOT);
  return typeof value === 'string' && value !== '';
}

/** The first field with an error, in the form's order. */
export function firstError(errors: FieldErrors): ErrorField | null {
  return ERROR_ORDER.find((field) => errors[field] !== undefined) ?? null;
}

/** The error messages in the form's order. */
export function errorList(errors: FieldErrors): FieldError[] {
  return ERROR_ORDER.flatMap((field) => {
    const error = errors[field];
    return error ? [error] : [];
  });
}

export type ContactFormAction =
  | { type: 'edit'; field: TextField; value: string }
  | { type: 'consent'; checked: boolean }
  | { type: 'file'; file: ChosenFile }
  | { type: 'fileRefused'; error: FieldError }
  | { type: 'removeFile' }
  | { type: 'invalid'; errors: FieldErrors }
  | { type: 'sending' }
  | { type: 'sent' }
  | { type: 'failed'; errors?: FieldErrors; notice?: 'rateLimited' };

function withoutError(errors: FieldErrors, field: ErrorField): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field));
}

/** A field's shown error after an edit: gone once the field is right, otherwise kept. */
function recheck(state: ContactFormState, field: CheckedField): FieldErrors {
  if (state.errors[field] === undefined) return state.errors;
  const now = checkFields(state.values, state.consent)[field];
  return { ...withoutError(state.errors, field), ...(now === undefined ? {} : { [field]: now }) };
}

/**
 * The form's states: editing (errors shown after a submit, each cleared once its field is
 * right), sending, and sent (the values reset, the thanks shown). A failed send goes back to
 * editing with everything the fan typed and chose still there. A refused file is not kept: its
 * message stays until the next choice or submit (the attachment is optional, and no file is
 * shown as chosen).
 */
export function contactFormReducer(
  state: ContactFormState,
  action: ContactFormAction,
): ContactFormState {
  switch (action.type) {
    case 'edit': {
      const next = { ...state, values: { ...state.values, [action.field]: action.value } };
      const field = action.field;
      return field === 'about_you' ? next : { ...next, errors: recheck(next, field) };
    }
    case 'consent': {
      const next = { ...state, consent: action.checked };
      return { ...next, errors: recheck(next, 'consent') };
    }
    case 'file':
      return { ...state, file: action.file, errors: withoutError(state.errors, 'file') };
    case 'fileRefused':
      return { ...state, file: null, errors: { ...state.errors, file: action.error } };
    case 'removeFile':
      return { ...state, file: null, errors: withoutError(state.errors, 'file') };
    case 'invalid':
      return { ...state, status: 'editing', errors: action.errors, notice: null };
    case 'sending':
      return { ...state, status: 'sending', errors: {}, notice: null };
    case 'sent':
      return { ...INITIAL_STATE, status: 'sent' };
    case 'failed':
      return {
        ...state,
        status: 'editing',
        errors: { ...state.errors, ...action.errors },
        notice: action.notice ?? null,
      };
  }
}
