import type { SquadPlayer } from '@trybuna/api-client';
import { memberPath, teamPath } from '@trybuna/domain';
import { ModuleHead } from '@/components/modules/module-head';
import { translator } from '@/lib/i18n';
import { memberFunction } from '@/components/football/member/labels';
import { MemberCard, type MemberCardData } from '@/components/football/team/member-card';
import { memberPhoto } from '@/components/football/member/member-photo';
import { ScrollRegion } from '@/components/shell/scroll-region';
import teamStyles from '@/components/football/team/team.module.css';
import type { ModuleContext, ModuleProps } from '@/components/modules/types';
import { squadModuleData, type SquadModuleData } from '@/lib/squad-module-data';
import styles from './squad-module.module.css';
import { squadPayloadSchema } from './schema';

const fullName = (player: SquadPlayer) =>
  [player.first_name, player.last_name].filter(Boolean).join(' ');

/**
 * A path of the squad's app: as it is on that app's pages, with its origin on another app's
 * (a youth squad placed on a soccer page links to the academy site).
 */
function onItsApp(
  path: string,
  team: NonNullable<SquadModuleData['team']>,
  context: ModuleContext,
) {
  const here = context.variant === 'academy' ? 'academy' : 'soccer';
  return team.variant === here ? path : `${team.origin}${path}`;
}

/**
 * 001 §2 'squad': the squad's active players sorted goalkeeper, defender, midfielder, striker,
 * as cards linking to their profiles (the team path of the squad's team index, then the member
 * path), and the 'meet the team' button to the team page (`/pilka-nozna/druzyna` for the first
 * team). The players are read on the server with the page (`squad_module`).
 */
export function SquadModule({ component, context }: ModuleProps) {
  const squad = component.squad;
  if (!squad) return null;
  const data = squadModuleData(component);
  const parsed = squadPayloadSchema.safeParse(component);
  const t = translator(context.locale);
  const title = (parsed.success ? parsed.data.title : null) ?? squad.name ?? t('football.players');
  const team = data?.team ?? null;
  const variant = team?.variant ?? (context.variant === 'academy' ? 'academy' : 'soccer');
  const teamHref = team
    ? onItsApp(teamPath(team.variant, team.index), team, context)
    : teamPath(variant, 0);
  const cards: MemberCardData[] = (data?.players ?? []).map((player) => ({
    kind: 'player',
    id: player.id,
    name: fullName(player),
    number: typeof player.number === 'number' ? player.number : null,
    function: memberFunction(player, context.locale),
    href: team
      ? onItsApp(
          memberPath({
            variant: team.variant,
            teamIndex: team.index,
            kind: 'player',
            firstName: player.first_name,
            lastName: player.last_name,
            id: player.id,
          }),
          team,
          context,
        )
      : teamHref,
    photo: memberPhoto(player.image),
    likes: player.likes_count ?? 0,
  }));
  const headingId = `squad-${component.id}`;
  return (
    <section className={`container ${styles.squad}`} aria-labelledby={headingId}>
      <ModuleHead
        headingId={headingId}
        title={title}
        href={teamHref}
        linkLabel={t('football.meetTheTeam')}
      />
      {cards.length > 0 ? (
        // A strip that scrolls sideways on its own: the whole squad would be metres of cards on
        // a phone (the team page shows them all).
        <ScrollRegion label={t('football.players')} className={styles.scroller}>
          <ul className={`${teamStyles.cards} ${styles.strip}`}>
            {cards.map((card) => (
              <li key={card.id}>
                <MemberCard
                  card={card}
                  apiBase={context.apiBase ?? ''}
                  numberLabel={t('team.number')}
                />
              </li>
            ))}
          </ul>
        </ScrollRegion>
      ) : null}
    </section>
  );
}
