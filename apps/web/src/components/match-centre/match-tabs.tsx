'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '@/components/chrome/use-hydrated';
import styles from './match-centre.module.css';

const TABS = ['timeline', 'statistics'] as const;
type Tab = (typeof TABS)[number];

/**
 * 001 §2 tabs 'Minute by minute' and 'Statistics' (WAI-ARIA tabs: arrow keys, Home and End
 * move between them and select; the inactive panel stays in the page, hidden).
 */
export function MatchTabs({
  timeline,
  statistics,
}: {
  timeline: ReactNode;
  statistics: ReactNode;
}) {
  const t = useTranslations('matchCentre');
  const [selected, setSelected] = useState<Tab>('timeline');
  const buttons = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const labels: Record<Tab, string> = {
    timeline: t('minuteByMinute'),
    statistics: t('statistics'),
  };
  const panels: Record<Tab, ReactNode> = { timeline, statistics };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(selected);
    const target =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    setSelected(target);
    buttons.current[target]?.focus();
  };

  const hydrated = useHydrated();

  return (
    <div>
      <div role="tablist" aria-label={t('tabs')} className={styles.tablist} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(node) => {
              buttons.current[tab] = node;
            }}
            type="button"
            role="tab"
            id={`match-centre-tab-${tab}`}
            aria-selected={selected === tab}
            aria-controls={`match-centre-panel-${tab}`}
            tabIndex={selected === tab ? 0 : -1}
            // A tab chosen before hydration would be lost.
            disabled={!hydrated}
            className={styles.tab}
            onClick={() => {
              setSelected(tab);
            }}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`match-centre-panel-${tab}`}
          aria-labelledby={`match-centre-tab-${tab}`}
          tabIndex={0}
          hidden={selected !== tab}
          className={styles.panel}
        >
          {panels[tab]}
        </div>
      ))}
    </div>
  );
}
