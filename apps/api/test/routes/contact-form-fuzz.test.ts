import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compoundFile,
  dataUrl,
  docxFile,
  exeFile,
  pdfFile,
  pngFile,
} from '../support/office-files';
import { formApi, multipartBody, URL, type ErrorDoc, type Part } from './contact-form-support';

const RUNS = 300;
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

const FILES = [
  pdfFile(),
  docxFile(),
  compoundFile(),
  compoundFile('Workbook'),
  exeFile(),
  pngFile(),
];
const text = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('Anna', 'anna@example.com', '+48 600 100 200', '', ' ') },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('x'.repeat(6000), '\u0000', '\ud800', 'a@b', '__proto__'),
  },
);
const anyValue = fc.oneof(
  { weight: 6, arbitrary: text },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);
const dataText = fc.oneof(
  fc.constantFrom(...FILES).map((bytes) => dataUrl(bytes)),
  fc.constantFrom('data:', 'data:;base64,', 'data:application/pdf;base64,JVBER', 'JVBERi0x'),
  fc.string({ maxLength: 40 }).map((s) => `data:application/pdf;base64,${s}`),
);
const file = fc.oneof(
  { weight: 8, arbitrary: fc.record({ name: text, data: dataText }) },
  { weight: 1, arbitrary: fc.record({ name: anyValue, data: anyValue }, { requiredKeys: [] }) },
  { weight: 1, arbitrary: anyValue },
);
/** Mostly the right value, now and then anything. */
const usually = (...right: unknown[]) =>
  fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...right) }, { weight: 1, arbitrary: anyValue });
/** Near-valid submissions: every field usually right, now and then wrong, missing or extra. */
const submission = fc.record(
  {
    name: usually('Anna', ' Jan '),
    surname: usually('Kowalska'),
    email: usually('anna@example.com', 'jan.nowak@klub.pl'),
    phone: usually('', '+48 600 100 200', null),
    about_you: usually('', 'Chętnie pomogę.\nW soboty.'),
    consent: usually(true),
    form: usually('volunteer', 'job', 'contact'),
    locale: usually('pl', 'en'),
    contact_me_by_fax_only: usually(''),
    file,
    extra: fc.option(anyValue, { freq: 8, nil: undefined }),
  },
  { requiredKeys: ['name', 'surname', 'email', 'consent'] },
);

interface Sent {
  type: string;
  payload: string | Buffer;
}

const asJson = submission.map((value): Sent => ({
  type: 'application/json',
  payload: JSON.stringify(value),
}));
const asMultipart = submission.map((value): Sent => {
  const parts: Part[] = Object.entries(value).flatMap(([name, v]): Part[] => {
    if (v === undefined) return [];
    if (name === 'file' && v && typeof v === 'object' && 'data' in v) {
      const bytes = FILES[JSON.stringify(v.data).length % FILES.length] ?? pdfFile();
      const filename = 'name' in v && typeof v.name === 'string' ? v.name : 'cv';
      return [{ name, value: bytes, filename }];
    }
    return [{ name, value: typeof v === 'string' ? v : JSON.stringify(v) }];
  });
  const { payload, contentType } = multipartBody(parts);
  return { type: contentType, payload };
});
const raw = fc.record({
  type: fc.constantFrom('application/json', 'text/plain', 'multipart/form-data', ''),
  payload: fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('{', 'null', '[]', '""')),
});

describe('POST contact_form: generated near-valid and malformed bodies', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await formApi({
      contactForms: { perWindow: 1_000_000, attemptsPerWindow: 1_000_000 },
    }));
  });
  afterAll(() => app.close());

  it('answer 201 or a 4xx JSON:API error document, never a 5xx', async () => {
    const check = (response: LightMyRequestResponse) => {
      expect([201, 400, 413, 415, 422]).toContain(response.statusCode);
      if (response.statusCode === 201) return;
      expect(response.headers['content-type']).toContain('application/vnd.api+json');
      const doc = response.json<ErrorDoc>();
      expect(doc.errors.length).toBeGreaterThan(0);
      expect(doc.errors.every((e) => e.status === String(response.statusCode))).toBe(true);
    };
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ weight: 4, arbitrary: asJson }, { weight: 2, arbitrary: asMultipart }, raw),
        async ({ type, payload }) => {
          const response = await app.inject({
            method: 'POST',
            url: URL,
            headers: type === '' ? {} : { 'content-type': type },
            payload,
          });
          check(response);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
