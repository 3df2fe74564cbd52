import { describe, expect, it } from 'vitest';
import {
  CONTACT_FILE_MAX_BYTES,
  contactFormProblems,
  contactFormTakesFile,
  contactFormThanks,
  isContactFormKind,
  isEmailAddress,
  sniffContactFile,
} from '../src/contact-forms';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === 'string' ? Array.from(v, (c) => c.charCodeAt(0)) : [v])),
  );

describe('contact forms (001 §4, §5)', () => {
  it('knows the three forms; only volunteer and job take a file', () => {
    expect(['volunteer', 'job', 'contact'].every(isContactFormKind)).toBe(true);
    expect(isContactFormKind('newsletter')).toBe(false);
    expect(contactFormTakesFile('volunteer')).toBe(true);
    expect(contactFormTakesFile('job')).toBe(true);
    expect(contactFormTakesFile('contact')).toBe(false);
  });

  it('the file limit is 5 MB of the file itself', () => {
    expect(CONTACT_FILE_MAX_BYTES).toBe(5_242_880);
  });

  it.each([
    ['%PDF-1.7', 'pdf'],
    [bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 'doc'],
    [bytes('PK', 3, 4, 20, 0, 6, 0), 'docx'],
    ['MZ\x90\x00\x03\x00\x00\x00', null],
    ['%PDF', null],
    [bytes(0x89, 'PNG', 13, 10, 26, 10), null],
    ['', null],
  ])('sniffs %j as %s', (head, kind) => {
    const input = typeof head === 'string' ? bytes(head) : head;
    expect(sniffContactFile(input)).toBe(kind);
  });

  it.each([
    ['kibic@example.pl', true],
    ['  jan.kowalski+fundacja@klub.example.com ', true],
    ['kibic@example', false],
    ['kibic.example.pl', false],
    ['kibic@@example.pl', false],
    ['', false],
  ])('e-mail %j valid: %s', (email, valid) => {
    expect(isEmailAddress(email)).toBe(valid);
  });

  it('name, surname, a valid e-mail and consent are required, in the form order', () => {
    expect(contactFormProblems({ name: ' ', surname: '', email: 'x', consent: false })).toEqual([
      'name',
      'surname',
      'email',
      'consent',
    ]);
    expect(
      contactFormProblems({
        name: 'Jan',
        surname: 'Nowak',
        email: 'jan@example.pl',
        consent: true,
      }),
    ).toEqual([]);
    expect(
      contactFormProblems({ name: 'Jan', surname: 'Nowak', email: 'jan@', consent: true }),
    ).toEqual(['email']);
  });

  it('thanks: the contact form answers soon; volunteer and job thank for the involvement', () => {
    expect(contactFormThanks('contact')).toBe('answerSoon');
    expect(contactFormThanks('volunteer')).toBe('thanksForInvolvement');
    expect(contactFormThanks('job')).toBe('thanksForInvolvement');
  });
});
