'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect } from 'react';
import type { SectionKey } from '@trybuna/domain';
import { useLazyDialog } from '@/components/chrome/lazy-dialog/use-lazy-dialog';
import { SearchIcon } from '@/components/icons/stroke-icons';
import { noteSection } from './search-memory';
import styles from './search-overlay.module.css';

const loadDialog = () => import('./search-dialog');
const SearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.SearchDialog })));

/**
 * 000 §2.6, §4.3, §4.4 search overlay: a modal (Escape closes, scroll locked), a text field
 * submitted with Enter or the 'Szukaj' button, popular tags to select or deselect; results
 * are the news list with `?query=`, searched by the API. The modal's code (with its text,
 * tag and submission) loads on first use; the trigger only notes the section for the tag's
 * memory (search-memory.ts).
 */
export function SearchOverlay({ section, apiBase }: { section: SectionKey; apiBase: string }) {
  const t = useTranslations('search');
  const dialog = useLazyDialog(loadDialog);

  useEffect(() => {
    noteSection(section);
  }, [section]);

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-label={t('open')}
        {...dialog.triggerProps}
      >
        <SearchIcon size={22} />
      </button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <SearchDialog
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            returnFocus={dialog.trigger}
            section={section}
            apiBase={apiBase}
          />
        </Suspense>
      ) : null}
    </>
  );
}
