import { CONTACT_FILE_ACCEPT, type ContactFileKind, type ContactFormKind } from '@trybuna/domain';
import { PaperclipIcon } from '@/components/icons/content-icons';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { FieldMessage } from './form-fields';
import type { ChosenFile, FieldError } from './form-state';
import styles from './contact-form.module.css';

/** 001 §5 the pdf or doc icon beside the chosen file's name (doc for .doc and .docx). */
function FileIcon({ kind }: { kind: ContactFileKind }) {
  const label = kind === 'pdf' ? 'PDF' : 'DOC';
  return (
    <svg
      className={`${styles.fileIcon} ${kind === 'pdf' ? styles.pdf : styles.doc}`}
      viewBox="0 0 32 40"
      width="32"
      height="40"
      role="img"
      aria-label={label}
      data-file-icon={label.toLowerCase()}
    >
      <path d="M5 1h17l9 9v29H5z" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M22 1v9h9" fill="none" stroke="currentColor" strokeWidth="2" />
      <rect x="1" y="20" width="26" height="13" rx="2" fill="currentColor" />
      <text x="14" y="30" textAnchor="middle" fontSize="9" fontWeight="700">
        {label}
      </text>
    </svg>
  );
}

/**
 * The volunteer form's optional attachment or the job form's CV: a file input (visually hidden,
 * reached by keyboard; its label is the visible button) taking .doc, .pdf and .docx, the hint
 * with the 5MB limit, then the chosen file's icon, name and a remove button.
 */
export function FileField({
  id,
  form,
  file,
  error,
  onChoose,
  onRemove,
  controlRef,
}: {
  id: string;
  form: Exclude<ContactFormKind, 'contact'>;
  file: ChosenFile | null;
  error: FieldError | undefined;
  onChoose: (file: File | null) => void;
  onRemove: () => void;
  controlRef?: (element: HTMLElement | null) => void;
}) {
  const t = useTranslations('forms');
  const input = useRef<HTMLInputElement | null>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <input
        id={id}
        ref={(element) => {
          input.current = element;
          controlRef?.(element);
        }}
        type="file"
        name="file"
        accept={CONTACT_FILE_ACCEPT}
        className={`visually-hidden ${styles.fileInput}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => {
          onChoose(event.target.files?.[0] ?? null);
        }}
      />
      <label htmlFor={id} className={styles.fileButton}>
        <PaperclipIcon size={18} />
        {t(`attach.${form}`)}
      </label>
      <p id={hintId} className={styles.hint}>
        {t('fileHint')}
      </p>
      {file ? (
        <div className={styles.chosen}>
          <FileIcon kind={file.kind} />
          <span className={styles.fileName}>{file.name}</span>
          <button
            type="button"
            className={styles.remove}
            aria-label={t('removeFileLabel', { name: file.name })}
            onClick={() => {
              if (input.current) input.current.value = '';
              onRemove();
            }}
          >
            {t('removeFile')}
          </button>
        </div>
      ) : null}
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}
