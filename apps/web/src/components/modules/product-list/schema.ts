import { z } from 'zod';
import { optionalText, optionalUrl } from '@/components/modules/payload-fields';
import { optionalImageSchema } from '@/components/modules/image-schema';

const optionalFlag = z.boolean().nullish().catch(null);

/** SQL numerics arrive as numbers or strings ('349.99'); anything else reads as missing. */
const optionalPrice = z
  .union([z.number(), z.string().trim().min(1)])
  .transform((value) => Number(value))
  .pipe(z.number().nonnegative())
  .nullish()
  .catch(null);

/** 000 §3 Product; one without a name is dropped. */
const productSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string().trim().min(1),
  image: optionalImageSchema,
  price: optionalPrice,
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/)
    .nullish()
    .catch(null),
  external_url: optionalUrl,
  is_new: optionalFlag,
  is_on_promotion: optionalFlag,
  promotion_price: optionalPrice,
  promotion_description: optionalText,
});

/**
 * 000 §2.10 product_list: an optional `title`, the shop link (`external_url`, `button_text`)
 * and the component's `products`.
 */
export const productListPayloadSchema = z.looseObject({
  title: optionalText,
  external_url: optionalUrl,
  button_text: optionalText,
  products: z.array(productSchema.nullable().catch(null)),
});

export type ProductItem = z.infer<typeof productSchema>;
