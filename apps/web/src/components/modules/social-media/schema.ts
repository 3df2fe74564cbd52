import { SOCIAL_MEDIA_TYPES, type SocialMediaType } from '@trybuna/domain';
import { z } from 'zod';
import { optionalText } from '@/components/modules/payload-fields';

export type SocialNetwork = SocialMediaType;

/** 000 §3 social media module: `social_media_type`, the post's `external_url`, `description`. */
export const socialMediaPayloadSchema = z.looseObject({
  social_media_type: z.enum(SOCIAL_MEDIA_TYPES).nullish().catch(null),
  external_url: z.string().trim().min(1),
  description: optionalText,
});
