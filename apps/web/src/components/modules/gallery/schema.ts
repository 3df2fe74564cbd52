import { z } from 'zod';
import { moduleImageSchema } from '@/components/modules/image-schema';

/**
 * 000 §2.10, §2.11 gallery module: `layout` 'list' (a slider, also when missing or unknown) or
 * 'grid', an optional `title`, and the component's `images` relationship. Unusable images are
 * dropped rather than failing the module.
 */
export const galleryPayloadSchema = z.looseObject({
  layout: z.enum(['list', 'grid']).catch('list'),
  title: z.string().trim().min(1).nullish().catch(null),
  images: z.array(moduleImageSchema.nullable().catch(null)),
  /** Members-only galleries for anonymous callers: the API sends a preview and the total. */
  gated: z.boolean().optional().catch(undefined),
  images_total: z.number().int().nonnegative().optional().catch(undefined),
});
