import { z } from 'zod';

/** 001 §2 squad module payload: an optional title; the squad is the component's link. */
export const squadPayloadSchema = z.looseObject({
  title: z.string().trim().min(1).nullish().catch(null),
});
