import { describe, expect, it } from 'vitest';
import { createApiClient, DEFAULT_HEADERS, mergeHeaders } from '../src';
import { fakeFetch, jsonResponse, recordingLogger } from './support/fake-fetch';

describe('mergeHeaders', () => {
  it('sets, replaces and (with null) removes headers, names case-insensitive', () => {
    expect(
      mergeHeaders(DEFAULT_HEADERS, {
        'Accept-Language': 'en',
        'client-id': null,
        accept: 'application/vnd.api+json',
        'Device-Platform': undefined,
      }),
    ).toEqual({
      accept: 'application/vnd.api+json',
      'Content-Type': 'application/json',
      'Device-Platform': 'web',
      'Accept-Language': 'en',
    });
  });

  it('a later layer wins over an earlier one', () => {
    expect(mergeHeaders({ A: '1' }, { A: null }, { a: '3' })).toEqual({ a: '3' });
  });
});

describe('000 §7.1 request headers', () => {
  const setup = (options: { apiKey?: string; headers?: Record<string, string | null> } = {}) => {
    const fake = fakeFetch(() => jsonResponse(200, { data: [] }));
    const client = createApiClient({
      baseUrl: 'https://api.example/api/v3',
      fetch: fake.fetch,
      logger: recordingLogger().logger,
      ...options,
    });
    return { client, calls: fake.calls };
  };

  it('every request carries the four fixed headers, and no Authorization without a key', async () => {
    const { client, calls } = setup();
    await client.get('tags');
    expect(calls[0]?.headers).toEqual({
      Accept: 'application/json',
      'Client-Id': '1',
      'Content-Type': 'application/json',
      'Device-Platform': 'web',
    });
  });

  it('an API key is sent as Authorization: {key}', async () => {
    const { client, calls } = setup({ apiKey: 'env-key' });
    await client.get('tags');
    expect(calls[0]?.headers).toMatchObject({ Authorization: 'env-key' });
  });

  it('client-wide headers merge over the fixed ones', async () => {
    const { client, calls } = setup({ headers: { 'X-Trace': 't', 'Device-Platform': null } });
    await client.get('tags');
    expect(calls[0]?.headers).toMatchObject({ 'X-Trace': 't' });
    expect(calls[0]?.headers).not.toHaveProperty('Device-Platform');
  });

  it("per call: { 'Accept-Language': 'en', 'Client-Id': null } adds one and removes one", async () => {
    const { client, calls } = setup({ apiKey: 'k' });
    await client.get('articles', { headers: { 'Accept-Language': 'en', 'Client-Id': null } });
    expect(calls[0]?.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Device-Platform': 'web',
      Authorization: 'k',
      'Accept-Language': 'en',
    });
    await client.get('articles');
    expect(calls[1]?.headers).toMatchObject({ 'Client-Id': '1' });
  });

  it('a signed-in call adds User-Authorization: {token} (000 §6)', async () => {
    const { client, calls } = setup();
    await client.get('current_user', { userToken: 'fan-token' });
    await client.get('tags', { userToken: null });
    expect(calls[0]?.headers).toMatchObject({ 'User-Authorization': 'fan-token' });
    expect(calls[1]?.headers).not.toHaveProperty('User-Authorization');
  });

  it('a JSON body is sent as JSON with Content-Type application/json', async () => {
    const { client, calls } = setup();
    await client.post('contact_form', { name: 'Anna', consent: true });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: '{"name":"Anna","consent":true}',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('a FormData body goes as it is, without Content-Type, so fetch sets the boundary', async () => {
    const { client, calls } = setup();
    const form = new FormData();
    form.append('file', new Blob(['%PDF']), 'cv.pdf');
    await client.post('contact_form', form, { headers: { 'Content-Type': 'text/plain' } });
    expect(calls[0]?.body).toBe(form);
    expect(Object.keys(calls[0]?.headers ?? {}).map((h) => h.toLowerCase())).not.toContain(
      'content-type',
    );
  });
});
