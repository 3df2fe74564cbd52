import { z } from 'zod';

/*
 * Fields the modules' payload schemas share: each reads a bad or missing value as null, so one
 * broken field never drops the module.
 */

/** A text that is there only when it holds more than blanks. */
export const optionalText = z.string().trim().min(1).nullish().catch(null);

/** A link the page may follow: http(s) or root-relative; anything else reads as missing. */
export const optionalUrl = z
  .string()
  .trim()
  .regex(/^(https?:\/\/|\/(?!\/))/i)
  .nullish()
  .catch(null);
