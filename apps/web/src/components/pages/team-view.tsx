import type { Squad, SquadPlayer, SquadStaffMember } from '@trybuna/api-client';
import { SQUAD_GROUPS, squadGroup, type SquadGroup } from '@trybuna/domain';
import styles from './football.module.css';

const GROUP_TITLES: Readonly<Record<SquadGroup, string>> = {
  GOALKEEPER: 'Bramkarze',
  DEFENDER: 'Obrońcy',
  MIDFIELDER: 'Pomocnicy',
  STRIKER: 'Napastnicy',
  COACH: 'Sztab',
};

type Member = (SquadPlayer | SquadStaffMember) & { number?: number | null };

/**
 * 001 §2 team page: the current squad with its hero, members grouped Goalkeepers, Defenders,
 * Midfielders, Forwards, Staff (001 §6). Profiles and the team selector arrive with the teams issue.
 */
export function TeamView({
  squad,
  players,
  staff,
}: {
  squad: Squad;
  players: readonly SquadPlayer[];
  staff: readonly SquadStaffMember[];
}) {
  const members: Member[] = [...players, ...staff];
  const groups = SQUAD_GROUPS.map((group) => ({
    group,
    members: members.filter((m) => squadGroup(m) === group),
  })).filter((g) => g.members.length > 0);
  const hero = squad.image?.variants?.desktopHero?.url ?? null;
  return (
    <div className="container">
      <div className={styles.teamHead}>
        <h1>{squad.name}</h1>
        {squad.season?.name ? <p className={styles.muted}>{squad.season.name}</p> : null}
      </div>
      {hero ? <img className={styles.hero} src={hero} alt="" width={1920} height={860} /> : null}
      {groups.map(({ group, members: list }) => (
        <section key={group} aria-labelledby={`group-${group}`} className={styles.group}>
          <h2 id={`group-${group}`}>{GROUP_TITLES[group]}</h2>
          <ul className={styles.members}>
            {list.map((member) => (
              <li key={`${member.type}-${member.id}`} className={styles.member}>
                {'image' in member && member.image?.variants?.thumb?.url ? (
                  <img
                    src={member.image.variants.thumb.url}
                    alt=""
                    width={316}
                    height={316}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className={styles.avatar} aria-hidden="true">
                    {(member.first_name ?? '').charAt(0)}
                    {(member.last_name ?? '').charAt(0)}
                  </span>
                )}
                <span className={styles.memberName}>
                  {typeof member.number === 'number' ? (
                    <span className={styles.number}>{member.number}</span>
                  ) : null}
                  {member.first_name} {member.last_name}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
