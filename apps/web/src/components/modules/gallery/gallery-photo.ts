import { GALLERY, resizeImage } from '@trybuna/domain';
import type { ModuleImage } from '@/components/modules/image-schema';
import { pickImage, type ImageSource } from '@/components/modules/image-source';
import { nonBlank } from '@/components/modules/strings';

/** One gallery picture as the browser gets it: plain, serialisable data. */
export interface GalleryPhoto {
  /** The slider's picture (000 §9: 1600x1060 at quality 80). */
  slide: ImageSource;
  /** Download and full screen (000 §9: 2560x1440 at quality 95). */
  full: ImageSource;
  /** The grid's thumbnail (000 §9: 400x400). */
  thumb: ImageSource;
  alt: string;
}

/** The base picture: the full-size variant, else the web one, else the original. */
const BASE = ['full', 'web'] as const;
const THUMB = ['thumb'] as const;

/**
 * A gallery image's slide, full-size and thumbnail sources and its alt text (its description,
 * else `fallbackAlt`); null without any URL.
 */
export function galleryPhoto(image: ModuleImage, fallbackAlt: string): GalleryPhoto | null {
  const base = pickImage(image, BASE);
  if (!base) return null;
  return {
    slide: resizeImage(base, GALLERY.slide),
    full: resizeImage(base, GALLERY.full),
    thumb: pickImage(image, THUMB, { variantsOnly: true }) ?? resizeImage(base, GALLERY.thumb),
    alt: nonBlank(image.description) ?? fallbackAlt,
  };
}

/** The viewer's texts, translated on the server (the viewer gets plain props only). */
export interface GalleryLabels {
  title: string;
  /** `aria-roledescription` of the slider and of each slide. */
  carousel: string;
  slide: string;
  previous: string;
  next: string;
  download: string;
  fullscreen: string;
  share: string;
  close: string;
  advertisement: string;
  linkCopied: string;
  linkCopyError: string;
  /** Per slide: 'Slajd n z total'. */
  slides: string[];
  /** Per photo: 'Pobierz zdjęcie n'. */
  downloadPhoto: string[];
  /** Per photo: 'Otwórz zdjęcie n na pełnym ekranie'. */
  openPhoto: string[];
}
