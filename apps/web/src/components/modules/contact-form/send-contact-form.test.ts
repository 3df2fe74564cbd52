import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactFormBody } from './contact-form-body';
import { EMPTY_VALUES } from './form-state';
import { refusedFields, sendContactForm } from './send-contact-form';

const API = 'https://api.example/api/v3';
const PDF = '%PDF-1.4\n%%EOF\n';

interface Sent {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: unknown;
}

/** The network, answered with `status` and `document`: what the browser would have sent. */
function network(status: number, document: unknown = null) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string | URL, init?: RequestInit) => {
      sent.push({
        url: String(input),
        method: init?.method,
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      });
      return Promise.resolve(
        new Response(document === null ? null : JSON.stringify(document), {
          status,
          headers: { 'Content-Type': 'application/vnd.api+json' },
        }),
      );
    }),
  );
  return sent;
}

const values = {
  ...EMPTY_VALUES,
  name: ' Anna ',
  surname: 'Nowak',
  email: 'anna@example.pl ',
  phone: '',
  about_you: 'Mam doświadczenie w pracy z dziećmi.',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('POST contact_form from the site (001 §7)', () => {
  it('sends JSON with the file as a base64 data URL, the form and the locale', async () => {
    const sent = network(201, {
      data: {
        type: 'contact_form_submissions',
        id: '12',
        attributes: { form: 'job', created_at: '2026-11-25T10:00:00Z' },
      },
    });
    const file = new File([PDF], 'cv.pdf', { type: '' });
    const body = await contactFormBody(
      values,
      { blob: file, name: 'cv.pdf', kind: 'pdf' },
      'job',
      'pl',
    );
    expect(await sendContactForm(API, body)).toEqual({ kind: 'sent' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: `${API}/contact_form`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(sent[0]?.body).toEqual({
      name: 'Anna',
      surname: 'Nowak',
      email: 'anna@example.pl',
      about_you: 'Mam doświadczenie w pracy z dziećmi.',
      consent: true,
      file: { name: 'cv.pdf', data: `data:application/pdf;base64,${btoa(PDF)}` },
      form: 'job',
      locale: 'pl',
      contact_me_by_fax_only: '',
    });
  });

  it('the contact form in English: no file, the phone when given', async () => {
    const sent = network(201, {
      data: {
        type: 'contact_form_submissions',
        id: '13',
        attributes: { form: 'contact', created_at: 'x' },
      },
    });
    const body = await contactFormBody({ ...values, phone: ' +48 600 ' }, null, 'contact', 'en');
    await sendContactForm(API, body);
    expect(sent[0]?.body).toMatchObject({ phone: '+48 600', form: 'contact', locale: 'en' });
    expect(sent[0]?.body).not.toHaveProperty('file');
  });

  it('429: rate-limited ("try again later")', async () => {
    network(429, { errors: [{ status: '429', title: 'Too Many Requests' }] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const body = await contactFormBody(values, null, 'volunteer', 'pl');
    expect(await sendContactForm(API, body)).toEqual({ kind: 'rateLimited' });
  });

  it('422 naming fields: their messages (a file past 5 MB, a refused type, the e-mail)', async () => {
    network(422, {
      errors: [
        { status: '422', detail: 'Invalid email address', source: { pointer: '/email' } },
        { status: '422', detail: 'File should weigh max 5MB', source: { pointer: '/file' } },
      ],
    });
    const body = await contactFormBody(values, null, 'job', 'pl');
    expect(await sendContactForm(API, body)).toEqual({
      kind: 'invalid',
      errors: { email: 'emailRequired', file: 'fileTooBig' },
    });
    expect(
      refusedFields(422, {
        errors: [
          { detail: 'The file is not a PDF or Word document', source: { pointer: '/file' } },
          { detail: 'not base64', source: { pointer: '/file/data' } },
          { source: { pointer: '/name' } },
          { source: { pointer: '/consent' } },
          { source: { pointer: '/phone' } },
          { source: { pointer: '/names' } },
        ],
      }),
    ).toEqual({
      file: 'fileType',
      name: 'nameRequired',
      consent: 'consentRequired',
      phone: 'phoneInvalid',
    });
    expect(refusedFields(413, null)).toEqual({ file: 'fileTooBig' });
  });

  it('any other failure (a 422 naming no field, a 500, no network) is failed, and logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const body = await contactFormBody(values, null, 'volunteer', 'pl');
    network(422, { errors: [{ status: '422', title: 'Submission refused' }] });
    expect(await sendContactForm(API, body)).toMatchObject({ kind: 'failed' });
    network(500, { errors: [{ status: '500' }] });
    expect(await sendContactForm(API, body)).toMatchObject({ kind: 'failed' });
    expect(error).toHaveBeenCalledWith('REQUEST FAILED', expect.objectContaining({ status: 500 }));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await sendContactForm(API, body)).toMatchObject({ kind: 'failed' });
    expect(error).toHaveBeenCalledWith('REQUEST FAILED', expect.objectContaining({ status: 0 }));
  });
});
