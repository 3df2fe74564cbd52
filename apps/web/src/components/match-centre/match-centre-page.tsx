import { footballPath } from '@trybuna/domain';
import { notFound } from 'next/navigation';
import { translator } from '../../lib/i18n';
import { matchCentreData, matchCentreInitial } from '../../lib/server/football/match-centre';
import { pageContext } from '../../lib/server/page-context';
import { club, runtimeEnv } from '../../lib/server/site';
import { FootballCrest } from '../football/crest';
import type { Crumb } from '../shell/breadcrumbs';
import { CommentsSection } from '../comments/comments-section';
import { DeskLink } from '../match-desk/desk-link';
import { DataLoadErrorNotice } from '../chrome/toasts/data-load-error-notice';
import { SiteShell } from '../shell/site-shell';
import { cableUrl } from './live/live-messages';
import { MatchCentreLive } from './live/match-centre-live';
import { matchCentrePagePath, type MatchCentreRoute } from './match-centre-route';
import styles from './match-centre.module.css';

/** 001 §2 breadcrumbs: '/', 'pilka-nozna' (not on the academy), '{home name} - {away name}'. */
export function matchCentreCrumbs(
  route: MatchCentreRoute,
  homeName: string,
  awayName: string,
): Crumb[] {
  const t = translator(route.locale);
  return [
    { name: t('breadcrumbs.home'), href: '/' },
    ...(route.variant === 'soccer'
      ? [{ name: t('breadcrumbs.football'), href: '/pilka-nozna' }]
      : []),
    { name: `${homeName} - ${awayName}`, href: matchCentrePagePath(route) },
  ];
}

function Side({
  image,
  name,
}: {
  image: Parameters<typeof FootballCrest>[0]['image'];
  name: string;
}) {
  return (
    <>
      <FootballCrest image={image} name={name} size={60} decorative priority />
      <span>{name}</span>
    </>
  );
}

/**
 * 001 §2 match centre: the heading, the subtitle 'Coverage is automatically refreshed' and the
 * 'Go to full coverage' link are server HTML; the header, odds, tabs and timeline are the live
 * island (`MatchCentreLive`). The not-found page for a match the API does not know.
 */
export async function MatchCentrePage({ route }: { route: MatchCentreRoute | null }) {
  if (!route) notFound();
  const data = await matchCentreData(route.id);
  if (!data) notFound();
  const t = translator(route.locale);
  const path = matchCentrePagePath(route);
  const api = runtimeEnv().urls.api;
  return (
    <SiteShell
      ctx={pageContext({ variant: route.variant, locale: route.locale, path })}
      crumbs={matchCentreCrumbs(route, data.homeName, data.awayName)}
    >
      <div className={styles.page} data-match-centre={data.match.id}>
        <div className={styles.intro}>
          <h1 className={styles.title}>
            {data.homeName} - {data.awayName}
          </h1>
          <p className={styles.subtitle}>{t('matchCentre.subtitle')}</p>
          {data.hidden ? null : (
            <p>
              <a className={styles.fullLink} href={`${path}#coverage`}>
                {t('matchCentre.fullCoverage')}
              </a>
            </p>
          )}
          <DeskLink
            href={footballPath(route.variant, { page: 'desk', id: route.id })}
            label={t('desk.openDesk')}
            className={styles.fullLink}
          />
        </div>
        <MatchCentreLive
          matchId={data.match.id}
          apiBase={`${api}/api/v3`}
          cableUrl={cableUrl(api)}
          pagePath={path}
          homeName={data.homeName}
          awayName={data.awayName}
          parsedDate={data.parsedDate}
          titleSuffix={` | ${club.displayName}`}
          initial={matchCentreInitial(data)}
          renderedAt={Date.now()}
          withoutContent={data.hidden}
          home={<Side image={data.match.home_squad?.club_image} name={data.homeName} />}
          away={<Side image={data.match.away_squad?.club_image} name={data.awayName} />}
        />
        {data.hidden ? null : (
          <CommentsSection
            target={{ type: 'match', id: data.match.id }}
            apiBase={`${api}/api/v3`}
            timeZone={club.timeZone}
            locale={route.locale}
          />
        )}
      </div>
      {data.failed ? <DataLoadErrorNotice /> : null}
    </SiteShell>
  );
}
