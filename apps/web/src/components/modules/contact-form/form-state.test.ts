import { describe, expect, it } from 'vitest';
import {
  checkFields,
  contactFormReducer,
  errorList,
  firstError,
  INITIAL_STATE,
  type ChosenFile,
  type ContactFormAction,
  type ContactFormState,
} from './form-state';

const run = (...actions: ContactFormAction[]): ContactFormState =>
  actions.reduce(contactFormReducer, INITIAL_STATE);

const typed: ContactFormAction[] = [
  { type: 'edit', field: 'name', value: 'Anna' },
  { type: 'edit', field: 'surname', value: 'Nowak' },
  { type: 'edit', field: 'email', value: 'anna@example.pl' },
  { type: 'edit', field: 'phone', value: '+48 600 100 200' },
  { type: 'edit', field: 'about_you', value: 'Chcę pomagać.' },
  { type: 'consent', checked: true },
];

const pdf: ChosenFile = { blob: new Blob(['%PDF-1.4']), name: 'cv.pdf', kind: 'pdf' };

describe('contact form state (001 §4, §5)', () => {
  it('an empty form: name, surname, e-mail and consent, in the form order', () => {
    const errors = checkFields(INITIAL_STATE.values, false);
    expect(errorList(errors)).toEqual([
      'nameRequired',
      'surnameRequired',
      'emailRequired',
      'consentRequired',
    ]);
    expect(firstError(errors)).toBe('name');
  });

  it('an invalid address gets the e-mail message; a phone with letters its own', () => {
    const state = run(...typed, { type: 'edit', field: 'email', value: 'anna@' });
    expect(checkFields(state.values, state.consent)).toEqual({ email: 'emailRequired' });
    const phone = run(...typed, { type: 'edit', field: 'phone', value: 'zadzwoń' });
    expect(checkFields(phone.values, phone.consent)).toEqual({ phone: 'phoneInvalid' });
    expect(checkFields(run(...typed).values, true)).toEqual({});
  });

  it('a shown error goes once its field is right, and only then', () => {
    const shown = run({ type: 'invalid', errors: checkFields(INITIAL_STATE.values, false) });
    const typing = contactFormReducer(shown, { type: 'edit', field: 'name', value: 'A' });
    expect(typing.errors.name).toBeUndefined();
    expect(typing.errors.surname).toBe('surnameRequired');
    const halfEmail = contactFormReducer(typing, { type: 'edit', field: 'email', value: 'a@b' });
    expect(halfEmail.errors.email).toBe('emailRequired');
    const ticked = contactFormReducer(halfEmail, { type: 'consent', checked: true });
    expect(ticked.errors.consent).toBeUndefined();
    // A field that showed no error does not start showing one while typed.
    const fresh = run({ type: 'edit', field: 'email', value: 'x' });
    expect(fresh.errors).toEqual({});
  });

  it('a refused file is not kept and says why; a good one replaces the message', () => {
    const refused = run({ type: 'file', file: pdf }, { type: 'fileRefused', error: 'fileTooBig' });
    expect(refused.file).toBeNull();
    expect(refused.errors.file).toBe('fileTooBig');
    const chosen = contactFormReducer(refused, { type: 'file', file: pdf });
    expect(chosen.file).toBe(pdf);
    expect(chosen.errors.file).toBeUndefined();
    expect(contactFormReducer(chosen, { type: 'removeFile' }).file).toBeNull();
  });

  it('a failed send keeps every value and the file; the API’s field refusals are shown', () => {
    const sending = run(...typed, { type: 'file', file: pdf }, { type: 'sending' });
    expect(sending.status).toBe('sending');
    const failed = contactFormReducer(sending, { type: 'failed' });
    expect(failed.status).toBe('editing');
    expect(failed.values).toEqual(sending.values);
    expect(failed.consent).toBe(true);
    expect(failed.file).toBe(pdf);
    const refused = contactFormReducer(sending, { type: 'failed', errors: { file: 'fileType' } });
    expect(refused.errors).toEqual({ file: 'fileType' });
    const limited = contactFormReducer(sending, { type: 'failed', notice: 'rateLimited' });
    expect(limited.notice).toBe('rateLimited');
    expect(limited.values.name).toBe('Anna');
  });

  it('sent: everything reset and the thanks state', () => {
    const sent = run(...typed, { type: 'file', file: pdf }, { type: 'sending' }, { type: 'sent' });
    expect(sent).toEqual({ ...INITIAL_STATE, status: 'sent' });
  });
});
