import { club } from '@trybuna/config';
import type { ModuleProps } from '@/components/modules/types';
import { ContactForm } from './contact-form-lazy';
import { contactFormPayloadSchema, type ContactFormPayload } from './schema';

/**
 * The privacy policy PDF the consent links (001 §2): the foundation's for the volunteer form
 * and wherever the module says so (the foundation's pages), the English one in English,
 * otherwise the club's.
 */
function privacyPolicyUrl(payload: ContactFormPayload, locale: 'pl' | 'en'): string {
  const privacy = club.urls.privacy;
  const foundation = payload.privacy
    ? payload.privacy === 'foundation'
    : payload.form === 'volunteer';
  if (foundation) return privacy.foundation;
  return locale === 'en' ? privacy.en : privacy.pl;
}

/** 000 §2.10, 001 §2–§5 `contact_form`: the volunteer, job or contact form (`ContactForm`). */
export function ContactFormModule({ component, context }: ModuleProps) {
  const parsed = contactFormPayloadSchema.safeParse(component);
  if (!parsed.success || !context.apiBase) return null;
  const payload = parsed.data;
  return (
    <div className="container">
      <ContactForm
        form={payload.form}
        header={payload.header ?? null}
        privacyUrl={privacyPolicyUrl(payload, context.locale)}
        apiBase={context.apiBase}
        locale={context.locale}
      />
    </div>
  );
}
