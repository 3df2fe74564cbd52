import { z } from 'zod';

const optionalText = z.string().trim().min(1).nullish().catch(null);

/** A link the page may follow: http(s) or root-relative; anything else reads as missing. */
const optionalUrl = z
  .string()
  .trim()
  .regex(/^(https?:\/\/|\/(?!\/))/i)
  .nullish()
  .catch(null);

/** 000 §3 / 001 §2 event info: `date` (ISO), `location`, `entryInfo`, `ticketsUrl`. */
export const eventInfoPayloadSchema = z.looseObject({
  date: optionalText,
  location: optionalText,
  entryInfo: optionalText,
  ticketsUrl: optionalUrl,
});
