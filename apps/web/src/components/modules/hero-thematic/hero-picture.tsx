import { belowBreakpoint } from '@trybuna/domain';
import { pickImage, type ImageSource } from '@/components/modules/image-source';
import type { ModuleImage } from '@/components/modules/image-schema';
import { SizedImg } from '@/components/modules/module-image';
import styles from './hero-thematic-module.module.css';

/** Below the spec's sm breakpoint (530 px) the portrait mobileHero crop is shown. */
const NARROW_MEDIA = belowBreakpoint('sm');

const DESKTOP = ['desktopHero', 'full', 'web'] as const;
const MOBILE = ['mobileHero'] as const;

export interface HeroSources {
  desktop: ImageSource;
  mobile: ImageSource | null;
}

/** The desktopHero source (else full or web) and the mobileHero one if the image has it. */
export function heroSources(image: ModuleImage | null | undefined): HeroSources | null {
  const desktop = pickImage(image, DESKTOP);
  return desktop ? { desktop, mobile: pickImage(image, MOBILE, { variantsOnly: true }) } : null;
}

/** The hero's picture: mobileHero on narrow screens, desktopHero otherwise. */
export function HeroPicture({
  sources,
  alt,
  priority = false,
}: {
  sources: HeroSources;
  alt: string;
  /** The page's first module: eager, high fetch priority (the largest paint). */
  priority?: boolean;
}) {
  return (
    <HeroPictureFrame
      sources={sources}
      alt={alt}
      priority={priority}
      className={styles.media}
      imageClassName={styles.image}
    />
  );
}

/**
 * A hero's `<picture>`: the mobileHero crop below the sm breakpoint when the image has one, the
 * desktop source (with its srcset, if any) otherwise.
 */
export function HeroPictureFrame({
  sources,
  srcSet,
  alt,
  priority = false,
  className,
  imageClassName,
}: {
  sources: HeroSources;
  srcSet?: string;
  alt: string;
  priority?: boolean;
  className?: string;
  imageClassName?: string;
}) {
  const { desktop, mobile } = sources;
  return (
    <picture className={className}>
      {mobile ? (
        <source
          media={NARROW_MEDIA}
          srcSet={mobile.src}
          width={mobile.width}
          height={mobile.height}
        />
      ) : null}
      <SizedImg
        source={desktop}
        srcSet={srcSet}
        sizes="100vw"
        alt={alt}
        priority={priority}
        className={imageClassName}
      />
    </picture>
  );
}
