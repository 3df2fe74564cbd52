import { notFound, permanentRedirect } from 'next/navigation';
import { footballCrumbs, squadPath, teamPath } from '@trybuna/domain';
import { pageContext } from '@/lib/server/page-context';
import type { FootballPage } from '@/lib/route-params';
import { teamPageData } from '@/lib/server/football/teams';
import { browserApiBase } from '@/lib/server/site';
import { DataLoadErrorNotice } from '@/components/chrome/toasts/data-load-error-notice';
import { SiteShell } from '@/components/shell/site-shell';
import { TeamView } from './team-view';

/**
 * The team page (001 §2) in its section's shell, with the team's current squad or, on
 * '{team path}/kadra/{id}', another of its squads (the current one's own '/kadra/' path
 * redirects to the team page); the not-found page when there is no such team or squad.
 */
export async function TeamPage({ page }: { page: (FootballPage & { squadId?: string }) | null }) {
  if (!page) notFound();
  const data = await teamPageData(page.variant, page.teamIndex, page.squadId);
  if (!data) notFound();
  const teamHref = teamPath(page.variant, page.teamIndex);
  if (page.squadId !== undefined && data.squad.id === data.current.id) permanentRedirect(teamHref);
  const other = page.squadId !== undefined;
  const path = other ? squadPath(page.variant, page.teamIndex, data.squad.id) : teamHref;
  const teamName = data.current.name ?? data.team.name ?? '';
  // 001 §2: '/', 'pilka-nozna' (not on the academy), the team, another squad of it.
  const crumbs = footballCrumbs(
    page.variant,
    { name: teamName, href: teamHref },
    ...(other ? [{ name: data.squad.name ?? data.squad.season?.name ?? '', href: path }] : []),
  );
  return (
    <SiteShell ctx={pageContext({ ...page, path })} crumbs={crumbs}>
      <TeamView
        teams={data.teams}
        index={data.index}
        squads={data.squads}
        currentSquadId={data.current.id}
        squad={data.squad}
        players={data.players}
        staff={data.staff}
        variant={page.variant}
        locale={page.locale}
        apiBase={browserApiBase()}
      />
      {data.failed ? <DataLoadErrorNotice /> : null}
    </SiteShell>
  );
}
