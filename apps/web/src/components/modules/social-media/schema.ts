import { z } from 'zod';

const optionalText = z.string().trim().min(1).nullish().catch(null);

const SOCIAL_NETWORKS = ['facebook', 'twitter', 'instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** 000 §3 social media module: `social_media_type`, the post's `external_url`, `description`. */
export const socialMediaPayloadSchema = z.looseObject({
  social_media_type: z.enum(SOCIAL_NETWORKS).nullish().catch(null),
  external_url: z.string().trim().min(1),
  description: optionalText,
});

type SocialMediaPayload = z.infer<typeof socialMediaPayloadSchema>;
