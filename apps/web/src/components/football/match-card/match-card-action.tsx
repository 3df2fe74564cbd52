import {
  isEnded,
  isLive,
  isPending,
  matchCardButton,
  matchCentrePath,
  scheduleTileHasButtons,
} from '@trybuna/domain';
import type { Match } from '@trybuna/api-client';
import Link from 'next/link';
import { translator } from '@/lib/i18n';
import { SpriteIcon, type SpriteIconName } from '@/components/icons/sprite-icon';
import { linkProps, opensNewTab } from '@/components/modules/link-props';
import styles from './match-card.module.css';

export interface MatchActionProps {
  match: Match;
  variant: 'soccer' | 'academy';
  locale: 'pl' | 'en';
  /** The site's own origins: their links stay in the tab (000 §2.9). */
  ownOrigins?: readonly string[];
  className?: string;
}

/** The href and label key of the match's one action (001 §4, first rule that applies). */
function matchAction(
  match: Match,
  variant: 'soccer' | 'academy',
): { kind: 'match_centre' | 'video' | 'tickets' | 'highlights'; href: string } | null {
  const kind = matchCardButton(match);
  switch (kind) {
    case 'match_centre':
      return { kind, href: matchCentrePath(match.id, variant) };
    case 'video':
      return match.video_url ? { kind, href: match.video_url } : null;
    case 'tickets':
      return match.tickets_url ? { kind, href: match.tickets_url } : null;
    case 'highlights':
      return match.match_highlights ? { kind, href: match.match_highlights } : null;
    default:
      return null;
  }
}

type ActionKind = 'match_centre' | 'video' | 'tickets' | 'highlights' | 'teaser';

const LABEL = {
  match_centre: 'football.matchCentre',
  video: 'football.video',
  tickets: 'football.tickets',
  highlights: 'football.highlights',
  teaser: 'football.teaser',
} as const;

const ICON = {
  match_centre: 'radio',
  video: 'video',
  tickets: 'ticket',
  highlights: 'circle-play',
  teaser: 'video',
} as const satisfies Record<ActionKind, SpriteIconName>;

/**
 * 001 §4 schedule tile buttons, shown when `scheduleTileHasButtons`: the match centre for a live
 * or ended match, the highlights (`highlights_url`), and the teaser of a pending match.
 */
function tileActions(
  match: Match,
  variant: 'soccer' | 'academy',
): { kind: ActionKind; href: string }[] {
  if (!scheduleTileHasButtons(match)) return [];
  const actions: { kind: ActionKind; href: string }[] = [];
  if (isLive(match) || isEnded(match)) {
    actions.push({ kind: 'match_centre', href: matchCentrePath(match.id, variant) });
  }
  if (match.highlights_url) actions.push({ kind: 'highlights', href: match.highlights_url });
  if (isPending(match) && match.teaser_url) {
    actions.push({ kind: 'teaser', href: match.teaser_url });
  }
  return actions;
}

/**
 * 001 §4 match card button: a green 'match centre' link for a live or ended match, else the
 * video, 'tickets' or highlights link; external ones open a new tab (rel nofollow noopener) with
 * a note for screen readers. Nothing when no rule applies.
 */
export function MatchAction({ match, variant, ...link }: MatchActionProps) {
  const action = matchAction(match, variant);
  if (!action) return null;
  return <ActionLink action={action} {...link} />;
}

/** 001 §4 schedule tile: its button area (nothing when the tile has none). */
export function TileActions({ match, variant, ...link }: MatchActionProps) {
  const actions = tileActions(match, variant);
  if (actions.length === 0) return null;
  return (
    <div className={styles.tileButtons} data-tile-buttons="">
      {actions.map((action) => (
        <ActionLink key={action.kind} action={action} {...link} />
      ))}
    </div>
  );
}

/** One action: the match centre in the app, anything else per 000 §2.9 (new tab when external). */
function ActionLink({
  action,
  locale,
  ownOrigins = [],
  className,
}: Omit<MatchActionProps, 'match' | 'variant'> & { action: { kind: ActionKind; href: string } }) {
  const t = translator(locale);
  const classes = [
    styles.action,
    action.kind === 'match_centre' ? styles.matchCentre : null,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      <SpriteIcon name={ICON[action.kind]} size={18} />
      {t(LABEL[action.kind])}
    </>
  );
  if (action.kind === 'match_centre') {
    return (
      // Not prefetched: a live page, and a timetable lists dozens of them.
      <Link href={action.href} className={classes} data-action={action.kind} prefetch={false}>
        {content}
      </Link>
    );
  }
  const props = linkProps(action.href, ownOrigins);
  return (
    <a
      href={props.href}
      target={props.target}
      rel={props.rel}
      className={classes}
      data-action={action.kind}
    >
      {content}
      {opensNewTab(props) ? (
        <span className="visually-hidden"> {t('common.externalLink')}</span>
      ) : null}
    </a>
  );
}
