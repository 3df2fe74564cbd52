import { describe, expect, it } from 'vitest';
import {
  ApiError,
  createApiClient,
  createShortLink,
  ResponseShapeError,
  shortLinkBody,
} from '../src';
import { bodyText, fakeFetch, jsonResponse, recordingLogger } from './support/fake-fetch';

const LINK = 'https://club.example/aktualnosci/pilkarskie/zwyciestwo/1';

function setup(answer: () => Response) {
  const fake = fakeFetch(answer);
  const client = createApiClient({
    baseUrl: 'https://api.example/api/v3',
    fetch: fake.fetch,
    logger: recordingLogger().logger,
  });
  return { client, calls: fake.calls };
}

describe('000 §7.5 short link', () => {
  it('POST short_links with the dynamic-link body; resolves to shortLink', async () => {
    const { client, calls } = setup(() =>
      jsonResponse(201, { shortLink: 'https://api.example/s/Ab12Cd34' }),
    );
    expect(await createShortLink(client, LINK)).toBe('https://api.example/s/Ab12Cd34');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url).toBe('https://api.example/api/v3/short_links');
    expect(JSON.parse(bodyText(calls[0]))).toEqual({ dynamicLinkInfo: { link: LINK } });
  });

  it('carries the app ids and prefix when given', async () => {
    const { client, calls } = setup(() =>
      jsonResponse(201, { shortLink: 'https://api.example/s/x' }),
    );
    await createShortLink(client, LINK, {
      androidPackageName: 'pl.club.app',
      iosBundleId: 'pl.club.ios',
      domainUriPrefix: 'https://club.page.link',
      language: 'en',
    });
    expect(JSON.parse(bodyText(calls[0]))).toEqual({
      dynamicLinkInfo: {
        androidInfo: { androidPackageName: 'pl.club.app' },
        domainUriPrefix: 'https://club.page.link',
        iosInfo: { iosBundleId: 'pl.club.ios' },
        link: LINK,
      },
    });
    expect(calls[0]?.headers['Accept-Language']).toBe('en');
    expect(shortLinkBody(LINK)).toEqual({ dynamicLinkInfo: { link: LINK } });
  });

  it('a 422 (a link off the site) rejects with the server message', async () => {
    const { client } = setup(() =>
      jsonResponse(422, { message: 'link must be a page of this site', errors: [] }),
    );
    const error: unknown = await createShortLink(client, 'https://evil.example/').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'link must be a page of this site' });
  });

  it('an answer without a shortLink URL is a shape error', async () => {
    const { client } = setup(() => jsonResponse(201, { shortLink: 'not a url' }));
    await expect(createShortLink(client, LINK)).rejects.toBeInstanceOf(ResponseShapeError);
  });
});
