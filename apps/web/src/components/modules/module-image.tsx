import type { ImageSource } from './image-source';

interface ModuleImgProps {
  source: ImageSource;
  alt: string;
  className?: string;
}

/** A CMS image: explicit size so nothing shifts, lazy and asynchronously decoded. */
export function ModuleImg({ source, alt, className }: ModuleImgProps) {
  return (
    <img
      src={source.src}
      width={source.width}
      height={source.height}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
