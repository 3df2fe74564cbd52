import type { ImageSource } from './image-source';

interface ModuleImgProps {
  source: ImageSource;
  alt: string;
  className?: string;
  /** Above the fold (the page's first module): eager, high fetch priority. */
  priority?: boolean;
}

/** A CMS image: explicit size so nothing shifts; lazy unless it is the page's first picture. */
export function ModuleImg({ source, alt, className, priority = false }: ModuleImgProps) {
  return (
    <img
      src={source.src}
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
