import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { club } from '@trybuna/config';
import type { Database } from '../../src/connection';
import { seedDemo } from '../../src/seed';
import { demoImagesDir, testDatabase } from '../../src/testing';

const NOW = new Date('2026-11-22T12:00:00Z');
const origins = {
  soccer: 'http://localhost:3000',
  academy: 'http://akademia.localhost:3000',
  athletics: 'http://athletics.localhost:3000',
  business: 'http://biznes.localhost:3000',
};

interface FormRow {
  slug: string;
  locale: string;
  payload: { form?: string; privacy?: string };
}

describe('seed: the forms on their pages (issue 17 items 4 and 6)', () => {
  let database: Database;
  let imagesDir: string;
  let forms: Map<string, FormRow>;
  beforeAll(async () => {
    imagesDir = await demoImagesDir('trybuna-seed-forms-');
    database = await testDatabase();
    await database.migrate();
    await seedDemo(database, { club, origins, imagesDir, now: NOW });
    const rows = await database.query<FormRow>(sql`
      select a.slug, a.locale, c.payload from components c join articles a on a.id = c.article_id
      where c.kind = 'contact_form' and a.type = 'StaticPage' and not a.draft`);
    forms = new Map(rows.map((row) => [`/${row.slug}`, row]));
  }, 120_000);
  afterAll(async () => {
    await database.close();
    await rm(imagesDir, { recursive: true, force: true });
  });

  it('the volunteer form on /wolontariat and the job form on /praca', () => {
    expect(forms.get('/wolontariat')?.payload.form).toBe('volunteer');
    expect(forms.get('/praca')?.payload.form).toBe('job');
  });

  it('contact forms on /kontakt, the foundation contact page and both business contact pages', () => {
    expect(forms.get('/kontakt')?.payload).toEqual({ form: 'contact' });
    expect(forms.get(`/fundacja-${club.club}-kontakt`)?.payload).toEqual({
      form: 'contact',
      privacy: 'foundation',
    });
    expect(forms.get('/contact-business')).toMatchObject({ payload: { form: 'contact' } });
    expect(forms.get('/en/contact-business')).toMatchObject({
      locale: 'en',
      payload: { form: 'contact' },
    });
  });
});
