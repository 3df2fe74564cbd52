import type { ReactNode } from 'react';
import type { SquadPlayer, SquadStaffMember, Statistic } from '@trybuna/api-client';
import { translator, type SiteLocale } from '@/lib/i18n';
import { LikeButton } from '@/components/likes';
import { memberPhoto } from './member-photo';
import { Biography } from './biography';
import { memberFunction, roleLabel } from './labels';
import { PlayerStatistics } from './player-statistics';
import styles from './member.module.css';

export const memberFullName = (m: { first_name?: string | null; last_name?: string | null }) =>
  [m.first_name, m.last_name].filter(Boolean).join(' ');

/**
 * 001 §2 player and staff profile: photo (316x316), number, name, position or role, the like
 * button, the biography, the statistics (players; the full set only for signed-in fans) and the
 * page's further sections (`children`). Page preview shows it without likes and statistics.
 */
export function MemberProfile({
  member,
  kind,
  locale,
  apiBase,
  statistic,
  children,
}: {
  member: SquadPlayer | SquadStaffMember;
  kind: 'player' | 'staff';
  locale: SiteLocale;
  /** The content API as the browser reaches it: likes and the statistics island need it. */
  apiBase?: string;
  /** The player's statistics row as the anonymous read returns it; undefined shows none. */
  statistic?: Statistic | null;
  children?: ReactNode;
}) {
  const t = translator(locale);
  const player = kind === 'player' ? (member as SquadPlayer) : null;
  const photo = memberPhoto(member.image);
  const role = player ? memberFunction(player, locale) : roleLabel(member.role, locale);
  // A player's own role (the captain) is shown beside their position.
  const extraRole = player?.position && player.role ? roleLabel(player.role, locale) : null;
  return (
    <article className={`container ${styles.profile}`} aria-labelledby="member-name">
      <div className={styles.head}>
        {photo ? (
          <img
            className={styles.photo}
            src={photo.src}
            alt=""
            width={photo.width}
            height={photo.height}
            fetchPriority="high"
          />
        ) : null}
        <div className={styles.intro}>
          {typeof player?.number === 'number' ? (
            <p className={styles.number}>
              <span className="visually-hidden">{t('team.number')} </span>
              {player.number}
            </p>
          ) : null}
          <h1 id="member-name">{memberFullName(member)}</h1>
          {role ? (
            <p className={styles.function}>
              <span className="visually-hidden">
                {player ? t('team.position') : t('team.role')}:{' '}
              </span>
              {[role, extraRole].filter(Boolean).join(' · ')}
            </p>
          ) : null}
          {apiBase ? (
            <LikeButton
              type={kind === 'player' ? 'squad_player' : 'squad_staff_member'}
              id={member.id}
              initialCount={member.likes_count ?? 0}
              apiBaseUrl={apiBase}
            />
          ) : null}
        </div>
      </div>
      {player ? <Biography biography={player.biography} locale={locale} /> : null}
      {player && apiBase && statistic !== undefined ? (
        <PlayerStatistics
          statistic={statistic}
          position={player.position}
          apiBase={apiBase}
          locale={locale}
        />
      ) : null}
      {children}
    </article>
  );
}
