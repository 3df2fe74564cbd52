import { z } from 'zod';
import { optionalText } from '@/components/modules/payload-fields';
import { moduleImageSchema } from '@/components/modules/image-schema';

/**
 * 000 §3 image module: the linked image (with author), an optional link, the caption
 * (`description`) and a comment (`match_center_content`, HTML).
 */
export const imagePayloadSchema = z.looseObject({
  image: moduleImageSchema,
  description: optionalText,
  external_url: optionalText,
  match_center_content: optionalText,
});
