import { fromBreakpoint, responsiveSrcSet } from '@trybuna/domain';
import { pickImage } from '@/components/modules/image-source';
import type { ModuleImage } from '@/components/modules/image-schema';
import styles from './team.module.css';

/** Where the desktop crop takes over from the mobile one: the md breakpoint (000 §9, 900 px). */
const DESKTOP_FROM = fromBreakpoint('md');

/**
 * 001 §2 team hero: the squad image's desktopHero crop (at least 900 px wide) and its
 * mobileHero crop below that, in one `<picture>`; the page's largest paint, so loaded eagerly.
 * Nothing when the image has neither crop.
 */
export function TeamHero({ image }: { image: ModuleImage | null | undefined }) {
  const desktop = pickImage(image, ['desktopHero'], { variantsOnly: true });
  const mobile = pickImage(image, ['mobileHero'], { variantsOnly: true }) ?? desktop;
  if (!mobile) return null;
  const alt = image?.description ?? '';
  return (
    <picture className={styles.hero}>
      {desktop && desktop !== mobile ? (
        <source
          media={DESKTOP_FROM}
          srcSet={responsiveSrcSet(desktop.src, desktop.width, desktop.height) ?? desktop.src}
          sizes="100vw"
          width={desktop.width}
          height={desktop.height}
        />
      ) : null}
      <img
        src={mobile.src}
        srcSet={responsiveSrcSet(mobile.src, mobile.width, mobile.height)}
        sizes="100vw"
        alt={alt}
        width={mobile.width}
        height={mobile.height}
        fetchPriority="high"
        decoding="async"
      />
    </picture>
  );
}
