import { fitInside, resizeImage } from '@trybuna/domain';
import { pickImage } from '@/components/modules/image-source';
import type { ModuleImage } from '@/components/modules/image-schema';
import styles from './crest.module.css';

/** 001 §9 crest sizes: 48×48 on match cards, 60×60 on the counter hero (image presets). */
export type CrestSize = 48 | 60;

/** The URL and size of a club crest (`club_image`'s thumb) fitted into a size×size box. */
export function crestSource(
  image: ModuleImage | null | undefined,
  size: CrestSize,
): { src: string; width: number; height: number } | null {
  const thumb = pickImage(image, ['thumb']);
  if (!thumb) return null;
  const box = { width: size, height: size };
  const resized = resizeImage(thumb, box);
  // A URL the CDN cannot resize is still drawn inside the box.
  const [width, height] = fitInside(resized.width, resized.height, box);
  return { src: resized.src, width, height };
}

/**
 * A club crest for match cards and the counter hero: the squad's `club_image` (thumb crop)
 * resized into a 48 or 60 px square, in a fixed box so nothing shifts. `alt` is the club's name,
 * or '' when the name is written beside it; without a picture a neutral badge with the initial
 * takes its place.
 */
export function FootballCrest({
  image,
  name,
  size,
  decorative = false,
  priority = false,
  className,
}: {
  image: ModuleImage | null | undefined;
  name: string;
  size: CrestSize;
  /** The club's name is visible next to the crest: alt="". */
  decorative?: boolean;
  priority?: boolean;
  className?: string;
}) {
  const source = crestSource(image, size);
  const box = `${styles.crest} ${size === 60 ? styles.large : styles.small} ${className ?? ''}`;
  if (!source) {
    return (
      <span
        className={`${box} ${styles.placeholder}`}
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : name}
        aria-hidden={decorative ? true : undefined}
      >
        {name.trim().charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <span className={box}>
      <img
        src={source.src}
        width={source.width}
        height={source.height}
        alt={decorative ? '' : name}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
      />
    </span>
  );
}
