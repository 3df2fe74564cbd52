import { z } from 'zod';

/** 000 §2.10 iframe module: a raw HTML embed (usually one <iframe>) chosen by an editor. */
export const iframePayloadSchema = z.looseObject({
  html: z.string().trim().min(1),
});
