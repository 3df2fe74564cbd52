import { describe, expect, it } from 'vitest';
import { CONTACT_FORM_BODY_LIMIT } from '../../src/routes/contact-form/limits';
import { body, formApi, postJson, storedCount, type ErrorDoc } from './contact-form-support';

describe('POST contact_form rate limits per client address', () => {
  it('perWindow submissions are stored, the next is 429 with Retry-After, nothing stored', async () => {
    const { app, database } = await formApi({ contactForms: { perWindow: 2 } });
    try {
      for (let i = 0; i < 2; i++) {
        expect((await postJson(app, body(), { address: '198.51.100.7' })).statusCode).toBe(201);
      }
      const before = await storedCount(database);
      const third = await postJson(app, body(), { address: '198.51.100.7' });
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(third.json<ErrorDoc>().errors).toEqual([
        {
          status: '429',
          title: 'Too Many Requests',
          detail: 'Too many submissions: at most 2 in 10 minutes from one address',
        },
      ]);
      // Over both prefixes: one budget per address.
      const v2 = await postJson(app, body(), {
        address: '198.51.100.7',
        url: '/api/v2/contact_form',
      });
      expect(v2.statusCode).toBe(429);
      expect(await storedCount(database)).toBe(before);
      // Another address has its own budget.
      expect((await postJson(app, body(), { address: '198.51.100.8' })).statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });

  it('refused submissions do not use the budget; every request counts against the attempts', async () => {
    const { app } = await formApi({ contactForms: { perWindow: 2, attemptsPerWindow: 5 } });
    try {
      const address = '198.51.100.9';
      for (let i = 0; i < 3; i++) {
        expect((await postJson(app, body({ email: 'x' }), { address })).statusCode).toBe(422);
      }
      expect((await postJson(app, body(), { address })).statusCode).toBe(201);
      expect((await postJson(app, body(), { address })).statusCode).toBe(201);
      const sixth = await postJson(app, body({ email: 'x' }), { address });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json<ErrorDoc>().errors[0]?.detail).toBe(
        'Too many requests: at most 5 in 10 minutes from one address',
      );
    } finally {
      await app.close();
    }
  });

  it('the default: 5 submissions per 10 minutes', async () => {
    const { app } = await formApi({ contactForms: undefined });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await postJson(app, body(), { address: '198.51.100.10' })).statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    } finally {
      await app.close();
    }
  });

  it('the body limit fits a 5 MiB file as base64 and little more', () => {
    expect(CONTACT_FORM_BODY_LIMIT).toBe(6_990_508 + 65_536);
  });
});
