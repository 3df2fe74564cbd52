import { isMatchCentreComponentType, matchCentreSharePath } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import { LikeButton } from '../likes';
import type { TimelineItem } from './match-centre-data';
import { TimelineItemBody } from './timeline-item-body';
import styles from './timeline.module.css';

/** The element id of an item, the target of its share link's fragment-free `?event=` URL. */
export const itemElementId = (id: string): string => `event-${id}`;

/**
 * One timeline item (001 §3): its minute, its content, the share link (the page URL plus
 * `?event={id}`, 001 §2) and its like button (like type `match_centre_component`: the spec's
 * `component` is a CMS page component, docs/spec-readings.md).
 */
export function TimelineEntry({
  item,
  pagePath,
  apiBase,
  unseen = false,
}: {
  item: TimelineItem;
  pagePath: string;
  apiBase: string;
  unseen?: boolean;
}) {
  const t = useTranslations('matchCentre');
  if (!isMatchCentreComponentType(item.type)) return null;
  return (
    <li
      id={itemElementId(item.id)}
      className={styles.item}
      data-item-type={item.type}
      data-new={unseen ? '' : undefined}
    >
      <p className={styles.minute}>
        {item.minute === null ? null : (
          <>
            <span aria-hidden="true">{t('minute', { minute: item.minute })}</span>
            <span className="visually-hidden">{t('minuteLabel', { minute: item.minute })}</span>
          </>
        )}
      </p>
      <div className={styles.body}>
        <TimelineItemBody item={item} apiBase={apiBase} />
      </div>
      <p className={styles.footer}>
        <a className={styles.link} href={matchCentreSharePath(pagePath, item.id)}>
          {t('share')}
        </a>
        <LikeButton
          type="match_centre_component"
          id={item.id}
          initialCount={item.likesCount ?? 0}
          apiBaseUrl={apiBase}
        />
      </p>
    </li>
  );
}
