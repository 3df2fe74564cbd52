import { notFound } from 'next/navigation';
import {
  footballCrumbs,
  TIMETABLE_TABS,
  timetableBreadcrumbName,
  timetablePath,
  type TimetableTab,
} from '@trybuna/domain';
import { teamFeedUrl } from '@/lib/server/football/calendar';
import type { FootballPage } from '@/lib/route-params';
import { timetableData, timetableTitle } from '@/lib/server/football/timetable';
import { pageContext } from '@/lib/server/page-context';
import { browserApiBase, club, originOf, ownOrigins } from '@/lib/server/site';
import { DataLoadErrorNotice } from '@/components/chrome/toasts/data-load-error-notice';
import { SiteShell } from '@/components/shell/site-shell';
import { TimetableHash } from './timetable-hash';
import { TimetableView } from './timetable-view';

/**
 * A team's timetable tab (001 §2) in its section's shell. Breadcrumbs: '/', 'pilka-nozna' (not
 * on the academy), then the tab name plus the squad slug. The not-found page when the variant
 * has no such team.
 */
export async function TimetablePage({
  route,
}: {
  route: (FootballPage & { tab: TimetableTab }) | null;
}) {
  if (!route) notFound();
  const data = await timetableData(route.variant, route.teamIndex, route.tab);
  if (!data) notFound();
  const path = timetablePath(route.variant, route.teamIndex, route.tab);
  const crumbs = footballCrumbs(route.variant, {
    name: timetableBreadcrumbName(route.tab.title, data.squad.slug ?? ''),
    href: path,
  });
  return (
    <SiteShell ctx={pageContext({ ...route, path })} crumbs={crumbs}>
      <TimetableView
        variant={route.variant}
        locale={route.locale}
        title={timetableTitle(route.tab, data.team.name)}
        teams={data.teams}
        teamIndex={data.index}
        tab={route.tab}
        matches={data.matches}
        tables={data.tables}
        squadId={data.squad.id}
        ownNames={[club.displayName, club.academyClubName]}
        feedUrl={teamFeedUrl(originOf(route.variant), data.squad.slug)}
        timeZone={club.timeZone}
        apiBase={browserApiBase()}
        ownOrigins={ownOrigins()}
        failed={data.failed}
      />
      <TimetableHash
        current={route.tab.hash}
        paths={Object.fromEntries(
          TIMETABLE_TABS.map((tab) => [
            tab.hash,
            timetablePath(route.variant, route.teamIndex, tab),
          ]),
        )}
      />
      {data.failed ? <DataLoadErrorNotice /> : null}
    </SiteShell>
  );
}
