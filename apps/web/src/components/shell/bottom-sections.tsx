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
  const stores = [
    { key: 'apple', url: club.urls.appStores.apple, label: t('shell.appStore') },
    { key: 'google', url: club.urls.appStores.google, label: t('shell.googlePlay') },
    { key: 'huawei', url: club.urls.appStores.huawei, label: t('shell.appGallery') },
  ];
  return (
    <div className={styles.bottom}>
      {blocks.trophies ? (
        <BottomSection id="trophies" title={t('shell.trophiesTitle')} className={styles.trophies}>
          <ul>
            {trophies.map((trophy) => (
              <li key={trophy.key}>
                <span className={styles.count}>{trophy.count}</span>
                <span className={styles.trophyLabel}>{trophy.label}</span>
              </li>
            ))}
          </ul>
        </BottomSection>
      ) : null}
      {blocks.appDownload ? (
        <BottomSection id="app-download" title={t('shell.appTitle')} className={styles.apps}>
          <p>{t('shell.appText')}</p>
          <ul>
            {stores.map((store) => (
              <li key={store.key}>
                <a href={store.url} target="_blank" rel="nofollow noopener">
                  {store.label}
                </a>
              </li>
            ))}
          </ul>
        </BottomSection>
      ) : null}
      {blocks.technologyPartners ? (
        <BottomSection
          id="tech-partners"
          title={t('shell.technologyPartners')}
          className={styles.partners}
        >
          <ul>
            {club.technologyPartners.map((partner) => (
              <li key={partner.name}>
                <a href={partner.url} target="_blank" rel="nofollow noopener">
                  <Wordmark name={partner.name} width={288} height={48} />
                </a>
              </li>
            ))}
          </ul>
        </BottomSection>
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

/** One block above the footer: a labelled section with its heading. */
function BottomSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="container">
        <h2 id={id}>{title}</h2>
        {children}
      </div>
    </section>
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
