'use client';

import type { ContactFormKind } from '@trybuna/domain';
import { useId } from 'react';
import { ContactFormView } from './contact-form-view';
import { useContactForm } from './use-contact-form';

/** The browser's contact form (volunteer, job, contact): `ContactFormView` with its behaviour. */
export function ContactForm({
  form,
  header,
  privacyUrl,
  apiBase,
  locale,
}: {
  form: ContactFormKind;
  header: string | null;
  privacyUrl: string;
  apiBase: string;
  locale: 'pl' | 'en';
}) {
  const idBase = useId();
  const behaviour = useContactForm(form, apiBase, locale);
  return (
    <ContactFormView
      form={form}
      header={header}
      privacyUrl={privacyUrl}
      idBase={`contact-form${idBase.replace(/[^a-zA-Z0-9_-]/g, '')}`}
      {...behaviour}
    />
  );
}
