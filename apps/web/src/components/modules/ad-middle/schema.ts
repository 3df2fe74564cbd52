import { z } from 'zod';
import { advertisementPayloadSchema } from '@/components/modules/advertisement/schema';

/**
 * 000 §2.10 adMiddle (article-middle advertisement): the ad server's `slot` name (the demo
 * content sends 'article-middle'), or a creative of its own shaped like an advertisement's.
 */
export const adMiddlePayloadSchema = advertisementPayloadSchema.extend({
  slot: z
    .string()
    .trim()
    .regex(/^[\w-]{1,64}$/)
    .nullish()
    .catch(null),
});
