import { ticketBeltBuyUrl } from '@trybuna/domain';
import { islandMessages, translator, type SiteLocale } from '@/lib/i18n';
import { club } from '@/lib/server/site';
import { ticketBeltData, type TicketBeltData } from '@/lib/server/football/ticket-belt';
import { IslandMessages } from '@/components/chrome/intl-provider';
import { DataLoadErrorNotice } from '@/components/chrome/toasts/data-load-error-notice';
import { Wordmark } from '@/components/icons/wordmark';
import { beltSlideViews } from './belt-slides';
import { TicketBeltCarousel } from './ticket-belt-carousel';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import styles from './ticket-belt.module.css';

/**
 * 001 §2, §4, §7, §9 ticket belt at the top of the soccer pages (the shell decides where): the
 * qualifying matches and the season-package slide, 'KUP BILETY' to the first match's
 * `ticket_counter.external_url` (else the club's ticket shop) and the main sponsor's link.
 * Nothing at all when no slide qualifies.
 */
export async function TicketBelt({ locale }: { locale: SiteLocale }) {
  return <TicketBeltView data={await ticketBeltData()} locale={locale} />;
}

/** The belt drawn from its data (tests render this). */
export function TicketBeltView({ data, locale }: { data: TicketBeltData; locale: SiteLocale }) {
  if (data.failed) return <DataLoadErrorNotice />;
  const slides = beltSlideViews(data.matches, data.season, club.timeZone);
  if (slides.length === 0) return null;
  const t = translator(locale);
  const buyUrl = ticketBeltBuyUrl(data.matches, club.urls.tickets);
  const sponsor = club.sponsors.SOCCER?.main;
  return (
    <section className={styles.belt} aria-label={t('football.ticketBelt')} data-ticket-belt="">
      <div className={`container ${styles.inner}`}>
        <IslandMessages messages={islandMessages(locale, 'ticketBelt')}>
          <TicketBeltCarousel slides={slides} urls={data.urls}>
            <div className={styles.links}>
              <a href={buyUrl} target="_blank" rel="noopener" className={styles.buy}>
                <SpriteIcon name="ticket" size={18} />
                {t('football.buyTickets')}
                <span className="visually-hidden"> {t('common.externalLink')}</span>
              </a>
              {sponsor ? (
                <a
                  href={sponsor.url}
                  target="_blank"
                  rel="nofollow noopener sponsored"
                  className={styles.sponsor}
                >
                  <span className={styles.sponsorLabel}>{t('football.mainSponsor')}</span>
                  <Wordmark name={sponsor.name} width={156} height={28} />
                  <span className="visually-hidden"> {t('common.externalLink')}</span>
                </a>
              ) : null}
            </div>
          </TicketBeltCarousel>
        </IslandMessages>
      </div>
    </section>
  );
}
