import { createApiClient, type ApiClient } from '@trybuna/api-client';

const clients = new Map<string, ApiClient>();

/**
 * The content API client of the browser (likes, short links), one per base URL for the whole
 * page. It sends no API key: the browser holds no secrets.
 */
export function browserApiClient(baseUrl: string): ApiClient {
  let client = clients.get(baseUrl);
  if (!client) {
    client = createApiClient({ baseUrl });
    clients.set(baseUrl, client);
  }
  return client;
}
