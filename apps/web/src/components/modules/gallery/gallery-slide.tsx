import { responsiveSrcSet } from '@trybuna/domain';
import { AdFrame } from '@/components/modules/advertisement/ad-frame';
import type { ImageSource } from '@/components/modules/image-source';
import { SizedImg } from '@/components/modules/module-image';
import { slideCounter } from './gallery-state';
import styles from './gallery-module.module.css';

/**
 * The advertisement slot of a gallery (000 §9, after every 5 images): a labelled, reserved
 * space showing the ad server's creative for the `gallery` slot, when there is one.
 */
export function GalleryAdSlot({ label, html }: { label: string; html: string | undefined }) {
  return (
    <div className={styles.ad}>
      <p className={styles.adLabel}>{label}</p>
      <div className={styles.adSlot} data-ad-slot="gallery">
        {html ? <AdFrame html={html} title={label} /> : null}
      </div>
    </div>
  );
}

/** The 'n / total' counter, with the slide's name read out on each change. */
export function SlideCounter({
  index,
  total,
  label,
}: {
  index: number;
  total: number;
  label: string | undefined;
}) {
  return (
    <p className={styles.counter}>
      <span aria-hidden="true">{slideCounter(index, total)}</span>
      <span className="visually-hidden" aria-live="polite">
        {label}
      </span>
    </p>
  );
}

interface GalleryImgProps {
  source: ImageSource;
  alt: string;
  className?: string;
  /** The page's first picture: eager, high fetch priority. */
  priority?: boolean;
  /** A larger source the browser may pick on wide or dense screens (full screen). */
  larger?: ImageSource;
}

/** A gallery picture with its explicit size, so nothing shifts while it loads. */
export function GalleryImg({ source, alt, className, priority = false, larger }: GalleryImgProps) {
  const own =
    responsiveSrcSet(source.src, source.width, source.height) ??
    `${source.src} ${String(source.width)}w`;
  const srcSet =
    larger && larger.src !== source.src && larger.width > source.width
      ? `${own}, ${larger.src} ${String(larger.width)}w`
      : own.includes(',')
        ? own
        : undefined;
  return (
    <SizedImg
      source={source}
      srcSet={srcSet}
      sizes="100vw"
      alt={alt}
      className={className}
      priority={priority}
    />
  );
}
