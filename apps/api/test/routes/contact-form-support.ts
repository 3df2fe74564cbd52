import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '@trybuna/db';
import type { ApiOptions } from '../../src/app';
import { testApiWithDatabase } from '../support/app';
import { tokenKit, type TokenKit } from '../support/user-tokens';

export const URL = '/api/v3/contact_form';

export interface ErrorDoc {
  errors: { status: string; title: string; detail?: string; source?: { pointer?: string } }[];
  /** 000 §8's `message` of a 422. */
  meta?: { message?: string };
}

/** A test API verifying tokens of a fresh kit; the forms' limits far away unless given. */
export async function formApi(
  options: Partial<ApiOptions> = {},
): Promise<{ app: FastifyInstance; database: Database; kit: TokenKit }> {
  const kit = await tokenKit();
  const built = await testApiWithDatabase({
    userTokens: kit.userTokens,
    contactForms: { perWindow: 10_000 },
    ...options,
  });
  return { ...built, kit };
}

/** A valid JSON submission, with `changes` over it (`undefined` drops a field). */
export function body(changes: Record<string, unknown> = {}): Record<string, unknown> {
  const base: Record<string, unknown> = {
    name: 'Anna',
    surname: 'Kowalska',
    email: 'anna.kowalska@example.com',
    phone: '+48 600 100 200',
    about_you: 'Chcę pomagać przy meczach.',
    consent: true,
    ...changes,
  };
  return Object.fromEntries(Object.entries(base).filter(([, value]) => value !== undefined));
}

/** `POST contact_form` with a JSON value (or raw text) from `address`. */
export function postJson(
  app: FastifyInstance,
  payload: unknown,
  options: { address?: string; url?: string; type?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: options.url ?? URL,
    remoteAddress: options.address ?? '203.0.113.1',
    headers: { 'content-type': options.type ?? 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

export interface Part {
  name: string;
  value: string | Buffer;
  /** Makes it a file part with this file name. */
  filename?: string;
  type?: string;
}

/** A `multipart/form-data` body of `parts` and its Content-Type. */
export function multipartBody(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = '----trybuna-test-boundary-7d1f';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type = part.type ?? (part.filename === undefined ? undefined : 'application/pdf');
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value, 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The valid submission's fields as text parts. */
export function textParts(changes: Record<string, string | undefined> = {}): Part[] {
  const fields: Record<string, string | undefined> = {
    name: 'Jan',
    surname: 'Nowak',
    email: 'jan.nowak@example.com',
    consent: 'true',
    form: 'job',
    ...changes,
  };
  return Object.entries(fields).flatMap(([name, value]) =>
    value === undefined ? [] : [{ name, value }],
  );
}

/** `POST contact_form` as `multipart/form-data`. */
export function postMultipart(
  app: FastifyInstance,
  parts: Part[],
  address = '203.0.113.2',
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: URL,
    remoteAddress: address,
    headers: { 'content-type': contentType },
    payload,
  });
}

export const sha256 = (bytes: Buffer | Uint8Array) =>
  createHash('sha256').update(bytes).digest('hex');

export interface StoredRow {
  id: number;
  form: string;
  name: string;
  surname: string;
  email: string;
  phone: string | null;
  about_you: string | null;
  consent: boolean;
  file_name: string | null;
  file_type: string | null;
  file_size: number | null;
  file_sha256: string | null;
}

/** Submission `id` as stored, its file as a SHA-256 of the bytes. */
export async function storedRow(database: Database, id: string): Promise<StoredRow | undefined> {
  const rows = await database.query<StoredRow>(sql`
    select id, form, name, surname, email, phone, about_you, consent, file_name, file_type,
           file_size, encode(sha256(file_data), 'hex') as file_sha256
    from contact_form_submissions where id = ${Number(id)}
  `);
  return rows[0];
}

/** How many submissions the database holds. */
export async function storedCount(database: Database): Promise<number> {
  const rows = await database.query<{ n: number }>(
    sql`select count(*)::int as n from contact_form_submissions`,
  );
  return Number(rows[0]?.n);
}

/** The pointers of an error answer, in order. */
export const pointers = (response: LightMyRequestResponse) =>
  response.json<ErrorDoc>().errors.map((error) => error.source?.pointer);
