import { buildQuery, type QueryParams } from './query';

/** Joins base and path with one slash (an absolute `http(s)` path is used as it is). */
export function joinUrl(baseUrl: string, path: string, query = ''): string {
  const url = /^https?:\/\//i.test(path)
    ? path
    : `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  if (query === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** `{base}/{path}?{query}`: the URL the client would call, query encoded as 000 §7.1 says. */
export function apiUrl(baseUrl: string, path: string, params?: QueryParams): string {
  return joinUrl(baseUrl, path, buildQuery(params));
}
