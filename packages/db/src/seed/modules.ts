import { componentItems, components } from '../schema';
import type { SeedContext } from './context';

/** One CMS module to insert: its kind, payload and links (000 §2.10, §3 "Module payloads"). */
export interface ModuleSpec {
  kind: string;
  payload?: Record<string, unknown>;
  visibility?: 'web' | 'mobile';
  imageKey?: string;
  matchId?: number;
  squadId?: number;
  surveyId?: number;
  quizId?: number;
  matchPendingImageKey?: string;
  matchLiveImageKey?: string;
  /** Ordered to-many links by relationship name: articles, images, products, contacts… */
  items?: Partial<Record<string, readonly number[]>>;
}

/** Inserts a page's or an article's modules in order (`index` 0…n) with their links. */
export async function insertModules(
  ctx: SeedContext,
  owner: { articleId: number } | { pageId: number },
  specs: readonly ModuleSpec[],
): Promise<void> {
  if (specs.length === 0) return;
  const rows = await ctx.db
    .insert(components)
    .values(
      specs.map((spec, index) => ({
        ...owner,
        index,
        kind: spec.kind,
        visibility: spec.visibility ?? null,
        payload: spec.payload ?? {},
        imageId: spec.imageKey ? ctx.image(spec.imageKey) : null,
        matchId: spec.matchId ?? null,
        squadId: spec.squadId ?? null,
        surveyId: spec.surveyId ?? null,
        quizId: spec.quizId ?? null,
        matchPendingImageId: spec.matchPendingImageKey
          ? ctx.image(spec.matchPendingImageKey)
          : null,
        matchLiveImageId: spec.matchLiveImageKey ? ctx.image(spec.matchLiveImageKey) : null,
      })),
    )
    .returning({ id: components.id, index: components.index });
  const links = rows.flatMap((row) =>
    Object.entries(specs[row.index]?.items ?? {}).flatMap(([relation, ids]) =>
      (ids ?? []).map((itemId, position) => ({ componentId: row.id, relation, itemId, position })),
    ),
  );
  if (links.length > 0) await ctx.db.insert(componentItems).values(links);
}
