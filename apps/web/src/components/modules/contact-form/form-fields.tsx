import { CONTACT_FORM_HONEYPOT } from '@trybuna/domain';
import { CircleAlertIcon } from '@/components/icons/content-icons';
import { useTranslations } from 'next-intl';
import type { ChangeEvent, ReactNode } from 'react';
import type { FieldError } from './form-state';
import styles from './contact-form.module.css';

/** A field's error under it: linked from the control with `aria-describedby`. */
export function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  const t = useTranslations('forms');
  if (!error) return null;
  return (
    <p id={id} className={styles.error}>
      <CircleAlertIcon size={16} />
      {t(error)}
    </p>
  );
}

export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength: number;
  error: FieldError | undefined;
  onChange: (value: string) => void;
  controlRef?: (element: HTMLElement | null) => void;
}

/**
 * A labelled text input (or text area): '*' after required labels, '(opcjonalnie)' after the
 * others; an error makes it `aria-invalid` and describes it with the message.
 */
export function TextField(props: TextFieldProps) {
  const t = useTranslations('forms');
  const errorId = `${props.id}-error`;
  const common = {
    id: props.id,
    name: props.name,
    value: props.value,
    maxLength: props.maxLength,
    autoComplete: props.autoComplete,
    'aria-required': props.required ? true : undefined,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': props.error ? errorId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      props.onChange(event.target.value);
    },
  };
  return (
    <div className={props.multiline ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={props.id}>
        {props.label}
        {props.required ? (
          <span aria-hidden="true" className={styles.star}>
            {' *'}
          </span>
        ) : (
          <span className={styles.optional}> {t('optional')}</span>
        )}
      </label>
      {props.multiline ? (
        <textarea {...common} ref={props.controlRef} rows={5} />
      ) : (
        <input
          {...common}
          ref={props.controlRef}
          type={props.type ?? 'text'}
          inputMode={props.type === 'tel' ? 'tel' : props.type === 'email' ? 'email' : undefined}
        />
      )}
      <FieldMessage id={errorId} error={props.error} />
    </div>
  );
}

/**
 * 001 §5 consent: the verbatim caption linking the privacy policy PDF (a new tab). Unchecked on
 * submit, the caption switches to the error style (with an icon, not colour alone) and the box
 * is `aria-invalid`, described by 'Zgoda jest wymagana'.
 */
export function ConsentField({
  id,
  checked,
  error,
  privacyUrl,
  onChange,
  controlRef,
}: {
  id: string;
  checked: boolean;
  error: FieldError | undefined;
  privacyUrl: string;
  onChange: (checked: boolean) => void;
  controlRef?: (element: HTMLElement | null) => void;
}) {
  const t = useTranslations('forms');
  const common = useTranslations('common');
  const errorId = `${id}-error`;
  return (
    <div className={error ? `${styles.consent} ${styles.consentError}` : styles.consent}>
      <input
        id={id}
        ref={controlRef}
        type="checkbox"
        name="consent"
        checked={checked}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      <label htmlFor={id}>
        {error ? <CircleAlertIcon size={18} className={styles.consentIcon} /> : null}
        {t.rich('consent', {
          link: (chunks: ReactNode) => (
            <a href={privacyUrl} target="_blank" rel="noopener">
              {chunks}
              <span className="visually-hidden"> {common('externalLink')}</span>
            </a>
          ),
        })}
        <span aria-hidden="true" className={styles.star}>
          {' *'}
        </span>
      </label>
      {error ? (
        <p id={errorId} className="visually-hidden">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The honeypot: a field no person sees or reaches (visually hidden, `aria-hidden`, out of the
 * tab order, no autofill); a bot that fills every input gives itself away. Not React state: it
 * is read from the form at submit (`honeypotFilled`), however a bot filled it.
 */
export function HoneypotField({ id }: { id: string }) {
  const t = useTranslations('forms');
  return (
    <div aria-hidden="true" className={styles.trap}>
      <label htmlFor={id}>{t('fax')}</label>
      <input
        id={id}
        type="text"
        name={CONTACT_FORM_HONEYPOT}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
