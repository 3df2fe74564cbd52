import type { ModuleProps } from '@/components/modules/types';
import { textPayloadSchema } from './schema';
import styles from './text-module.module.css';

/** 000 §2.10 'text': the editor's HTML as rich text. */
export function TextModule({ component }: ModuleProps) {
  const parsed = textPayloadSchema.safeParse(component);
  if (!parsed.success) return null;
  const { html, anchor } = parsed.data;
  return (
    <section id={anchor ?? undefined} className={`container ${styles.text}`}>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
