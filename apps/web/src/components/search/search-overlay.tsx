'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { Search, X } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import {
  keepsTagSelection,
  searchTarget,
  tagLabel,
  toggleTag,
  type SectionKey,
} from '@trybuna/domain';
import { usePopularTags } from './use-popular-tags';
import styles from './search-overlay.module.css';

/** The last section the overlay was used in: a soccer ↔ non-soccer switch clears the tag. */
let lastSection: SectionKey | null = null;
let lastTag: string | null = null;

/**
 * 000 §2.6, §4.3, §4.4 search overlay: a modal (Escape closes, scroll locked), a text field
 * submitted with Enter or the 'Szukaj' button, popular tags to select or deselect; results
 * are the news list with `?query=`, searched by the API.
 */
export function SearchOverlay({ section, apiBase }: { section: SectionKey; apiBase: string }) {
  const t = useTranslations('search');
  const tc = useTranslations('common');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [tag, setTag] = useState<string | null>(() =>
    lastSection && keepsTagSelection(lastSection, section) ? lastTag : null,
  );
  const tags = usePopularTags(apiBase, section);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (lastSection && !keepsTagSelection(lastSection, section)) setTag(null);
    lastSection = section;
  }, [section]);
  useEffect(() => {
    lastTag = tag;
  }, [tag]);

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setOpen(false);
    router.push(searchTarget(section, text, tag));
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.toggle} aria-label={t('open')}>
        <Search aria-hidden="true" size={22} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
        >
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{t('title')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={tc('close')}>
              <X aria-hidden="true" size={26} />
            </Dialog.Close>
          </div>
          <form role="search" onSubmit={submit} className={styles.form}>
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
                          setTag((current) => toggleTag(current, item.slug));
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
