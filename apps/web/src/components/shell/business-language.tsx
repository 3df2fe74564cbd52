'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { businessLanguageHref } from '@trybuna/domain';
import styles from './shell.module.css';

/**
 * 000 §2.3 business language switch: PL goes to /, EN goes to /en; the chosen language is
 * remembered in local storage under '{club}-business-language' ('en' selects English).
 */
export function BusinessLanguage({
  current,
  storageKey,
  label,
}: {
  current: 'pl' | 'en';
  storageKey: string;
  label: string;
}) {
  useEffect(() => {
    try {
      window.localStorage.setItem(storageKey, current);
    } catch {
      // storage unavailable (private mode): the switch still works as plain links
    }
  }, [current, storageKey]);

  return (
    <nav aria-label={label} className={styles.language}>
      {(['pl', 'en'] as const).map((language) => (
        <Link
          key={language}
          href={businessLanguageHref(language)}
          hrefLang={language}
          aria-current={language === current ? 'true' : undefined}
          onClick={() => {
            try {
              window.localStorage.setItem(storageKey, language);
            } catch {
              // ignore
            }
          }}
        >
          {language.toUpperCase()}
        </Link>
      ))}
    </nav>
  );
}
