import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  contactFormBodySchema,
  postContactForm,
  type ApiClient,
  type ContactFormBody,
} from '@trybuna/api-client';
import { dataUrl, exeFile, pdfFile } from '../support/office-files';
import { rejection, startApi } from './start';

const valid: ContactFormBody = {
  name: 'Anna',
  surname: 'Kowalska',
  email: 'anna@example.com',
  phone: '',
  about_you: 'Chętnie pomogę.',
  consent: true,
  form: 'job',
  file: { name: 'cv.pdf', data: dataUrl(pdfFile(), 'application/pdf') },
};

describe('api-client postContactForm against the real content API', () => {
  let app: FastifyInstance;
  let client: ApiClient;
  beforeAll(async () => {
    const started = await startApi({ contactForms: { perWindow: 100 } });
    app = started.app;
    client = started.client();
  });
  afterAll(() => app.close());

  it('the body schema takes what the site sends and what the API takes', () => {
    expect(contactFormBodySchema.safeParse(valid).success).toBe(true);
    expect(contactFormBodySchema.safeParse({ ...valid, consent: false }).success).toBe(false);
  });

  it('201 → the stored submission', async () => {
    const receipt = await postContactForm(client, valid);
    expect(receipt).toMatchObject({ type: 'contact_form_submissions', form: 'job' });
    expect(receipt.id).toMatch(/^\d+$/);
    expect(Number.isNaN(Date.parse(receipt.created_at))).toBe(false);
  });

  it("422 → ApiError with the first error's detail as its message", async () => {
    const error = await rejection(postContactForm(client, { ...valid, email: 'anna@' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'email must be a valid e-mail address',
      data: { errors: [{ source: { pointer: '/email' } }] },
    });
  });

  it('a renamed executable and the honeypot are refused', async () => {
    const exe = await rejection(
      postContactForm(client, { ...valid, file: { name: 'cv.pdf', data: dataUrl(exeFile()) } }),
    );
    expect(exe).toMatchObject({
      status: 422,
      data: { errors: [{ source: { pointer: '/file' } }] },
    });
    const bot = await rejection(
      postContactForm(client, {
        ...valid,
        contact_me_by_fax_only: 'x' as '',
      }),
    );
    expect(bot).toMatchObject({ status: 422, message: 'Submission refused' });
  });
});
