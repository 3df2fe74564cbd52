import { z } from 'zod';
import { optionalText } from '@/components/modules/payload-fields';

/** `group` module payload (001 §2; display not shown): a title and the group's id. */
export const groupPayloadSchema = z.looseObject({
  title: optionalText,
  group_id: z.union([z.number(), z.string()]).nullish().catch(null),
});
