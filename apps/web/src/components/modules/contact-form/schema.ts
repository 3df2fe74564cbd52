import { CONTACT_FORM_KINDS } from '@trybuna/domain';
import { z } from 'zod';

/**
 * 001 §2, §3 `contact_form` module: which form it is (volunteer, job with a CV, contact), an
 * optional heading, and whose privacy policy its consent links (the foundation's for its own
 * pages; the volunteer form is the foundation's by default).
 */
export const contactFormPayloadSchema = z.looseObject({
  form: z.enum(CONTACT_FORM_KINDS),
  header: z.string().trim().min(1).nullish().catch(null),
  privacy: z.enum(['club', 'foundation']).nullish().catch(null),
});

export type ContactFormPayload = z.infer<typeof contactFormPayloadSchema>;
