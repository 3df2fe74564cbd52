import { club } from '@trybuna/config';
import { translator } from '@/lib/i18n';
import { AdFrame } from '@/components/modules/advertisement/ad-frame';
import { AdvertisementModule } from '@/components/modules/advertisement/advertisement-module';
import { pickImage } from '@/components/modules/image-source';
import type { ModuleProps } from '@/components/modules/types';
import styles from './ad-middle-module.module.css';
import { adMiddlePayloadSchema } from './schema';

const AD_MIDDLE_SLOT = 'article-middle';

/**
 * 000 §2.10 'adMiddle': the article-middle advertisement. With a creative of its own it is
 * drawn like an 'advertisement' module; otherwise the labelled slot shows the ad server's
 * creative for it (the club config's `adSlots`), in a reserved box so the article does not jump.
 */
export function AdMiddleModule(props: ModuleProps) {
  const parsed = adMiddlePayloadSchema.safeParse(props.component);
  if (!parsed.success) return null;
  const ad = parsed.data;
  if (ad.script || ad.image_url || pickImage(ad.image, ['web', 'full'])) {
    return <AdvertisementModule {...props} />;
  }
  const t = translator(props.context.locale);
  const labelId = `ad-middle-${props.component.id}`;
  const creative = club.adSlots[AD_MIDDLE_SLOT];
  return (
    <aside className={`container ${styles.adMiddle}`} aria-labelledby={labelId}>
      <p id={labelId} className={styles.label}>
        {t('modules.advertisement')}
      </p>
      <div className={styles.slot} data-ad-slot={ad.slot ?? AD_MIDDLE_SLOT}>
        {creative ? <AdFrame html={creative.html} title={t('modules.advertisement')} /> : null}
      </div>
    </aside>
  );
}
