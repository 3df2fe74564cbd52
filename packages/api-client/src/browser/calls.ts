import type { ApiClient } from '../client';

/**
 * The typed calls the browser makes (zod/mini schemas check their answers), one chunk each:
 * a call's module loads on first use, not with the page, and loading the like count does not
 * build the schemas of every CMS module.
 */
const CALLS = {
  likes: () => import('../calls/likes'),
  tags: () => import('../calls/tags'),
  shortLinks: () => import('../calls/short-links'),
  articles: () => import('../calls/articles'),
  pages: () => import('../calls/pages'),
  liveWrites: () => import('../calls/live-writes'),
  matchCentre: () => import('../calls/match-centre'),
  interactive: () => import('../calls/interactive'),
  comments: () => import('../calls/comments'),
  forms: () => import('../calls/forms'),
  quizzes: () => import('../calls/quizzes'),
};

type Calls = typeof CALLS;
export type BrowserCalls = keyof Calls;

export interface BrowserApi<K extends BrowserCalls> {
  api: Awaited<ReturnType<Calls[K]>>;
  client: ApiClient;
}

const clients = new Map<string, ApiClient>();

async function browserClient(baseUrl: string): Promise<ApiClient> {
  const { createApiClient } = await import('../client');
  let client = clients.get(baseUrl);
  if (!client) {
    client = createApiClient({ baseUrl });
    clients.set(baseUrl, client);
  }
  return client;
}

/**
 * The content API's typed calls in the browser (likes, popular tags, short links, more
 * articles, comments, members-only reads, writes): the client and the named calls, loaded on
 * demand. One client per base URL for the whole page; it sends no API key: the browser holds
 * no secrets.
 */
export async function browserApi<K extends BrowserCalls>(
  baseUrl: string,
  calls: K,
): Promise<BrowserApi<K>> {
  const [api, client] = await Promise.all([
    CALLS[calls]() as Promise<Awaited<ReturnType<Calls[K]>>>,
    browserClient(baseUrl),
  ]);
  return { api, client };
}
