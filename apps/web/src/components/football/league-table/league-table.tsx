import type { Standing } from '@trybuna/api-client';
import { isOwnClubName, standingTeamName, zoneCaption, zonesInTable } from '@trybuna/domain';
import { translator, type SiteLocale } from '@/lib/i18n';
import { LikeButton } from '@/components/likes';
import { ScrollRegion } from '@/components/shell/scroll-region';
import { FormMarks } from './form-marks';
import styles from './league-table.module.css';
import { ZoneLegend, ZoneMarker } from './zone-legend';

/** Header cells: an abbreviation shows its full name in `<abbr title>` (001 §3 columns). */
const COLUMNS = [
  ['position', true],
  ['team', false],
  ['matches', true],
  ['wins', true],
  ['draws', true],
  ['losses', true],
  ['goals', false],
  ['points', true],
  ['form', false],
] as const;

/**
 * A league table (001 §3): number, team, matches, wins, draws, losses, goals, points and form.
 * Rows in a qualification or relegation zone carry a numbered marker on the zone's colour, and
 * the legend under the table gives each number its caption (never colour alone). The club's own
 * rows (the page's squad, or a club of the configured names) are highlighted and named as such. The table
 * scrolls inside its own region on a phone, never the page. With `apiBase`, each row ends with
 * a like button for its club (000 §3 like type `club`; 001 §7: no count request, the count is
 * the club's `likes_count` read with the table).
 */
export function LeagueTable({
  id,
  caption,
  rows,
  ownNames,
  ownSquadId,
  locale,
  apiBase,
}: {
  /** Unique on the page: names the caption the scroll region is labelled by. */
  id: string;
  caption: string;
  rows: readonly Standing[];
  /** The club's names from the config: rows whose club is one of them are the club's own. */
  ownNames: readonly string[];
  /** The page's squad (a team's timetable): its row is the club's own whatever its name. */
  ownSquadId?: string;
  locale: SiteLocale;
  /** The content API as the browser reaches it: with it, each club row has a like button. */
  apiBase?: string;
}) {
  const t = translator(locale);
  const zones = zonesInTable(rows);
  const zoneNumber = new Map(zones.map((zone, index) => [zone.key as string, index + 1]));
  const captionId = `league-table-${id}`;
  return (
    <div className={styles.wrapper}>
      <ScrollRegion labelledBy={captionId}>
        <table className={styles.table}>
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              {COLUMNS.map(([key, short]) => (
                <th key={key} scope="col" {...(key === 'team' ? { className: styles.team } : {})}>
                  {short ? (
                    <abbr title={t(`timetable.table.${key}`)}>
                      {t(`timetable.table.${key}Short`)}
                    </abbr>
                  ) : (
                    t(`timetable.table.${key}`)
                  )}
                </th>
              ))}
              {apiBase ? (
                <th scope="col">
                  <span className="visually-hidden">{t('likes.like')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const name = standingTeamName(row);
              const own =
                (ownSquadId !== undefined && row.squad?.id === ownSquadId) ||
                isOwnClubName(row.club?.name, ownNames);
              const zone = zoneCaption(row.zone) ? (row.zone ?? null) : null;
              return (
                <tr
                  key={row.id}
                  // Absent attributes left out, not passed as undefined (RSC payload).
                  {...(own ? { className: styles.own } : {})}
                  {...(zone ? { 'data-zone': zone } : {})}
                  {...(own ? { 'data-own': '' } : {})}
                >
                  <td>
                    <span className={styles.position}>
                      {zone ? <ZoneMarker zone={zone} number={zoneNumber.get(zone) ?? 0} /> : null}
                      {row.position}
                      {zone ? <span className="visually-hidden">{zoneCaption(zone)}</span> : null}
                    </span>
                  </td>
                  <th scope="row" className={styles.team}>
                    {name}
                    {own ? (
                      <span className="visually-hidden"> ({t('timetable.table.ownClub')})</span>
                    ) : null}
                  </th>
                  <td>{row.matches}</td>
                  <td>{row.wins}</td>
                  <td>{row.draws}</td>
                  <td>{row.losses}</td>
                  <td>{row.goals}</td>
                  <td className={styles.points}>{row.points}</td>
                  <td className={styles.formCell}>
                    <FormMarks form={row.form} locale={locale} />
                  </td>
                  {apiBase ? (
                    <td className={styles.likeCell}>
                      {row.club?.id ? (
                        <LikeButton
                          type="club"
                          id={row.club.id}
                          initialCount={row.club.likes_count ?? 0}
                          apiBaseUrl={apiBase}
                        />
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <ZoneLegend zones={zones} locale={locale} />
    </div>
  );
}
