'use client';

import { useId, useState } from 'react';
import { useHydrated } from '@/components/chrome/use-hydrated';
import type { PaymentOptionItem } from './schema';
import styles from './payment-module.module.css';

/**
 * 001 §2, §4: a labelled dropdown of the payment options and the donate button, which opens
 * the selected option's url in a new tab (`noopener`). A link, so that it works before the
 * page's scripts run (with the first option).
 */
export function DonatePicker({
  options,
  label,
  donate,
  newTab,
}: {
  options: readonly PaymentOptionItem[];
  label: string;
  donate: string;
  /** '(opens in a new tab)', for screen readers. */
  newTab: string;
}) {
  const id = useId();
  const [selected, setSelected] = useState(options[0]?.id ?? '');
  const option = options.find((o) => o.id === selected) ?? options[0];
  // A choice made before hydration would change the list but not the link: wait for the script.
  const hydrated = useHydrated();
  if (!option) return null;
  return (
    <div className={styles.picker}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={option.id}
        disabled={!hydrated}
        onChange={(event) => {
          setSelected(event.target.value);
        }}
      >
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
      <a className={styles.donate} href={option.url} target="_blank" rel="noopener noreferrer">
        {donate}
        <span className="visually-hidden"> {newTab}</span>
      </a>
    </div>
  );
}
