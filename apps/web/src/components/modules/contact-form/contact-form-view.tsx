import {
  CONTACT_FORM_MAX_LENGTH,
  contactFormTakesFile,
  contactFormThanks,
  type ContactFormKind,
} from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import type { Ref, SyntheticEvent } from 'react';
import { FileField } from './file-field';
import { ConsentField, HoneypotField, TextField } from './form-fields';
import type { ContactFormState, ErrorField, TextField as TextFieldName } from './form-state';
import styles from './contact-form.module.css';

export interface ContactFormViewProps {
  form: ContactFormKind;
  /** The module's own heading; otherwise the form's. */
  header: string | null;
  privacyUrl: string;
  state: ContactFormState;
  /** Hydrated: until then the send button is disabled (see `useContactForm`). */
  ready: boolean;
  /** What the polite live region says (the errors after a submit, a refused file). */
  announcement: string;
  idBase: string;
  onEdit: (field: TextFieldName, value: string) => void;
  onConsent: (checked: boolean) => void;
  onChooseFile: (file: File | null) => void;
  onRemoveFile: () => void;
  onSubmit: (event: SyntheticEvent) => void;
  controlRef?: (field: ErrorField) => (element: HTMLElement | null) => void;
  thanksRef?: Ref<HTMLParagraphElement>;
}

/**
 * 001 §3–§5 a contact form as the fan sees it: name, surname, e-mail, phone, 'Your message',
 * the attachment (volunteer, job), the consent and the send button ('Wysyłanie…' and disabled
 * while sending); after a successful send the thanks message in its place.
 */
export function ContactFormView(props: ContactFormViewProps) {
  const t = useTranslations('forms');
  const { form, state, idBase } = props;
  const headingId = `${idBase}-heading`;
  const id = (field: string) => `${idBase}-${field}`;
  const sending = state.status === 'sending';
  const text = (
    field: 'name' | 'surname' | 'email' | 'phone' | 'about_you',
    extra: { required?: boolean; type?: 'email' | 'tel'; autoComplete?: string; label: string },
  ) => (
    <TextField
      id={id(field)}
      name={field}
      label={extra.label}
      value={state.values[field]}
      required={extra.required}
      multiline={field === 'about_you'}
      type={extra.type}
      autoComplete={extra.autoComplete}
      maxLength={CONTACT_FORM_MAX_LENGTH[field]}
      error={field === 'about_you' ? undefined : state.errors[field]}
      onChange={(value) => {
        props.onEdit(field, value);
      }}
      controlRef={field === 'about_you' ? undefined : props.controlRef?.(field)}
    />
  );
  return (
    <section className={styles.section} aria-labelledby={headingId} data-contact-form={form}>
      <h2 id={headingId} className={styles.heading}>
        {props.header ?? t(`heading.${form}`)}
      </h2>
      {state.status === 'sent' ? (
        <p ref={props.thanksRef} tabIndex={-1} role="status" className={styles.thanks}>
          {t(contactFormThanks(form))}
        </p>
      ) : (
        <form
          className={styles.form}
          method="post"
          noValidate
          aria-labelledby={headingId}
          aria-busy={sending}
          onSubmit={props.onSubmit}
        >
          <p className={styles.note}>{t('requiredNote')}</p>
          {text('name', { required: true, autoComplete: 'given-name', label: t('name') })}
          {text('surname', { required: true, autoComplete: 'family-name', label: t('surname') })}
          {text('email', {
            required: true,
            type: 'email',
            autoComplete: 'email',
            label: t('email'),
          })}
          {text('phone', { type: 'tel', autoComplete: 'tel', label: t('phone') })}
          {text('about_you', { label: t('aboutYou') })}
          {contactFormTakesFile(form) && form !== 'contact' ? (
            <FileField
              id={id('file')}
              form={form}
              file={state.file}
              error={state.errors.file}
              onChoose={props.onChooseFile}
              onRemove={props.onRemoveFile}
              controlRef={props.controlRef?.('file')}
            />
          ) : null}
          <ConsentField
            id={id('consent')}
            checked={state.consent}
            error={state.errors.consent}
            privacyUrl={props.privacyUrl}
            onChange={props.onConsent}
            controlRef={props.controlRef?.('consent')}
          />
          <HoneypotField id={id('fax')} />
          <div className={styles.actions}>
            <button type="submit" className={styles.submit} disabled={sending || !props.ready}>
              {sending ? t('sending') : t('submit')}
            </button>
            {state.notice ? (
              <p role="alert" className={styles.notice}>
                {t(state.notice)}
              </p>
            ) : null}
          </div>
          <p role="status" className="visually-hidden">
            {props.announcement}
          </p>
        </form>
      )}
    </section>
  );
}
