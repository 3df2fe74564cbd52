import { shellBlocks, sponsorBeltImage } from '@trybuna/domain';
import { translator } from '@/lib/i18n';
import type { PageContext } from '@/lib/server/page-context';
import { SmartLink } from './smart-link';
import { Wordmark } from '@/components/icons/wordmark';
import styles from './bottom-sections.module.css';

/**
 * The blocks above the footer, each shown by the display rules of 000 §9: trophy counter
 * (soccer), app download (soccer, foundation), technology partners (foundation, tennis & golf)
 * and the section's sponsor block with its 'meet all partners' button.
 */
export function BottomSections({ ctx }: { ctx: PageContext }) {
  const t = translator(ctx.locale);
  const blocks = shellBlocks(ctx.section, ctx.path);
  if (!blocks.bottomSections) return null;
  const { club } = ctx.links;
  const sponsors = club.sponsors[ctx.section];
  const belt = sponsorBeltImage(ctx.section);
  const trophies = [
    { key: 'championships', count: club.trophies.championships, label: t('shell.championships') },
    { key: 'cups', count: club.trophies.cups, label: t('shell.cups') },
    { key: 'supercups', count: club.trophies.supercups, label: t('shell.supercups') },
  ];
  return (
    <div className={styles.bottom}>
      {blocks.trophies ? (
        <section aria-labelledby="trophies" className={styles.trophies}>
          <div className="container">
            <h2 id="trophies">{t('shell.trophiesTitle')}</h2>
            <ul>
              {trophies.map((trophy) => (
                <li key={trophy.key}>
                  <span className={styles.count}>{trophy.count}</span>
                  <span className={styles.trophyLabel}>{trophy.label}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      {blocks.appDownload ? (
        <section aria-labelledby="app-download" className={styles.apps}>
          <div className="container">
            <h2 id="app-download">{t('shell.appTitle')}</h2>
            <p>{t('shell.appText')}</p>
            <ul>
              <li>
                <a href={club.urls.appStores.apple} target="_blank" rel="nofollow noopener">
                  {t('shell.appStore')}
                </a>
              </li>
              <li>
                <a href={club.urls.appStores.google} target="_blank" rel="nofollow noopener">
                  {t('shell.googlePlay')}
                </a>
              </li>
              <li>
                <a href={club.urls.appStores.huawei} target="_blank" rel="nofollow noopener">
                  {t('shell.appGallery')}
                </a>
              </li>
            </ul>
          </div>
        </section>
      ) : null}
      {blocks.technologyPartners ? (
        <section aria-labelledby="tech-partners" className={styles.partners}>
          <div className="container">
            <h2 id="tech-partners">{t('shell.technologyPartners')}</h2>
            <ul>
              {club.technologyPartners.map((partner) => (
                <li key={partner.name}>
                  <a href={partner.url} target="_blank" rel="nofollow noopener">
                    <Wordmark name={partner.name} width={288} height={48} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      {sponsors && blocks.sponsorTree ? (
        <section aria-labelledby="sponsors" className={styles.sponsors}>
          <div className="container">
            <h2 id="sponsors" className={styles.sponsorsTitle}>
              {belt.label ?? t('shell.partners')}
            </h2>
            <p className={styles.mainSponsor}>
              <SponsorLink linked={blocks.sponsorLinks} url={sponsors.main.url}>
                <Wordmark
                  name={sponsors.main.name}
                  width={belt.width * 2}
                  height={belt.height * 2}
                />
              </SponsorLink>
            </p>
            {sponsors.partners.length > 0 ? (
              <ul className={styles.partnerList} aria-label={t('shell.partners')}>
                {sponsors.partners.map((partner) => (
                  <li key={partner.name}>
                    <SponsorLink linked={blocks.sponsorLinks} url={partner.url}>
                      <Wordmark name={partner.name} width={belt.width} height={belt.height} />
                    </SponsorLink>
                  </li>
                ))}
              </ul>
            ) : null}
            {blocks.meetAllPartners && ctx.section === 'SOCCER' ? (
              <SmartLink href="/sponsorzy" external={false} className={styles.button}>
                {t('shell.meetAllPartners')}
              </SmartLink>
            ) : null}
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** 000 §9: sponsor links exist only for SOCCER and TENNIS_AND_GOLF. */
function SponsorLink({
  linked,
  url,
  children,
}: {
  linked: boolean;
  url: string;
  children: React.ReactNode;
}) {
  if (!linked) return <>{children}</>;
  return (
    <a href={url} target="_blank" rel="nofollow noopener">
      {children}
    </a>
  );
}
