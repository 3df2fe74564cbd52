import { translator } from '@/lib/i18n';
import { nonBlank } from '@/components/modules/strings';
import type { ModuleProps } from '@/components/modules/types';
import { ContactTile } from './contact-tile';
import styles from './contact-module.module.css';
import { orderContacts } from './order-contacts';
import { contactPayloadSchema } from './schema';

/** 000 §2.10 'contact': a header and contact tiles, in the module's `contacts_order`. */
export function ContactModule({ component, context }: ModuleProps) {
  const parsed = contactPayloadSchema.safeParse(component);
  if (!parsed.success) return null;
  const tiles = orderContacts(parsed.data.contacts, parsed.data.contacts_order);
  if (tiles.length === 0) return null;
  const t = translator(context.locale);
  const headingId = `contact-${component.id}`;
  return (
    <section className={`container ${styles.contact}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{nonBlank(parsed.data.header) ?? t('modules.contact')}</h2>
      <ul className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.id} className={styles.cell}>
            <ContactTile tile={tile} context={context} />
          </li>
        ))}
      </ul>
    </section>
  );
}
