import { z } from 'zod';
import { optionalText } from '@/components/modules/payload-fields';

/** `competition_season_statistics` payload (001 §2): a title and the competition season's id. */
export const seasonStatisticsPayloadSchema = z.looseObject({
  title: optionalText,
  competition_season_id: z.union([z.number(), z.string()]).nullish().catch(null),
});
