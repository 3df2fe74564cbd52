import { footballCrumbs, teamPath } from '@trybuna/domain';
import { notFound, permanentRedirect } from 'next/navigation';
import { pageContext } from '@/lib/server/page-context';
import { memberPage } from '@/lib/server/football/members';
import type { FootballPage } from '@/lib/route-params';
import { absoluteUrl, browserApiBase, club, originOf, ownOrigins } from '@/lib/server/site';
import { JsonLd } from '@/components/shell/json-ld';
import { SiteShell } from '@/components/shell/site-shell';
import { memberPhoto } from './member-photo';
import { countryName, roleLabel } from './labels';
import { MemberProfile, memberFullName } from './member-profile';
import { MemberSections } from './member-sections';
import { personJsonLd } from './person-json-ld';

export type MemberRoute = FootballPage & { kind: 'player' | 'staff'; slug: string; id: string };

/**
 * 001 §2 player or staff profile in its section's shell: breadcrumbs '/', 'pilka-nozna' (not
 * on the academy), the team page, the member; Person structured data. A path with another
 * team or slug than the member's own answers 308 to the canonical one; an unknown id is 404.
 */
export async function MemberPage({ route }: { route: MemberRoute | null }) {
  if (!route) notFound();
  const { variant, locale } = route;
  const found = await memberPage(variant, route.teamIndex, route.kind, route.slug, route.id);
  if (found.status === 'not-found') notFound();
  if (found.status === 'redirect') permanentRedirect(found.to);
  const { member, kind } = found.member;
  const name = memberFullName(member);
  const teamName = member.squad?.name ?? found.team.name ?? '';
  const crumbs = footballCrumbs(
    variant,
    { name: teamName, href: teamPath(variant, found.teamIndex) },
    { name, href: found.path },
  );
  const apiBase = browserApiBase();
  const origin = originOf(variant);
  const player = found.member.kind === 'player' ? found.member.member : null;
  const photo = memberPhoto(member.image);
  return (
    <SiteShell ctx={pageContext({ variant, locale, path: found.path })} crumbs={crumbs}>
      <JsonLd
        data={personJsonLd({
          name,
          url: absoluteUrl(variant, found.path),
          image: photo?.src ?? null,
          birthDate: player?.biography?.birthDate ?? null,
          nationality: countryName(player?.biography?.nationality, locale),
          heightWeight: player?.biography?.heightWeight ?? null,
          jobTitle: kind === 'staff' ? roleLabel(member.role, locale) : null,
          club: { name: club.displayName, url: absoluteUrl('soccer', '/') },
        })}
      />
      <MemberProfile
        member={member}
        kind={kind}
        locale={locale}
        apiBase={apiBase}
        {...(player ? { statistic: found.statistic } : {})}
      >
        <MemberSections
          name={name}
          articles={found.sections.articles}
          products={found.sections.products}
          socials={found.sections.socials}
          locale={locale}
          context={{ locale, ownOrigins: ownOrigins(), origin, apiBase, signedIn: false }}
          club={{ club: club.club, timeZone: club.timeZone }}
        />
      </MemberProfile>
    </SiteShell>
  );
}
