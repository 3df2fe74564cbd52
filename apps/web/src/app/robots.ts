import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { runtimeEnv } from '@/lib/server/site';
import { variantForHost } from '@/lib/variant';

/** robots.txt of whichever variant was asked: everything public, and where its sitemap is. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const env = runtimeEnv();
  const variant = variantForHost((await headers()).get('host') ?? '', env.origins);
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/offline', '/redakcja/'] },
    sitemap: `${env.origins[variant]}/sitemap.xml`,
  };
}
