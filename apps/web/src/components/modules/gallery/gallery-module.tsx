import { club } from '@trybuna/config';
import { GALLERY_PREVIEW_IMAGES, gallerySlides, type GallerySlide } from '@trybuna/domain';
import { LoginPrompt } from '@/components/islands/members-lazy';
import { translator } from '@/lib/i18n';
import type { ModuleProps } from '@/components/modules/types';
import styles from './gallery-module.module.css';
import { galleryPhoto, type GalleryLabels, type GalleryPhoto } from './gallery-photo';
import { GalleryViewer } from './gallery-viewer-lazy';
import { galleryPayloadSchema } from './schema';

/**
 * 000 §2.10, §2.11 'gallery': a titled slider ('list', with an advertisement slot after every
 * 5 images) or grid of the component's images, with download, full screen, sharing and the
 * `?gallery={galleryIndex}&slide={n}` deep link. The interactive part is a client component
 * given plain props; in signed-in-only content anonymous visitors get the first few pictures
 * and an invitation to log in (000 §4.9).
 */
export function GalleryModule({
  component,
  context,
  galleryIndex = 0,
  priority = false,
}: ModuleProps) {
  const parsed = galleryPayloadSchema.safeParse(component);
  if (!parsed.success) return null;
  const t = translator(context.locale);
  const all = parsed.data.images.flatMap((image) => {
    const photo = image ? galleryPhoto(image, '') : null;
    return photo ? [photo] : [];
  });
  if (all.length === 0) return null;

  // The API itself sends anonymous callers a preview of a members-only gallery (`gated`).
  const locked = (context.signedInOnly === true && !context.signedIn) || parsed.data.gated === true;
  const total = Math.max(all.length, parsed.data.images_total ?? 0);
  const photos: GalleryPhoto[] = (locked ? all.slice(0, GALLERY_PREVIEW_IMAGES) : all).map(
    (photo, position) =>
      photo.alt ? photo : { ...photo, alt: t('gallery.photo', { n: position + 1 }) },
  );
  const { layout } = parsed.data;
  const slides: GallerySlide[] =
    layout === 'list'
      ? gallerySlides(photos.length)
      : photos.map((_, image) => ({ kind: 'image', image }));
  const title = parsed.data.title ?? t('gallery.title');
  const labels: GalleryLabels = {
    title,
    carousel: t('gallery.carousel'),
    slide: t('gallery.slide'),
    previous: t('gallery.previous'),
    next: t('gallery.next'),
    download: t('gallery.download'),
    fullscreen: t('gallery.fullscreen'),
    share: t('gallery.share'),
    close: t('common.close'),
    advertisement: t('modules.advertisement'),
    linkCopied: t('share.linkCopied'),
    linkCopyError: t('share.linkCopyError'),
    slides: slides.map((_, position) =>
      t('gallery.slideLabel', { n: position + 1, total: slides.length }),
    ),
    downloadPhoto: photos.map((_, position) => t('gallery.downloadPhoto', { n: position + 1 })),
    openPhoto: photos.map((_, position) => t('gallery.openPhoto', { n: position + 1 })),
  };
  const headingId = `gallery-${component.id}`;
  return (
    // Not a named region: a page may hold several galleries with the same title, and
    // landmarks must be unique (axe landmark-unique); the heading structures it instead.
    <section className={`container ${styles.gallery}`} data-gallery-index={galleryIndex}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <GalleryViewer
        layout={layout}
        galleryIndex={galleryIndex}
        photos={photos}
        slides={slides}
        labels={labels}
        adHtml={club.adSlots.gallery?.html}
        priority={priority}
      />
      {photos.length < total ? (
        <div className={styles.invite}>
          <LoginPrompt message={t('gallery.loginToSeeAll')} />
        </div>
      ) : null}
    </section>
  );
}
