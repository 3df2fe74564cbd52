import { z } from 'zod';
import { optionalText } from '@/components/modules/payload-fields';

/** `round` module payload (001 §2; display not shown): the round's name and competition season. */
export const roundPayloadSchema = z.looseObject({
  name: optionalText,
  competition_season_id: z.union([z.number(), z.string()]).nullish().catch(null),
});
