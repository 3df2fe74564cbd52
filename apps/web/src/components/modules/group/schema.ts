import { z } from 'zod';

const optionalText = z.string().trim().min(1).nullish().catch(null);

/** `group` module payload (001 §2; display not shown): a title and the group's id. */
export const groupPayloadSchema = z.looseObject({
  title: optionalText,
  group_id: z.union([z.number(), z.string()]).nullish().catch(null),
});
