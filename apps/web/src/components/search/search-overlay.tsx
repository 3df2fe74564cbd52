'use client';

import { Search } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useState, type SyntheticEvent } from 'react';
import { keepsTagSelection, searchTarget, type SectionKey } from '@trybuna/domain';
import { useLazyDialog } from '@/components/chrome/lazy-dialog/use-lazy-dialog';
import styles from './search-overlay.module.css';

const loadDialog = () => import('./search-dialog');
const SearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.SearchDialog })));

/** The last section the overlay was used in: a soccer ↔ non-soccer switch clears the tag. */
let lastSection: SectionKey | null = null;
let lastTag: string | null = null;

/**
 * 000 §2.6, §4.3, §4.4 search overlay: a modal (Escape closes, scroll locked), a text field
 * submitted with Enter or the 'Szukaj' button, popular tags to select or deselect; results
 * are the news list with `?query=`, searched by the API. The modal's code loads on first use.
 */
export function SearchOverlay({ section, apiBase }: { section: SectionKey; apiBase: string }) {
  const t = useTranslations('search');
  const router = useRouter();
  const dialog = useLazyDialog(loadDialog);
  const [text, setText] = useState('');
  const [tag, setTag] = useState<string | null>(() =>
    lastSection && keepsTagSelection(lastSection, section) ? lastTag : null,
  );

  useEffect(() => {
    if (lastSection && !keepsTagSelection(lastSection, section)) setTag(null);
    lastSection = section;
  }, [section]);
  useEffect(() => {
    lastTag = tag;
  }, [tag]);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    dialog.setOpen(false);
    router.push(searchTarget(section, text, tag));
  };

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-label={t('open')}
        {...dialog.triggerProps}
      >
        <Search aria-hidden="true" size={22} />
      </button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <SearchDialog
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            returnFocus={dialog.trigger}
            section={section}
            apiBase={apiBase}
            text={text}
            onTextChange={setText}
            tag={tag}
            onTagChange={setTag}
            onSubmit={submit}
          />
        </Suspense>
      ) : null}
    </>
  );
}
