import type { ModuleProps } from '@/components/modules/types';
import { quotationPayloadSchema } from './schema';
import styles from './quotation-module.module.css';

/** HTML that already is a quotation: it must not be nested in a second <blockquote>. */
const OWN_BLOCKQUOTE = /^<blockquote[\s>]/i;

/** 000 §2.10 'quotation': the editor's HTML as a pull quote. */
export function QuotationModule({ component }: ModuleProps) {
  const parsed = quotationPayloadSchema.safeParse(component);
  if (!parsed.success) return null;
  const html = parsed.data.html.trim();
  return (
    <figure className={`container ${styles.quotation}`}>
      {OWN_BLOCKQUOTE.test(html) ? (
        <div className={styles.quote} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <blockquote className={styles.quote} dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </figure>
  );
}
