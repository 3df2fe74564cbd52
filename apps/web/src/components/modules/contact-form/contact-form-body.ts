import type { ContactFormBody } from '@trybuna/api-client/calls/forms';
import type { ContactFormKind } from '@trybuna/domain';
import { fileDataUrl } from './attachment';
import type { ChosenFile, ContactFormValues } from './form-state';

/**
 * 001 §7 the JSON body of a checked form: trimmed texts, the optional ones only when given,
 * the file as a base64 data URL, which form it is and the page's language. The honeypot is
 * sent empty: a form whose honeypot is filled is never sent (`honeypotFilled`).
 */
export async function contactFormBody(
  values: ContactFormValues,
  file: ChosenFile | null,
  form: ContactFormKind,
  locale: 'pl' | 'en',
): Promise<ContactFormBody> {
  const phone = values.phone.trim();
  const aboutYou = values.about_you.trim();
  return {
    name: values.name.trim(),
    surname: values.surname.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    ...(aboutYou ? { about_you: aboutYou } : {}),
    consent: true,
    ...(file ? { file: { name: file.name, data: await fileDataUrl(file.blob, file.kind) } } : {}),
    form,
    locale,
    contact_me_by_fax_only: '',
  };
}
