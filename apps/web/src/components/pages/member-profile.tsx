import type { SquadPlayer, SquadStaffMember } from '@trybuna/api-client';
import { translator, type SiteLocale } from '../../lib/i18n';
import styles from './member-profile.module.css';

/**
 * A player's or staff member's profile as page preview shows it (000 §2.1; the full Member
 * page of 001 arrives with the football pages): photo, name, number and position or role,
 * squad and biography.
 */
export function MemberProfile({
  member,
  kind,
  locale,
}: {
  member: SquadPlayer | SquadStaffMember;
  kind: 'player' | 'staff';
  locale: SiteLocale;
}) {
  const t = translator(locale);
  const name = [member.first_name, member.last_name].filter(Boolean).join(' ');
  const player = kind === 'player' ? (member as SquadPlayer) : null;
  const photo = member.image?.variants?.web?.url ?? member.image?.url ?? null;
  const biography = player?.biography;
  const facts: [string, string | null | undefined][] = [
    [t('member.position'), player?.position ?? member.role],
    [t('member.squad'), member.squad?.name],
    [t('member.birthDate'), biography?.birthDate],
    [t('member.nationality'), biography?.nationality],
    [t('member.heightWeight'), biography?.heightWeight],
  ];
  return (
    <article className={`container ${styles.profile}`} aria-labelledby="member-name">
      {photo ? <img src={photo} alt="" width={480} height={600} className={styles.photo} /> : null}
      <div>
        <h1 id="member-name">
          {typeof player?.number === 'number' ? (
            <span className={styles.number}>{player.number}</span>
          ) : null}
          {name}
        </h1>
        <dl className={styles.facts}>
          {facts
            .filter((fact): fact is [string, string] => Boolean(fact[1]))
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        {biography?.careerPath ? (
          <section aria-labelledby="member-career">
            <h2 id="member-career">{t('member.career')}</h2>
            <p>{biography.careerPath}</p>
          </section>
        ) : null}
      </div>
    </article>
  );
}
