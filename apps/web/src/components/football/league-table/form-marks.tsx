import { formResults, type FormResult } from '@trybuna/domain';
import { translator, type SiteLocale } from '@/lib/i18n';
import styles from './league-table.module.css';

const KEYS = { W: 'win', D: 'draw', L: 'loss' } as const satisfies Record<FormResult, string>;

/**
 * 001 §3 form: one mark per match, oldest first, so the last match played is at the far right.
 * Each mark is a letter on a colour (win, draw, loss), never colour alone; screen readers get
 * the results' names in the same order as one text. Seven elements a row, straight in the
 * table's cell (a list with a letter and a name per mark was sixteen: a long league table is a
 * good part of a page's elements and payload); the marks are styled as `.marks > b`, so no class
 * is repeated on each.
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
    <>
      <span className={styles.marks} aria-hidden="true">
        {results.map((result, position) => (
          <b key={position} data-result={result}>
            {t(`timetable.table.${KEYS[result]}Mark`)}
          </b>
        ))}
      </span>
      <span className="visually-hidden">
        {results.map((result) => t(`timetable.table.${KEYS[result]}`)).join(', ')}
      </span>
    </>
  );
}
