import type { ApiClient } from '@trybuna/api-client';

/**
 * The calls the browser makes, one chunk each: a call's module (with the zod schemas that check
 * its answers) loads on first use, not with the page, and loading the like count does not build
 * the schemas of every CMS module.
 */
const CALLS = {
  likes: () => import('@trybuna/api-client/calls/likes'),
  tags: () => import('@trybuna/api-client/calls/tags'),
  shortLinks: () => import('@trybuna/api-client/calls/short-links'),
  articles: () => import('@trybuna/api-client/calls/articles'),
  pages: () => import('@trybuna/api-client/calls/pages'),
  liveWrites: () => import('@trybuna/api-client/calls/live-writes'),
  matchCentre: () => import('@trybuna/api-client/calls/match-centre'),
  interactive: () => import('@trybuna/api-client/calls/interactive'),
  comments: () => import('@trybuna/api-client/calls/comments'),
  forms: () => import('@trybuna/api-client/calls/forms'),
  quizzes: () => import('@trybuna/api-client/calls/quizzes'),
};

type Calls = typeof CALLS;

export interface BrowserApi<K extends keyof Calls> {
  api: Awaited<ReturnType<Calls[K]>>;
  client: ApiClient;
}

const clients = new Map<string, ApiClient>();

async function browserClient(baseUrl: string): Promise<ApiClient> {
  const { createApiClient } = await import('@trybuna/api-client/client');
  let client = clients.get(baseUrl);
  if (!client) {
    client = createApiClient({ baseUrl });
    clients.set(baseUrl, client);
  }
  return client;
}

/**
 * The content API in the browser (likes, popular tags, short links, more articles, members-only
 * reads): the client and the named calls, loaded on demand. One client per base URL for the
 * whole page; it sends no API key: the browser holds no secrets.
 */
export async function browserApi<K extends keyof Calls>(
  baseUrl: string,
  calls: K,
): Promise<BrowserApi<K>> {
  const [api, client] = await Promise.all([
    CALLS[calls]() as Promise<Awaited<ReturnType<Calls[K]>>>,
    browserClient(baseUrl),
  ]);
  return { api, client };
}
