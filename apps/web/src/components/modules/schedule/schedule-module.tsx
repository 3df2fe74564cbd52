import { splitSchedule, TIMETABLE_TABS, timetablePath } from '@trybuna/domain';
import { club } from '@trybuna/config';
import { ModuleHead } from '@/components/modules/module-head';
import { translator } from '@/lib/i18n';
import { MatchCard } from '@/components/football/match-card/match-card';
import { footballVariant } from '@/components/modules/match/match-module';
import type { ModuleProps } from '@/components/modules/types';
import { ScheduleCarousel } from './schedule-carousel-lazy';
import styles from './schedule-module.module.css';
import { schedulePayloadSchema } from './schema';

/**
 * 001 §2, §4 'schedule' and 'match_list': when the first match is not pending it is the 'last
 * match' (a match card), and the rest are the incoming matches as swipeable tiles (their button
 * area per `scheduleTileHasButtons`); a button leads to the upcoming matches of the timetable.
 * Cards and tiles are server HTML; only the carousel and the like buttons hydrate.
 */
export function ScheduleModule({ component, context }: ModuleProps) {
  const matches = component.matches ?? [];
  if (matches.length === 0) return null;
  const parsed = schedulePayloadSchema.safeParse(component);
  const t = translator(context.locale);
  const title = (parsed.success ? parsed.data.title : null) ?? t('football.matches');
  const { last, incoming } = splitSchedule(matches);
  const variant = footballVariant(context);
  const headingId = `schedule-${component.id}`;
  const card = {
    variant,
    locale: context.locale,
    timeZone: club.timeZone,
    apiBase: context.apiBase ?? '',
    ownOrigins: context.ownOrigins,
    headingLevel: 4 as const,
    // 001 §9: a schedule shows single matches, in the match format 'dddd, dd.mm.yyyy, HH:MM'.
    dateFormat: 'match' as const,
  };
  return (
    <section className={`container ${styles.schedule}`} aria-labelledby={headingId}>
      <ModuleHead
        headingId={headingId}
        title={title}
        href={timetablePath(variant, 0, TIMETABLE_TABS[0])}
        linkLabel={t('football.fixtures')}
      />
      <div className={styles.body}>
        {last ? (
          <div className={styles.last} data-schedule-part="last">
            <h3 className={styles.subtitle}>{t('football.lastMatch')}</h3>
            <MatchCard match={last} {...card} />
          </div>
        ) : null}
        {incoming.length > 0 ? (
          <div className={styles.incoming} data-schedule-part="incoming">
            <h3 className={styles.subtitle}>{t('football.incoming')}</h3>
            <ScheduleCarousel
              labels={{
                region: t('football.incoming'),
                previous: t('football.previousMatches'),
                next: t('football.nextMatches'),
              }}
            >
              {incoming.map((match) => (
                <MatchCard key={match.id} match={match} {...card} tile />
              ))}
            </ScheduleCarousel>
          </div>
        ) : null}
      </div>
    </section>
  );
}
