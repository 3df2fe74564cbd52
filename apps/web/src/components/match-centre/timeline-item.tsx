import {
  isMatchCentreComponentType,
  LEGACY_TIMELINE_ITEM_LIKE_TYPE,
  matchCentreSharePath,
} from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import { LikeButton } from '@/components/likes';
import { ShareButton } from '@/components/share';
import type { TimelineItem } from '@/lib/match-centre-data';
import { TimelineItemBody } from './timeline-item-body';
import styles from './timeline.module.css';

/** What an item's share button shares: the page's URL plus `?event={id}` (001 §2). */
export interface ItemShare {
  /** The page's absolute URL. */
  pageUrl: string;
  /** The shared title (the match). */
  title: string;
  /** The content API: the shared link is its short link when it answers in time (000 §7.5). */
  apiBaseUrl?: string;
  via?: string;
  messengerAppId?: string;
}

/** The element id of an item, the target of its share link's fragment-free `?event=` URL. */
const itemElementId = (id: string): string => `event-${id}`;

/**
 * One timeline item (001 §3): its minute, its content, the link to it (the page URL plus
 * `?event={id}`, 001 §2), the share button opening the articles' share dialog (000 §7.5) with
 * that URL, and its like button (000 §3 like type `component`; its count is the item's own
 * `likes_count`, no page to read it through).
 */
export function TimelineEntry({
  item,
  pagePath,
  apiBase,
  share,
  unseen = false,
}: {
  item: TimelineItem;
  pagePath: string;
  apiBase: string;
  share: ItemShare;
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
        <ShareButton
          url={matchCentreSharePath(share.pageUrl, item.id)}
          title={share.title}
          {...(share.apiBaseUrl ? { apiBaseUrl: share.apiBaseUrl } : {})}
          {...(share.via ? { via: share.via } : {})}
          {...(share.messengerAppId ? { messengerAppId: share.messengerAppId } : {})}
        />
        <LikeButton
          type="component"
          cookieFallbackType={LEGACY_TIMELINE_ITEM_LIKE_TYPE}
          id={item.id}
          initialCount={item.likesCount ?? 0}
          apiBaseUrl={apiBase}
        />
      </p>
    </li>
  );
}
