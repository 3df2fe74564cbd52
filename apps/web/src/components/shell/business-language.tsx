'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { businessLanguageHref, rememberedBusinessRoot } from '@trybuna/domain';
import styles from './shell.module.css';

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, language: 'pl' | 'en'): void {
  try {
    window.localStorage.setItem(key, language);
  } catch {
    // storage unavailable (private mode): the switch still works as plain links
  }
}

/**
 * 000 §2.3 business language switch: PL goes to /, EN goes to /en; the chosen language is
 * remembered in local storage under '{club}-business-language' ('en' selects English) and read
 * on the next visit: the Polish root sends a visitor who chose English to /en
 * (`rememberedBusinessRoot`), where the logo links /en. Any other business page records its
 * language as the visitor's choice.
 */
export function BusinessLanguage({
  current,
  path,
  storageKey,
  label,
}: {
  current: 'pl' | 'en';
  /** The page's public path (`/`, `/sponsoring`, `/en/…`). */
  path: string;
  storageKey: string;
  label: string;
}) {
  const router = useRouter();
  useEffect(() => {
    const target = rememberedBusinessRoot(readStored(storageKey), current, path);
    if (target) router.replace(target);
    else store(storageKey, current);
  }, [current, path, storageKey, router]);

  return (
    <nav aria-label={label} className={styles.language}>
      {(['pl', 'en'] as const).map((language) => (
        <Link
          key={language}
          href={businessLanguageHref(language)}
          hrefLang={language}
          aria-current={language === current ? 'true' : undefined}
          onClick={() => {
            store(storageKey, language);
          }}
        >
          {language.toUpperCase()}
        </Link>
      ))}
    </nav>
  );
}
