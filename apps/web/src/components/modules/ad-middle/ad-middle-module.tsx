import { translator } from '../../../lib/i18n';
import { AdvertisementModule } from '../advertisement/advertisement-module';
import { pickImage } from '../image-source';
import type { ModuleProps } from '../types';
import styles from './ad-middle-module.module.css';
import { adMiddlePayloadSchema } from './schema';

export const AD_MIDDLE_SLOT = 'article-middle';

/**
 * 000 §2.10 'adMiddle': the article-middle advertisement. With a creative of its own it is
 * drawn like an 'advertisement' module; otherwise it is the labelled slot (`data-ad-slot`) an
 * ad server fills, with its space reserved so the article does not jump when it does.
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
  return (
    <aside className={`container ${styles.adMiddle}`} aria-labelledby={labelId}>
      <p id={labelId} className={styles.label}>
        {t('modules.advertisement')}
      </p>
      <div className={styles.slot} data-ad-slot={ad.slot ?? AD_MIDDLE_SLOT} />
    </aside>
  );
}
