import { footballCrumbs, liveChannelUrl } from '@trybuna/domain';
import { notFound } from 'next/navigation';
import { IntlProvider } from '@/components/chrome/intl-provider';
import { compiledMessagesFor, translator } from '@/lib/i18n';
import { matchCentreData, matchCentreInitial } from '@/lib/server/football/match-centre';
import { pageContext } from '@/lib/server/page-context';
import { browserApiBase, club, runtimeEnv } from '@/lib/server/site';
import { FootballCrest } from '@/components/football/crest';
import { deskPagePath, matchCentrePagePath, type MatchCentreRoute } from '@/lib/route-params';
import styles from '@/components/match-centre/match-centre.module.css';
import { SiteShell } from '@/components/shell/site-shell';
import { MatchDesk } from './match-desk';

/**
 * The match desk (issue 16): the match as the match centre shows it, with the editor's controls
 * (`MatchDesk`) for signed-in editors. Its messages come with it (a provider of its own), not
 * with every page.
 */
export async function MatchDeskPage({ route }: { route: MatchCentreRoute | null }) {
  if (!route) notFound();
  const data = await matchCentreData(route.id);
  if (!data) notFound();
  const t = translator(route.locale);
  const api = runtimeEnv().urls.api;
  const path = deskPagePath(route);
  const side = (image: Parameters<typeof FootballCrest>[0]['image'], name: string) => (
    <>
      <FootballCrest image={image} name={name} size={60} decorative priority />
      <span>{name}</span>
    </>
  );
  return (
    <SiteShell
      ctx={pageContext({ variant: route.variant, locale: route.locale, path })}
      crumbs={footballCrumbs(
        route.variant,
        { name: `${data.homeName} - ${data.awayName}`, href: matchCentrePagePath(route) },
        { name: t('desk.crumb'), href: path },
      )}
    >
      <div className={styles.page} data-match-desk={data.match.id}>
        <div className={styles.intro}>
          <h1 className={styles.title}>
            {t('desk.title', { home: data.homeName, away: data.awayName })}
          </h1>
          <p className={styles.subtitle}>{t('desk.intro')}</p>
          <p>
            <a className={styles.fullLink} href={matchCentrePagePath(route)}>
              {t('desk.openMatchCentre')}
            </a>
          </p>
        </div>
        <IntlProvider
          locale={route.locale}
          messages={compiledMessagesFor(route.locale)}
          timeZone={club.timeZone}
        >
          <MatchDesk
            matchId={data.match.id}
            apiBase={browserApiBase()}
            cableUrl={liveChannelUrl(api)}
            initial={matchCentreInitial(data)}
            // eslint-disable-next-line react-hooks/purity -- A server component: the server's clock, read once per request for the island's first render.
            renderedAt={Date.now()}
            homeName={data.homeName}
            awayName={data.awayName}
            home={side(data.match.home_squad?.club_image, data.homeName)}
            away={side(data.match.away_squad?.club_image, data.awayName)}
          />
        </IntlProvider>
      </div>
    </SiteShell>
  );
}
