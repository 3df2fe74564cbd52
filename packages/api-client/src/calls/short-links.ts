import * as z from 'zod/mini';
import type { ApiClient } from '../client';
import { parseResponse, toRequestOptions, type CallOptions } from './parse';

/** The app ids and prefix the dynamic-link body of 000 §7.5 carries, when the site has them. */
export interface ShortLinkAppInfo {
  androidPackageName?: string;
  iosBundleId?: string;
  domainUriPrefix?: string;
}

/** 000 §7.5: `{ dynamicLinkInfo: { androidInfo, domainUriPrefix, iosInfo, link } }`. */
export function shortLinkBody(link: string, info: ShortLinkAppInfo = {}) {
  return {
    dynamicLinkInfo: {
      ...(info.androidPackageName
        ? { androidInfo: { androidPackageName: info.androidPackageName } }
        : {}),
      ...(info.domainUriPrefix ? { domainUriPrefix: info.domainUriPrefix } : {}),
      ...(info.iosBundleId ? { iosInfo: { iosBundleId: info.iosBundleId } } : {}),
      link,
    },
  };
}

const shortLinkAnswer = z.looseObject({ shortLink: z.url({ protocol: /^https?$/ }) });

/**
 * 000 §7.5: `POST short_links` for a page of the site; resolves to its `shortLink`. The API
 * answers 422 for a link that is not on one of the site's origins.
 */
export async function createShortLink(
  client: ApiClient,
  link: string,
  options: CallOptions & ShortLinkAppInfo = {},
): Promise<string> {
  const { androidPackageName, iosBundleId, domainUriPrefix, ...call } = options;
  const response = await client.post(
    'short_links',
    shortLinkBody(link, { androidPackageName, iosBundleId, domainUriPrefix }),
    toRequestOptions(call, undefined),
  );
  return parseResponse(response, shortLinkAnswer).data.shortLink;
}
