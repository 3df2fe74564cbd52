import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { getArticles } from '@trybuna/api-client';
import {
  internalMenuPaths,
  LISTED_ARTICLE_TYPES,
  SECTIONS,
  type AppVariant,
  type SectionKey,
} from '@trybuna/domain';
import { footballSitemapPaths } from '@/lib/server/football/sitemap-paths';
import { apiClient, club, runtimeEnv } from '@/lib/server/site';
import { variantForHost } from '@/lib/variant';

const VARIANT_SECTIONS: Readonly<Record<AppVariant, readonly SectionKey[]>> = {
  soccer: ['SOCCER', 'FOUNDATION', 'TENNIS_AND_GOLF'],
  academy: ['ACADEMY'],
  athletics: ['ATHLETICS'],
  business: ['BUSINESS_PL', 'BUSINESS_EN'],
};

/**
 * sitemap.xml of the variant asked for: its roots, every menu route, the football pages (teams,
 * timetables, profiles) and the latest news.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const env = runtimeEnv();
  const variant = variantForHost((await headers()).get('host') ?? '', env.origins);
  const origin = env.origins[variant];
  const words = { club: club.club, abbr: club.abbr, partnerBank: club.partnerBankSlug };
  const paths = new Set<string>(['/']);
  for (const section of SECTIONS.filter((s) => VARIANT_SECTIONS[variant].includes(s))) {
    for (const path of internalMenuPaths(section, words)) paths.add(path);
  }
  if (variant === 'soccer' || variant === 'academy') {
    try {
      for (const path of await footballSitemapPaths(variant)) paths.add(path);
    } catch {
      // Without the API the menu routes still make a useful sitemap.
    }
  }
  const entries: MetadataRoute.Sitemap = [...paths].map((path) => ({
    url: new URL(path, origin).href,
    changeFrequency: 'daily',
  }));
  try {
    const { data } = await getArticles(apiClient(), {
      filter: { type_in: LISTED_ARTICLE_TYPES },
      sort: ['-publication_time'],
      page: { size: 50 },
      fields: { articles: ['share_url', 'publication_time'] },
    });
    for (const article of data) {
      if (article.share_url?.startsWith(origin)) {
        entries.push({
          url: article.share_url,
          ...(article.publication_time ? { lastModified: article.publication_time } : {}),
        });
      }
    }
  } catch {
    // The menu routes alone still make a useful sitemap when the API is away.
  }
  return entries;
}
