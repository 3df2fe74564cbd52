import { translator } from '@/lib/i18n';
import { nonBlank } from '@/components/modules/strings';
import type { ModuleProps } from '@/components/modules/types';
import styles from './faq-module.module.css';
import { faqPayloadSchema } from './schema';

/** 000 §2.10 'faq': a list of questions titled FAQ, each expanding to its HTML answer. */
export function FaqModule({ component, context }: ModuleProps) {
  const parsed = faqPayloadSchema.safeParse(component);
  if (!parsed.success) return null;
  const items = parsed.data.faq_questions.flatMap((item) => {
    const question = nonBlank(item.question);
    return question ? [{ id: item.id, question, answer: item.answer ?? '' }] : [];
  });
  if (items.length === 0) return null;
  const t = translator(context.locale);
  const headingId = `faq-${component.id}`;
  return (
    <section className={`container ${styles.faq}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {parsed.data.title ?? t('modules.faq')}
      </h2>
      <div className={styles.list}>
        {items.map((item) => (
          <details key={item.id} className={styles.item}>
            <summary className={styles.question}>{item.question}</summary>
            <div
              className={`rich-text ${styles.answer}`}
              dangerouslySetInnerHTML={{ __html: item.answer }}
            />
          </details>
        ))}
      </div>
    </section>
  );
}
