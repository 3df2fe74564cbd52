import { z } from 'zod';

const text = z.string().nullish();
const size = z.number().positive().nullish().catch(null);

/**
 * The parts of a linked image (000 §3) the modules use: variants `{name: {url}}`, the original
 * size and crops (for width/height), author and description. Anything malformed inside is
 * dropped rather than failing the module.
 */
export const moduleImageSchema = z.looseObject({
  url: text,
  width: size,
  height: size,
  author: text,
  description: text,
  crops: z.record(z.string(), z.unknown()).nullish().catch(null),
  variants: z.record(z.string(), z.unknown()).nullish().catch(null),
});

/** An optional image field: missing or unusable reads as null. */
export const optionalImageSchema = moduleImageSchema.nullish().catch(null);

export type ModuleImage = z.infer<typeof moduleImageSchema>;
