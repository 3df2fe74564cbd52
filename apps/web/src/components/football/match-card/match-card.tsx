import {
  counterHeroDate,
  matchCardDate,
  matchInstant,
  matchSideName,
  scoreOrVs,
  type MatchCardDateFormat,
} from '@trybuna/domain';
import type { Match } from '@trybuna/api-client';
import { LikeButton } from '@/components/likes';
import { FootballCrest } from '@/components/football/crest';
import { MatchAction, TileActions } from './match-card-action';
import styles from './match-card.module.css';

export interface MatchCardProps {
  match: Match;
  variant: 'soccer' | 'academy';
  locale: 'pl' | 'en';
  /** The club's time zone (`club.timeZone`): every date is shown in it. */
  timeZone: string;
  /** The content API as the browser reaches it (the like button). */
  apiBase: string;
  /** The card's heading level in the page's outline (default 3). */
  headingLevel?: 3 | 4;
  /** The site's own origins: action links to them stay in the tab (000 §2.9). */
  ownOrigins?: readonly string[];
  /**
   * A schedule tile (001 §4): its button area follows `scheduleTileHasButtons` (match centre,
   * highlights, teaser) instead of the card's one button.
   */
  tile?: boolean;
  /**
   * 001 §9 date mask: 'list' (timetable, round: 'ddd, dd.mm.yyyy | HH:MM', the default) or
   * 'match' (a schedule's single matches: 'dddd, dd.mm.yyyy, HH:MM'); with the hour not yet
   * defined either reads 'dddd, dd.mm.yyyy, -'.
   */
  dateFormat?: MatchCardDateFormat;
}

/**
 * `dateTime` of the card's date: the instant, or only the club-time day when the hour is not
 * yet defined (001 §3 hour_time_not_yet_defined).
 */
function matchDateTime(match: Match, timeZone: string): string | undefined {
  const instant = matchInstant(match);
  if (!instant) return undefined;
  if (match.hour_time_not_yet_defined)
    return counterHeroDate(match, timeZone).date.replaceAll('.', '-');
  return instant.toISOString();
}

/**
 * 001 §2, §4 match card: the competition (and round), the date (001 §9 masks, `matchCardDate`:
 * 'ddd, dd.mm.yyyy | HH:MM' in lists, 'dddd, dd.mm.yyyy, HH:MM' for a single match, 'dddd,
 * dd.mm.yyyy, -' when the hour is not yet defined), both teams with 48×48 crests, the score or 'vs', the one action
 * button and a like button. Server HTML; only the like button hydrates.
 */
export function MatchCard({
  match,
  variant,
  locale,
  timeZone,
  apiBase,
  headingLevel = 3,
  ownOrigins,
  tile = false,
  dateFormat = 'list',
}: MatchCardProps) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  const home = matchSideName(match.home_squad);
  const away = matchSideName(match.away_squad);
  const competition = [match.competition?.name, match.round].filter(Boolean).join(' · ');
  const date = matchCardDate(match, timeZone, locale, dateFormat);
  const score = scoreOrVs(match);
  return (
    <article
      className={styles.card}
      data-match-card={match.id}
      data-status={match.status ?? undefined}
    >
      <div className={styles.meta}>
        {competition ? <p className={styles.competition}>{competition}</p> : null}
        {date ? (
          <p className={styles.date}>
            <time dateTime={matchDateTime(match, timeZone)}>{date}</time>
          </p>
        ) : null}
      </div>
      <Heading className={styles.teams}>
        <span className={styles.team}>
          <FootballCrest image={match.home_squad?.club_image} name={home} size={48} decorative />
          <span className={styles.name}>{home}</span>
        </span>
        <span className={score === 'vs' ? styles.vs : styles.score}>{score}</span>
        <span className={`${styles.team} ${styles.away}`}>
          <FootballCrest image={match.away_squad?.club_image} name={away} size={48} decorative />
          <span className={styles.name}>{away}</span>
        </span>
      </Heading>
      <div className={styles.actions}>
        {tile ? (
          <TileActions match={match} variant={variant} locale={locale} ownOrigins={ownOrigins} />
        ) : (
          <MatchAction match={match} variant={variant} locale={locale} ownOrigins={ownOrigins} />
        )}
        <LikeButton
          type="match"
          id={match.id}
          initialCount={match.likes_count ?? 0}
          apiBaseUrl={apiBase}
          className={styles.like}
        />
      </div>
    </article>
  );
}
