import type { SquadPlayer } from '@trybuna/api-client';
import { translator, type SiteLocale } from '@/lib/i18n';
import { nonBlank } from '@/components/modules/strings';
import { countryName } from './labels';
import { hasFlag, NationalityFlag } from './nationality-flag';
import styles from './member.module.css';

/** 'YYYY-MM-DD' (or an ISO time) as 000 §9's date mask dd.mm.yyyy; null when unreadable. */
function displayDate(value: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value?.trim() ?? '');
  return match ? `${match[3] ?? ''}.${match[2] ?? ''}.${match[1] ?? ''}` : null;
}

/**
 * 001 §2 biography: date of birth, height and weight, nationality with its flag, career path.
 * Nothing when the player has none of them.
 */
export function Biography({
  biography,
  locale,
}: {
  biography: SquadPlayer['biography'];
  locale: SiteLocale;
}) {
  const t = translator(locale);
  const born = displayDate(biography?.birthDate);
  const code = nonBlank(biography?.nationality)?.toLowerCase() ?? null;
  const country = countryName(code, locale) ?? code?.toUpperCase() ?? null;
  const career = nonBlank(biography?.careerPath);
  const heightWeight = nonBlank(biography?.heightWeight);
  if (!born && !country && !career && !heightWeight) return null;
  return (
    <section aria-labelledby="member-biography" className={styles.section}>
      <h2 id="member-biography">{t('team.biography')}</h2>
      <dl className={styles.facts}>
        {born ? (
          <div>
            <dt>{t('team.birthDate')}</dt>
            <dd>
              <time dateTime={biography?.birthDate?.slice(0, 10)}>{born}</time>
            </dd>
          </div>
        ) : null}
        {heightWeight ? (
          <div>
            <dt>{t('team.heightWeight')}</dt>
            <dd>{heightWeight}</dd>
          </div>
        ) : null}
        {code && country ? (
          <div>
            <dt>{t('team.nationality')}</dt>
            <dd className={styles.nationality}>
              <NationalityFlag code={code} name={country} className={styles.flag} />
              {/* The flag is named by the country already; the text is for sighted readers. */}
              <span aria-hidden={hasFlag(code) ? true : undefined}>{country}</span>
            </dd>
          </div>
        ) : null}
      </dl>
      {career ? (
        <>
          <h3>{t('team.careerPath')}</h3>
          <p className={styles.career}>{career}</p>
        </>
      ) : null}
    </section>
  );
}
