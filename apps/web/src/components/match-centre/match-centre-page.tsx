import { footballCrumbs, footballPath, liveChannelUrl, type TeamSide } from '@trybuna/domain';
import type { Match } from '@trybuna/api-client';
import { notFound } from 'next/navigation';
import { islandMessages, translator } from '@/lib/i18n';
import { IslandMessages } from '@/components/chrome/intl-provider';
import { matchCentreData, matchCentreInitial } from '@/lib/server/football/match-centre';
import { pageContext } from '@/lib/server/page-context';
import { absoluteUrl, browserApiBase, club, runtimeEnv } from '@/lib/server/site';
import { clubShare } from '@/lib/share-config';
import { FootballCrest } from '@/components/football/crest';
import { CommentsSection } from '@/components/comments/comments-section-lazy';
import { DeskLink } from './desk-link';
import { DataLoadErrorNotice } from '@/components/chrome/toasts/data-load-error-notice';
import { SiteShell } from '@/components/shell/site-shell';
import { MatchCentreLive } from './match-centre-live';
import { MatchDetails } from './match-details';
import { matchCentrePagePath, type MatchCentreRoute } from '@/lib/route-params';
import styles from './match-centre.module.css';

/**
 * One side of the header: crest and name; the club's own side (001 §3 isHome / teamsId) also
 * carries a visible label, so the marking is text, not colour alone.
 */
function Side({
  image,
  name,
  own,
  ownLabel,
}: {
  image: Parameters<typeof FootballCrest>[0]['image'];
  name: string;
  own: boolean;
  ownLabel: string;
}) {
  return (
    <>
      <FootballCrest image={image} name={name} size={60} decorative priority />
      <span>{name}</span>
      {own ? <span className={styles.ownSide}>{ownLabel}</span> : null}
    </>
  );
}

function sideProps(match: Match, side: TeamSide, name: string, own: boolean, ownLabel: string) {
  const squad = side === 'home' ? match.home_squad : match.away_squad;
  return { image: squad?.club_image, name, own, ownLabel };
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
      crumbs={footballCrumbs(route.variant, {
        name: `${data.homeName} - ${data.awayName}`,
        href: path,
      })}
    >
      <IslandMessages messages={islandMessages(route.locale, 'matchCentre')}>
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
            apiBase={browserApiBase()}
            cableUrl={liveChannelUrl(api)}
            pagePath={path}
            pageUrl={absoluteUrl(route.variant, path)}
            share={clubShare}
            homeName={data.homeName}
            awayName={data.awayName}
            parsedDate={data.parsedDate}
            titleSuffix={` | ${club.displayName}`}
            initial={matchCentreInitial(data)}
            // eslint-disable-next-line react-hooks/purity -- A server component: the server's clock, read once per request for the island's first render.
            renderedAt={Date.now()}
            withoutContent={data.hidden}
            home={
              <Side
                {...sideProps(
                  data.match,
                  'home',
                  data.homeName,
                  data.ownSide === 'home',
                  t('matchCentre.ownSide'),
                )}
              />
            }
            away={
              <Side
                {...sideProps(
                  data.match,
                  'away',
                  data.awayName,
                  data.ownSide === 'away',
                  t('matchCentre.ownSide'),
                )}
              />
            }
            details={<MatchDetails match={data.match} locale={route.locale} />}
          />
          {data.hidden ? null : (
            <CommentsSection
              target={{ type: 'match', id: data.match.id }}
              apiBase={browserApiBase()}
              timeZone={club.timeZone}
              locale={route.locale}
            />
          )}
        </div>
      </IslandMessages>
      {data.failed ? <DataLoadErrorNotice /> : null}
    </SiteShell>
  );
}
