import type { Squad, SquadPlayer, SquadStaffMember, Team } from '@trybuna/api-client';
import { memberPath, SQUAD_GROUPS, squadGroup, type FootballVariant } from '@trybuna/domain';
import { messagesFor, translator, type SiteLocale } from '@/lib/i18n';
import { memberFunction } from '@/components/football/member/labels';
import { MemberCard, type MemberCardData } from './member-card';
import { SquadList } from './squad-list';
import { memberPhoto } from '@/components/football/member/member-photo';
import { TeamHero } from './team-hero';
import { TeamList } from './team-list';
import { TeamSelector } from './team-selector';
import styles from './team.module.css';

export interface TeamViewProps {
  teams: readonly Team[];
  index: number;
  /** Every squad of the team, the current one first (001 §2 "the team's squads"); none: no list. */
  squads?: readonly Squad[];
  /** The team's current squad (its page is the team page). */
  currentSquadId?: string;
  /** The squad shown. */
  squad: Squad;
  players: readonly SquadPlayer[];
  staff: readonly SquadStaffMember[];
  variant: FootballVariant;
  locale: SiteLocale;
  apiBase: string;
}

const fullName = (m: { first_name?: string | null; last_name?: string | null }) =>
  [m.first_name, m.last_name].filter(Boolean).join(' ');

/** The card of a player or staff member of the team at `index`. */
function card(
  member: SquadPlayer | SquadStaffMember,
  kind: 'player' | 'staff',
  { index, variant, locale }: Pick<TeamViewProps, 'index' | 'variant' | 'locale'>,
): MemberCardData {
  const player = kind === 'player' ? (member as SquadPlayer) : null;
  return {
    kind,
    id: member.id,
    name: fullName(member),
    number: typeof player?.number === 'number' ? player.number : null,
    function: memberFunction(player ?? { role: member.role }, locale),
    href: memberPath({
      variant,
      teamIndex: index,
      kind,
      firstName: member.first_name,
      lastName: member.last_name,
      id: member.id,
    }),
    photo: memberPhoto(member.image),
    likes: member.likes_count ?? 0,
  };
}

/**
 * 001 §2 team page: the team's name and season, the team selector, the hero, the current
 * squad in the groups Goalkeepers, Defenders, Midfielders, Forwards, Staff (001 §6: position,
 * else role), every member a card linking to their profile, then every team of the variant.
 */
export function TeamView(props: TeamViewProps) {
  const { teams, index, squad, players, staff, variant, locale, apiBase } = props;
  const t = translator(locale);
  const groupTitles = messagesFor(locale).team.groups;
  const members = [
    ...players.map((m) => ({ group: squadGroup(m), card: card(m, 'player', props) })),
    // Staff are grouped by role: 'coach' and every other role is the Staff group (001 §6).
    ...staff.map((m) => ({ group: squadGroup({ role: m.role }), card: card(m, 'staff', props) })),
  ];
  const groups = SQUAD_GROUPS.map((group) => ({
    group,
    cards: members.filter((m) => m.group === group).map((m) => m.card),
  })).filter((g) => g.cards.length > 0);
  return (
    <div className={styles.team}>
      <header className={`container ${styles.head}`}>
        <h1>{squad.name ?? teams[index]?.name}</h1>
        {squad.season?.name ? (
          <p className={styles.season}>{t('team.season', { name: squad.season.name })}</p>
        ) : null}
        <TeamSelector teams={teams} index={index} variant={variant} locale={locale} />
        <SquadList
          squads={props.squads ?? []}
          currentSquadId={props.currentSquadId ?? squad.id}
          shownSquadId={squad.id}
          teamIndex={index}
          variant={variant}
          locale={locale}
        />
      </header>
      <TeamHero image={squad.image} />
      <div className="container">
        {groups.length === 0 ? <p className={styles.empty}>{t('team.noMembers')}</p> : null}
        {groups.map(({ group, cards }) => (
          <section key={group} aria-labelledby={`group-${group}`} className={styles.group}>
            <h2 id={`group-${group}`}>{groupTitles[group]}</h2>
            <ul className={styles.cards}>
              {cards.map((c) => (
                <li key={`${c.kind}-${c.id}`}>
                  <MemberCard card={c} apiBase={apiBase} numberLabel={t('team.number')} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <TeamList teams={teams} index={index} variant={variant} locale={locale} />
      </div>
    </div>
  );
}
