'use client';

import { useEffect, useState } from 'react';
import { tagsCacheKey, tagsForSection, type SectionKey } from '@trybuna/domain';
import { browserApi } from '@trybuna/api-client/browser';

export interface PopularTag {
  name: string;
  slug: string;
}

function readCache(key: string): PopularTag[] | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as PopularTag[]) : null;
  } catch {
    return null;
  }
}

/**
 * 000 §4.4, §7.2: the popular tags, fetched when the search loads and when the sub-site
 * changes, cached in session storage under tags_subpage (soccer) or tags_main (elsewhere).
 */
export function usePopularTags(apiBase: string, section: SectionKey): PopularTag[] {
  const [tags, setTags] = useState<PopularTag[]>([]);
  useEffect(() => {
    const key = tagsCacheKey(section);
    const cached = readCache(key);
    if (cached) {
      setTags(tagsForSection(cached, section).slice(0, 12));
      return;
    }
    let cancelled = false;
    browserApi(apiBase, 'tags')
      .then(({ api, client }) => api.getTags(client, { page: { size: 50 } }))
      .then(({ data }) => {
        const all = data.flatMap((tag) =>
          tag.name && tag.slug ? [{ name: tag.name, slug: tag.slug }] : [],
        );
        try {
          window.sessionStorage.setItem(key, JSON.stringify(all));
        } catch {
          // storage full or blocked: the tags are still shown
        }
        if (!cancelled) setTags(tagsForSection(all, section).slice(0, 12));
      })
      .catch(() => {
        // no tags is fine: search works without them
      });
    return () => {
      cancelled = true;
    };
  }, [apiBase, section]);
  return tags;
}
