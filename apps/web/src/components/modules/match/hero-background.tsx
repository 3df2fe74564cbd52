import { resizeImage, responsiveSrcSet } from '@trybuna/domain';
import { HeroPictureFrame, heroSources } from '@/components/modules/hero-thematic/hero-picture';
import type { ModuleImage } from '@/components/modules/image-schema';
import styles from './match-module.module.css';

/** 001 §9: hero images 1920×860. */
const HERO_BOX = { width: 1920, height: 860 };

/**
 * 001 §9 hero image (1920×860: the desktopHero crop, else full or web), decorative behind the
 * counter: a srcset for phones, the mobileHero crop below 530 px when the image has one, eager
 * and high priority when the module is the page's first.
 */
export function HeroBackground({
  image,
  priority = false,
}: {
  image: ModuleImage | null | undefined;
  priority?: boolean;
}) {
  const sources = heroSources(image);
  if (!sources) return null;
  const desktop = resizeImage(sources.desktop, HERO_BOX);
  const srcSet = responsiveSrcSet(desktop.src, desktop.width, desktop.height);
  return (
    <HeroPictureFrame
      sources={{ desktop, mobile: sources.mobile }}
      srcSet={srcSet}
      alt=""
      priority={priority}
      className={styles.background}
    />
  );
}
