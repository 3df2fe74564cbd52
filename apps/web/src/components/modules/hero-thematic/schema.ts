import { z } from 'zod';
import { optionalText } from '@/components/modules/payload-fields';
import { optionalImageSchema } from '@/components/modules/image-schema';

/**
 * 000 §3 hero thematic: title, description, alignment ('left' or other), external_url,
 * button_text (primary), button_label (secondary), gradient (default true), image.
 */
export const heroThematicPayloadSchema = z.looseObject({
  title: optionalText,
  description: optionalText,
  alignment: z.string().nullish().catch(null),
  external_url: optionalText,
  button_text: optionalText,
  button_label: optionalText,
  gradient: z.boolean().nullish().catch(null),
  image: optionalImageSchema,
});
