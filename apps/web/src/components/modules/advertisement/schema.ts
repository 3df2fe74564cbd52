import { z } from 'zod';
import { optionalText } from '@/components/modules/payload-fields';
import { optionalImageSchema } from '@/components/modules/image-schema';

/**
 * 000 §3 advertisement module: `script` (HTML) or an image link (`url` + `image_url`; the demo
 * content links the image as the component's `image` instead), with an optional `alt`.
 */
export const advertisementPayloadSchema = z.looseObject({
  script: optionalText,
  url: optionalText,
  image_url: optionalText,
  alt: optionalText,
  image: optionalImageSchema,
});

export type AdvertisementPayload = z.infer<typeof advertisementPayloadSchema>;
