'use client';

import { useTranslations } from 'next-intl';
import { useRef, type RefObject, type SyntheticEvent } from 'react';
import { tagLabel, toggleTag, type SectionKey } from '@trybuna/domain';
import { OverlayDialog } from '@/components/chrome/overlay-dialog/overlay-dialog';
import { usePopularTags } from './use-popular-tags';
import styles from './search-overlay.module.css';

export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
  section: SectionKey;
  apiBase: string;
  text: string;
  onTextChange: (text: string) => void;
  tag: string | null;
  onTagChange: (update: (current: string | null) => string | null) => void;
  onSubmit: (event: SyntheticEvent) => void;
}

/**
 * The search overlay's modal (000 §4.3, §4.4): loaded on first use by SearchOverlay, which keeps
 * the text and the selected tag. Popular tags are read when it first opens.
 */
export function SearchDialog({
  open,
  onOpenChange,
  returnFocus,
  section,
  apiBase,
  text,
  onTextChange,
  tag,
  onTagChange,
  onSubmit,
}: SearchDialogProps) {
  const t = useTranslations('search');
  const tc = useTranslations('common');
  const tags = usePopularTags(apiBase, section);
  const input = useRef<HTMLInputElement>(null);

  return (
    <OverlayDialog
      open={open}
      onOpenChange={onOpenChange}
      kind="sheet"
      title={t('title')}
      closeLabel={tc('close')}
      initialFocus={input}
      returnFocus={returnFocus}
    >
      <form role="search" onSubmit={onSubmit} className={styles.form}>
        <label htmlFor="search-text" className={styles.label}>
          {t('label')}
        </label>
        <div className={styles.row}>
          <input
            id="search-text"
            ref={input}
            type="search"
            name="query"
            value={text}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => {
              onTextChange(event.target.value);
            }}
            className={styles.input}
          />
          <button type="submit" className={styles.submit}>
            {t('submit')}
          </button>
        </div>
        {tags.length > 0 ? (
          <fieldset className={styles.tags}>
            <legend>{t('popularTags')}</legend>
            <ul>
              {tags.map((item) => (
                <li key={item.slug}>
                  <button
                    type="button"
                    aria-pressed={tag === item.slug}
                    onClick={() => {
                      onTagChange((current) => toggleTag(current, item.slug));
                    }}
                  >
                    #{tagLabel(item.name)}
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
      </form>
    </OverlayDialog>
  );
}
