import { z } from 'zod';
import { optionalImageSchema } from '@/components/modules/image-schema';

const optionalText = z.string().nullish().catch(null);

const contactTileSchema = z.looseObject({
  id: z.string().min(1),
  title: optionalText,
  tagline: optionalText,
  body: optionalText,
  button_external_url: optionalText,
  button_text: optionalText,
  image: optionalImageSchema,
});

/**
 * 000 §3 contact module: header, `contacts_order` (contact ids, numbers or strings) and
 * `contacts[]` tiles.
 */
export const contactPayloadSchema = z.looseObject({
  header: optionalText,
  contacts_order: z
    .array(z.union([z.string(), z.number()]))
    .nullish()
    .catch(null),
  contacts: z.array(contactTileSchema),
});

export type ContactTile = z.infer<typeof contactTileSchema>;
