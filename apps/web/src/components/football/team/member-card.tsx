import Link from 'next/link';
import type { SizedImage } from '@trybuna/domain';
import { LikeButton } from '@/components/likes';
import styles from './team.module.css';

export interface MemberCardData {
  kind: 'player' | 'staff';
  id: string;
  name: string;
  number: number | null;
  /** Position of a player, role of a staff member (already a label). */
  function: string | null;
  href: string;
  photo: SizedImage | null;
  likes: number;
}

/**
 * 001 §2, §9 squad member card: photo 316x316, number, name and position or role, linking to
 * the profile; the like button (squad_player / squad_staff_member, 001 §7) sits outside the link.
 */
export function MemberCard({
  card,
  apiBase,
  numberLabel,
}: {
  card: MemberCardData;
  apiBase: string;
  numberLabel: string;
}) {
  const initials = card.name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);
  return (
    <article className={styles.card}>
      <Link href={card.href} className={styles.cardLink}>
        {card.photo ? (
          <img
            className={styles.photo}
            src={card.photo.src}
            alt=""
            // 001 §9: shown at 316x316 (a picture of another shape is cropped to the square).
            width={316}
            height={316}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={styles.photo} aria-hidden="true">
            {initials}
          </span>
        )}
        <span className={styles.cardBody}>
          {card.number !== null ? (
            <span className={styles.number}>
              <span className="visually-hidden">{numberLabel} </span>
              {card.number}
            </span>
          ) : null}
          <h3 className={styles.name}>{card.name}</h3>
          {card.function ? <span className={styles.function}>{card.function}</span> : null}
        </span>
      </Link>
      <LikeButton
        type={card.kind === 'player' ? 'squad_player' : 'squad_staff_member'}
        id={card.id}
        initialCount={card.likes}
        apiBaseUrl={apiBase}
        className={styles.like}
      />
    </article>
  );
}
