import { formResults, type FormResult } from '@trybuna/domain';
import { translator, type SiteLocale } from '../../../lib/i18n';
import styles from './league-table.module.css';

const KEYS = { W: 'win', D: 'draw', L: 'loss' } as const satisfies Record<FormResult, string>;

/**
 * 001 §3 form: one mark per match, oldest first, so the last match played is at the far right.
 * Each mark is a letter on a colour (win, draw, loss) and carries its name for screen readers:
 * never colour alone.
 */
export function FormMarks({
  form,
  locale,
}: {
  form: string | null | undefined;
  locale: SiteLocale;
}) {
  const results = formResults(form);
  if (results.length === 0) return null;
  const t = translator(locale);
  return (
    <ol className={styles.form}>
      {results.map((result, position) => (
        <li key={position} className={styles.mark} data-result={result}>
          <span aria-hidden="true">{t(`timetable.table.${KEYS[result]}Mark`)}</span>
          <span className="visually-hidden">{t(`timetable.table.${KEYS[result]}`)}</span>
        </li>
      ))}
    </ol>
  );
}
