import type { APIRequestContext } from '@playwright/test';

export type Variant = 'soccer' | 'academy' | 'athletics' | 'business';

const LABELS: Record<Exclude<Variant, 'soccer'>, string> = {
  academy: 'akademia',
  athletics: 'athletics',
  business: 'biznes',
};

/** The origin of an app variant next to the web URL (`http://akademia.localhost:PORT`). */
export function variantOrigin(web: string, variant: Variant): string {
  if (variant === 'soccer') return new URL(web).origin;
  const url = new URL(web);
  url.hostname = `${LABELS[variant]}.${url.hostname}`;
  return url.origin;
}

/**
 * GET a path of a variant from Node: *.localhost names resolve only in browsers, so the
 * request goes to the loopback address with the variant's Host header.
 */
export async function getOnVariant(
  request: APIRequestContext,
  web: string,
  variant: Variant,
  path: string,
): Promise<number> {
  const host = new URL(variantOrigin(web, variant)).host;
  const url = new URL(path, web);
  url.hostname = '127.0.0.1';
  const response = await request.get(url.href, { headers: { host }, maxRedirects: 5 });
  return response.status();
}

/** The section homes of 000 §1 with the variant that serves each. */
export const SECTION_HOMES: readonly {
  name: string;
  variant: Variant;
  path: string;
  lang: string;
}[] = [
  { name: 'home', variant: 'soccer', path: '/', lang: 'pl' },
  { name: 'football', variant: 'soccer', path: '/pilka-nozna', lang: 'pl' },
  { name: 'foundation', variant: 'soccer', path: '/fundacja', lang: 'pl' },
  { name: 'tennis & golf', variant: 'soccer', path: '/tenis-golf', lang: 'pl' },
  { name: 'English landing', variant: 'soccer', path: '/en', lang: 'en' },
  { name: 'academy', variant: 'academy', path: '/', lang: 'pl' },
  { name: 'athletics', variant: 'athletics', path: '/', lang: 'pl' },
  { name: 'business PL', variant: 'business', path: '/', lang: 'pl' },
  { name: 'business EN', variant: 'business', path: '/en', lang: 'en' },
];
