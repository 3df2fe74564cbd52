import { z } from 'zod';

/** 001 §2 schedule / match_list payload: an optional title; the matches are its links. */
export const schedulePayloadSchema = z.looseObject({
  title: z.string().trim().min(1).nullish().catch(null),
});
