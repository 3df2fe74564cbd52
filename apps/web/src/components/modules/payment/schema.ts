import { z } from 'zod';

const text = z.string().trim().min(1).nullish().catch(null);
const figure = z.number().int().nonnegative().nullish().catch(null);

const paymentOptionSchema = z.looseObject({
  id: z.string().min(1),
  label: z.string().trim().min(1),
  url: z.url({ protocol: /^https?$/ }),
});

/**
 * 001 §2, §3 `payment` module (the foundation's donation section): header, description and
 * policy texts, the payment options (id, label, url), the bank transfer's title, address,
 * account and SWIFT/BIC code, and the foundation's figures. A field that is missing or malformed is left out.
 */
export const paymentPayloadSchema = z.looseObject({
  header: text,
  description: text,
  policy: text,
  transfer_title: text,
  bank_account: text,
  swift: text,
  address: text,
  stats: z
    .looseObject({ programmes: figure, meals: figure, volunteers: figure })
    .nullish()
    .catch(null),
  payment_options: z
    .array(z.unknown())
    .nullish()
    .transform((list) =>
      (list ?? []).flatMap((item) => {
        const parsed = paymentOptionSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
});

type PaymentPayload = z.infer<typeof paymentPayloadSchema>;
export type PaymentOptionItem = PaymentPayload['payment_options'][number];
