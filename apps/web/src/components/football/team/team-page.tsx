import { notFound } from 'next/navigation';
import { teamPath } from '@trybuna/domain';
import { translator } from '../../../lib/i18n';
import { pageContext } from '../../../lib/server/page-context';
import type { FootballPage } from '../../../lib/server/football/route-params';
import { teamPageData } from '../../../lib/server/football/teams';
import { runtimeEnv } from '../../../lib/server/site';
import { DataLoadErrorNotice } from '../../chrome/toasts/data-load-error-notice';
import type { Crumb } from '../../shell/breadcrumbs';
import { SiteShell } from '../../shell/site-shell';
import { TeamView } from './team-view';

/** 001 §2 breadcrumbs down to a team page: '/', 'pilka-nozna' (not on the academy), the team. */
export function teamCrumbs(page: FootballPage, teamName: string): Crumb[] {
  const t = translator(page.locale);
  return [
    { name: t('breadcrumbs.home'), href: '/' },
    ...(page.variant === 'soccer'
      ? [{ name: t('breadcrumbs.football'), href: '/pilka-nozna' }]
      : []),
    { name: teamName, href: teamPath(page.variant, page.teamIndex) },
  ];
}

/** The team page (001 §2) in its section's shell; the not-found page when there is no such team. */
export async function TeamPage({ page }: { page: FootballPage | null }) {
  if (!page) notFound();
  const data = await teamPageData(page.variant, page.teamIndex);
  if (!data) notFound();
  const path = teamPath(page.variant, page.teamIndex);
  const name = data.squad.name ?? data.team.name ?? '';
  return (
    <SiteShell ctx={pageContext({ ...page, path })} crumbs={teamCrumbs(page, name)}>
      <TeamView
        teams={data.teams}
        index={data.index}
        squad={data.squad}
        players={data.players}
        staff={data.staff}
        variant={page.variant}
        locale={page.locale}
        apiBase={`${runtimeEnv().urls.api}/api/v3`}
      />
      {data.failed ? <DataLoadErrorNotice /> : null}
    </SiteShell>
  );
}
