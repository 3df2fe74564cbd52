import { z } from 'zod';
import { optionalText } from '@/components/modules/payload-fields';

/** 000 §3 video module: `video {external_url, description}` and the comment (`match_center_content`, HTML). */
export const videoPayloadSchema = z.looseObject({
  video: z.looseObject({ external_url: optionalText, description: optionalText }),
  match_center_content: optionalText,
});
