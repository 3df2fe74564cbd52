import {
  CalendarDaysIcon,
  InfoIcon,
  MapPinIcon,
  TicketIcon,
} from '@/components/icons/content-icons';
import type { ReactNode } from 'react';
import { club } from '@trybuna/config';
import { translator } from '@/lib/i18n';
import { ModuleLink } from '@/components/modules/module-link';
import type { ModuleProps } from '@/components/modules/types';
import { eventDate } from './event-date';
import styles from './event-info-module.module.css';
import { eventInfoPayloadSchema } from './schema';

function Row({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.term}>
        {icon}
        {term}
      </dt>
      <dd className={styles.detail}>{children}</dd>
    </div>
  );
}

/**
 * 001 §2 'event_info': 'When?' (the date in the club's time zone), 'Where?' and 'Entry info'
 * as a definition list, and a 'buy ticket' button to `ticketsUrl`. Multiline entry
 * info is split into paragraphs (000 §9).
 */
export function EventInfoModule({ component, context }: ModuleProps) {
  const parsed = eventInfoPayloadSchema.safeParse(component);
  if (!parsed.success) return null;
  const { date, location, entryInfo, ticketsUrl } = parsed.data;
  if (!date && !location && !entryInfo && !ticketsUrl) return null;
  const t = translator(context.locale);
  const when = date ? eventDate(date, context.locale, club.timeZone) : null;
  const paragraphs = entryInfo?.split(/\r?\n/).flatMap((line) => line.trim() || []) ?? [];
  const icon = (Icon: typeof InfoIcon) => <Icon size={20} className={styles.icon} />;
  return (
    <section className={`container ${styles.eventInfo}`} aria-label={t('modules.eventInfo')}>
      {when || location || paragraphs.length > 0 ? (
        <dl className={styles.list}>
          {when ? (
            <Row icon={icon(CalendarDaysIcon)} term={t('modules.when')}>
              {when.iso ? <time dateTime={when.iso}>{when.text}</time> : when.text}
            </Row>
          ) : null}
          {location ? (
            <Row icon={icon(MapPinIcon)} term={t('modules.where')}>
              {location}
            </Row>
          ) : null}
          {paragraphs.length > 0 ? (
            <Row icon={icon(InfoIcon)} term={t('modules.entryInfo')}>
              {paragraphs.map((line, position) => (
                <p key={position} className={styles.paragraph}>
                  {line}
                </p>
              ))}
            </Row>
          ) : null}
        </dl>
      ) : null}
      {ticketsUrl ? (
        <ModuleLink href={ticketsUrl} context={context} className={styles.button}>
          <TicketIcon size={20} />
          {t('modules.buyTicket')}
        </ModuleLink>
      ) : null}
    </section>
  );
}
