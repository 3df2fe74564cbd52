import { translator } from '@/lib/i18n';
import { AdFrame } from './ad-frame';
import { pickImage, type ImageSource } from '@/components/modules/image-source';
import { ModuleLink } from '@/components/modules/module-link';
import { nonBlank } from '@/components/modules/strings';
import type { ModuleProps } from '@/components/modules/types';
import styles from './advertisement-module.module.css';
import { advertisementPayloadSchema, type AdvertisementPayload } from './schema';

const VARIANTS = ['web', 'full'] as const;

type Creative = { kind: 'script'; html: string } | { kind: 'image'; source: ImageSource };

function creativeOf(ad: AdvertisementPayload): Creative | null {
  if (ad.script) return { kind: 'script', html: ad.script };
  if (ad.image_url) return { kind: 'image', source: { src: ad.image_url, width: 0, height: 0 } };
  const source = pickImage(ad.image, VARIANTS);
  return source ? { kind: 'image', source } : null;
}

interface AdImageProps {
  ad: AdvertisementPayload;
  source: ImageSource;
  alt: string;
  context: ModuleProps['context'];
  priority: boolean;
}

/** The image creative, linked to the advertiser when the module has a URL. */
function AdImage({ ad, source, alt, context, priority }: AdImageProps) {
  const sized = source.width > 0 && source.height > 0;
  const image = (
    <img
      src={source.src}
      width={sized ? source.width : undefined}
      height={sized ? source.height : undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={styles.image}
    />
  );
  if (!ad.url) return image;
  return (
    <ModuleLink href={ad.url} context={context} className={styles.link} extraRel="sponsored">
      {image}
    </ModuleLink>
  );
}

/**
 * 000 §2.10 'advertisement': a script advertisement (run in a sandboxed frame: `AdFrame`) or
 * an image linking to the advertiser, in a region labelled as an advertisement.
 */
export function AdvertisementModule({ component, context, priority = false }: ModuleProps) {
  const parsed = advertisementPayloadSchema.safeParse(component);
  if (!parsed.success) return null;
  const ad = parsed.data;
  const creative = creativeOf(ad);
  if (!creative) return null;
  const t = translator(context.locale);
  const labelId = `ad-${component.id}`;
  return (
    <aside className={`container ${styles.advertisement}`} aria-labelledby={labelId}>
      <p id={labelId} className={styles.label}>
        {t('modules.advertisement')}
      </p>
      {creative.kind === 'script' ? (
        <div className={styles.script}>
          <AdFrame html={creative.html} title={t('modules.advertisement')} />
        </div>
      ) : (
        <AdImage
          priority={priority}
          ad={ad}
          source={creative.source}
          alt={ad.alt ?? nonBlank(ad.image?.description) ?? t('modules.advertisement')}
          context={context}
        />
      )}
    </aside>
  );
}
