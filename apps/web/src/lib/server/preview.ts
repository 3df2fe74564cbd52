import { createHash, timingSafeEqual } from 'node:crypto';
import {
  getArticle,
  getPage,
  getSquadPlayer,
  getSquadStaffMember,
  isApiError,
  type Article,
  type Page,
  type SquadPlayer,
  type SquadStaffMember,
} from '@trybuna/api-client';
import { z } from 'zod';
import type { SiteLocale } from '@/lib/i18n';
import { apiClient, runtimeEnv } from './site';

/** 000 §2.5 Page preview: the preview types and what the site shows for each. */
export const PREVIEW_TYPES = ['articles', 'main_pages', 'squad_members'] as const;
export type PreviewType = (typeof PREVIEW_TYPES)[number];

/** `/api/preview?secret=&type=&id=` (squad members: `id` is `player-{n}` or `staff-{n}`). */
export const previewRequestSchema = z.object({
  secret: z.string().min(1).max(256),
  type: z.enum(PREVIEW_TYPES),
  id: z.string().regex(/^(?:(?:player|staff)-)?\d{1,12}$/),
});

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `secret` is the configured preview secret (never, when none is configured). */
export function isPreviewSecret(secret: string): boolean {
  const expected = runtimeEnv().previewSecret;
  return expected !== undefined && timingSafeEqual(digest(secret), digest(expected));
}

export type PreviewContent =
  | { type: 'articles'; article: Article }
  | { type: 'main_pages'; page: Page }
  | { type: 'squad_members'; member: SquadPlayer | SquadStaffMember; kind: 'player' | 'staff' };

/**
 * A draft as the editors wrote it, read from the API with the preview secret (drafts and
 * members-only content included, never cached); null when the API does not know it.
 */
export async function previewContent(
  type: PreviewType,
  id: string,
  locale: SiteLocale,
): Promise<PreviewContent | null> {
  const secret = runtimeEnv().previewSecret;
  if (!secret) return null;
  const call = { language: locale, headers: { 'Preview-Secret': secret } };
  try {
    if (type === 'articles')
      return { type, article: (await getArticle(apiClient(), id, call)).data };
    if (type === 'main_pages') return { type, page: (await getPage(apiClient(), id, call)).data };
    const [kind, number] = id.startsWith('staff-')
      ? ['staff', id.slice(6)]
      : ['player', id.replace(/^player-/, '')];
    const member =
      kind === 'staff'
        ? (await getSquadStaffMember(apiClient(), number, { ...call, include: ['image', 'squad'] }))
            .data
        : (await getSquadPlayer(apiClient(), number, { ...call, include: ['image', 'squad'] }))
            .data;
    return { type, member, kind: kind as 'player' | 'staff' };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
