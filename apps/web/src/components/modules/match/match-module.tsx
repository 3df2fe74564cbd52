import type { Component, Match } from '@trybuna/api-client';
import { counterHeroDate, matchSideName } from '@trybuna/domain';
import { club } from '@trybuna/config';
import { LikeButton } from '@/components/likes';
import { FootballCrest } from '@/components/football/crest';
import { MatchAction } from '@/components/football/match-card/match-card-action';
import type { ModuleContext, ModuleProps } from '@/components/modules/types';
import { CounterHero } from './counter-hero-lazy';
import type { CounterMatch } from './counter-match';
import { HeroBackground } from './hero-background';
import styles from './match-module.module.css';
import { matchModuleVisible, matchPayloadSchema } from './schema';

/** The football variant of match links: the academy's own, the soccer one everywhere else. */
export function footballVariant(context: ModuleContext): 'soccer' | 'academy' {
  return context.variant === 'academy' ? 'academy' : 'soccer';
}

/** The fields the counter starts from (the rest of the match stays on the server). */
function counterFields(match: Match): CounterMatch {
  return {
    status: match.status ?? null,
    start_time: match.start_time ?? null,
    postponed_start_time: match.postponed_start_time ?? null,
    hour_time_not_yet_defined: match.hour_time_not_yet_defined ?? null,
    home_squad_score: match.home_squad_score ?? null,
    away_squad_score: match.away_squad_score ?? null,
    likes_count: match.likes_count ?? null,
  };
}

function Side({ squad }: { squad: Match['home_squad'] }) {
  const name = matchSideName(squad);
  return (
    <>
      <FootballCrest image={squad?.club_image} name={name} size={60} decorative priority />
      <span className={styles.name}>{name}</span>
    </>
  );
}

/**
 * 001 §2, §4, §9 'match': the match counter hero. The sides (60×60 crests), the pending and live
 * backgrounds, the action button of each status and the like button are server HTML; the status
 * label, result or date, countdown and the 1 s re-read are one small island (`CounterHero`).
 * Hidden on the home page / the football home when `main_page_home_visible` /
 * `main_page_soccer_visible` is false.
 */
export function MatchModule({ component, context, priority = false }: ModuleProps) {
  const match = component.match;
  if (!match) return null;
  const payload = matchPayloadSchema.safeParse(component);
  if (!payload.success || !matchModuleVisible(payload.data, context.pageSlug)) return null;
  const variant = footballVariant(context);
  const headingId = `match-${component.id}`;
  const initial = counterFields(match);
  const action = (status: string) => (
    <MatchAction
      match={{ ...match, status }}
      variant={variant}
      locale={context.locale}
      ownOrigins={context.ownOrigins}
      className={styles.action}
    />
  );
  return (
    <section className={styles.hero} aria-labelledby={headingId} data-match={match.id}>
      <CounterHero
        matchId={match.id}
        apiBase={context.apiBase}
        timeZone={club.timeZone}
        initial={initial}
        initialWhen={counterHeroDate(initial, club.timeZone)}
        // eslint-disable-next-line react-hooks/purity -- A server component: the server's clock, read once per request for the island's first render.
        renderedAt={Date.now()}
        headingId={headingId}
        home={<Side squad={match.home_squad} />}
        away={<Side squad={match.away_squad} />}
        backgrounds={backgrounds(component, priority)}
        actions={{ pending: action('pending'), live: action('live'), ended: action('ended') }}
        like={
          context.apiBase ? (
            <LikeButton
              type="match"
              id={match.id}
              initialCount={match.likes_count ?? 0}
              apiBaseUrl={context.apiBase}
              className={styles.like}
            />
          ) : undefined
        }
      />
    </section>
  );
}

/** 001 §4: the pending image before kick-off, the live image once it has started. */
function backgrounds(component: Component, priority: boolean) {
  const status = (component.match?.status ?? '').toLowerCase();
  const started = status === 'live' || status === 'ended';
  const pending = component.match_pending_image ?? component.match_live_image;
  const live = component.match_live_image ?? component.match_pending_image;
  // One element for the live and ended pictures: the RSC payload writes it once and refers to
  // it the second time (issue 31).
  const afterKickOff = <HeroBackground image={live} priority={priority && started} />;
  return {
    pending: <HeroBackground image={pending} priority={priority && !started} />,
    live: afterKickOff,
    ended: afterKickOff,
  };
}
