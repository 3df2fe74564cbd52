import { responsiveSrcSet } from '@trybuna/domain';
import type { ImageSource } from './image-source';

interface ModuleImgProps {
  source: ImageSource;
  alt: string;
  className?: string;
  /** Above the fold (the page's first module): eager, high fetch priority. */
  priority?: boolean;
  /** The width it is shown at (`sizes`), for the browser's pick from the srcset. */
  sizes?: string;
}

/**
 * A CMS image: explicit size so nothing shifts; smaller files for small screens (srcset);
 * lazy unless it is the page's first picture.
 */
export function ModuleImg({
  source,
  alt,
  className,
  priority = false,
  sizes = '(min-width: 1200px) 1020px, 100vw',
}: ModuleImgProps) {
  const srcSet = responsiveSrcSet(source.src, source.width, source.height);
  return (
    <SizedImg
      source={source}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      className={className}
      priority={priority}
    />
  );
}

/**
 * The `<img>` of a CMS picture with a srcset already chosen: its explicit size, `sizes` only
 * when there is a srcset, lazy unless it is the page's first picture (eager, high priority).
 */
export function SizedImg({
  source,
  srcSet,
  sizes,
  alt,
  className,
  priority = false,
}: {
  source: ImageSource;
  srcSet: string | undefined;
  sizes: string;
  alt: string;
  className?: string;
  priority?: boolean;
}) {
  return (
    <img
      src={source.src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={source.width}
      height={source.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
}
