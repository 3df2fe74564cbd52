'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type RefObject, type SyntheticEvent } from 'react';
import {
  keepsTagSelection,
  searchTarget,
  tagLabel,
  toggleTag,
  type SectionKey,
} from '@trybuna/domain';
import { OverlayDialog } from '@/components/chrome/overlay-dialog/overlay-dialog';
import { keptTag, rememberTag } from './search-memory';
import { usePopularTags } from './use-popular-tags';
import styles from './search-overlay.module.css';

export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
  section: SectionKey;
  apiBase: string;
}

/**
 * The search overlay's modal (000 §4.3, §4.4): loaded on first use by SearchOverlay and kept
 * mounted with its text from then on; the selected tag is remembered across pages
 * (search-memory.ts). Popular tags are read when it first opens.
 */
export function SearchDialog({
  open,
  onOpenChange,
  returnFocus,
  section,
  apiBase,
}: SearchDialogProps) {
  const router = useRouter();
  const [text, setText] = useState('');
  const [tag, setTag] = useState<string | null>(() => keptTag(section, keepsTagSelection));
  const t = useTranslations('search');
  const tc = useTranslations('common');
  const tags = usePopularTags(apiBase, section);
  const input = useRef<HTMLInputElement>(null);

  // A new page's section (the trigger noted it): the tag stays unless the site switched.
  useEffect(() => {
    setTag(keptTag(section, keepsTagSelection));
  }, [section]);

  const selectTag = (slug: string) => {
    const next = toggleTag(tag, slug);
    setTag(next);
    rememberTag(next, section);
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    onOpenChange(false);
    router.push(searchTarget(section, text, tag));
  };

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
              setText(event.target.value);
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
                      selectTag(item.slug);
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
