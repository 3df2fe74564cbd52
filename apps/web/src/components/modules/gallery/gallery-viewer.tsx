'use client';

import { DownloadIcon, Maximize2Icon } from '@/components/icons/content-icons';
import { ChevronIcon } from '@/components/icons/stroke-icons';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { GALLERY, galleryDeepLink, type GallerySlide } from '@trybuna/domain';
import { useHydrated } from '@/components/chrome/use-hydrated';
import scroller from '@/components/chrome/carousel.module.css';
import { prefersReducedMotion } from '@/components/chrome/use-prefers-reduced-motion';
import type { GalleryLabels, GalleryPhoto } from './gallery-photo';
import { GalleryAdSlot, GalleryImg, SlideCounter } from './gallery-slide';
import { clampSlide, deepLinkTarget, goForKey } from './gallery-state';
import { GalleryTools } from './gallery-tools';
import styles from './gallery-module.module.css';
import { useShareLink } from './use-share-link';
import { useCarousel } from '@/components/chrome/use-carousel';

export interface GalleryViewerProps {
  layout: 'list' | 'grid';
  /** 0-based position among the page's galleries (the `?gallery=` of 000 §2.11). */
  galleryIndex: number;
  photos: GalleryPhoto[];
  /** The slider's slides (photos and advertisement slots); in a grid, one per photo. */
  slides: GallerySlide[];
  labels: GalleryLabels;
  /** The ad server's creative for the gallery's advertisement slides (club config). */
  adHtml?: string | undefined;
  /** The page's first module: its first picture loads eagerly. */
  priority: boolean;
}

/** The full-screen view's code (Radix dialog, focus trap), fetched when first wanted. */
const loadGalleryDialog = () => import('./gallery-dialog');

// Out of the page's first load: most visitors never open a gallery full screen.
const GalleryDialog = lazy(() => loadGalleryDialog().then((m) => ({ default: m.GalleryDialog })));

/** Hovering or focusing an opener starts the download, so the first opening rarely waits. */
const warmGalleryDialog = () => {
  // Only a head start: its failure is not an error here (the first opening loads the code itself).
  loadGalleryDialog().catch(() => undefined);
};

/**
 * 000 §2.11 gallery, in the browser: the slider (`useCarousel`, a native scroll-snap scroller;
 * previous/next, 'n / total', download,
 * share, full screen; arrow keys while it has focus) or the grid of thumbnails (each opening
 * full screen, each with a download link), the full-screen dialog, and the deep link
 * `?gallery=&slide=` read on load.
 */
export function GalleryViewer({
  layout,
  galleryIndex,
  photos,
  slides,
  labels,
  priority,
  adHtml,
}: GalleryViewerProps) {
  const total = slides.length;
  const [open, setOpen] = useState(false);
  // True from the first opening on: the dialog's code is then loaded and it stays mounted.
  const [mounted, setMounted] = useState(false);
  // The slider's index is the one source of truth: swipes set it, and the buttons, the keys and
  // the full-screen view move the slider (jumping under the dialog or for reduced motion).
  const carousel = useCarousel({ count: total });
  const index = carousel.index;
  // Controls wait for the script: a click before hydration would be lost.
  const hydrated = useHydrated();
  const rootRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const share = useShareLink(labels);

  const go = (next: number, instant = open) => {
    carousel.scrollTo(clampSlide(next, total), { instant });
  };

  const openAt = (slide: number, from: HTMLElement | null) => {
    returnFocus.current = from;
    go(slide);
    setMounted(true);
    setOpen(true);
  };

  const shareCurrent = () => {
    void share(galleryDeepLink(window.location.href, galleryIndex, index + 1));
  };

  // 000 §2.11 deep link, once on load: scroll to this gallery, open the slide if it exists.
  const deepLinkHandled = useRef(false);
  const { scrollTo, viewport } = carousel;
  useEffect(() => {
    if (deepLinkHandled.current) return;
    deepLinkHandled.current = true;
    const target = deepLinkTarget(window.location.search, galleryIndex, total);
    const root = rootRef.current;
    if (!target || !root) return;
    const section = root.closest('section') ?? root;
    window.scrollTo({
      top: section.getBoundingClientRect().top + window.scrollY - GALLERY.deepLinkOffset,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
    if (target.open !== null) {
      returnFocus.current = layout === 'list' ? viewport.current : null;
      scrollTo(target.open, { instant: true });
      // The deep link is a first opening too: the dialog's code loads now.
      setMounted(true);
      setOpen(true);
    }
  }, [galleryIndex, total, layout, scrollTo, viewport]);

  // Focus goes back through `returnFocus` (the dialog's onCloseAutoFocus), not a Dialog.Trigger.
  const dialog = mounted ? (
    <Suspense fallback={null}>
      <GalleryDialog
        open={open}
        onOpenChange={setOpen}
        index={index}
        onIndexChange={go}
        slides={slides}
        photos={photos}
        labels={labels}
        adHtml={adHtml}
        onShare={shareCurrent}
        returnFocus={returnFocus}
      />
    </Suspense>
  ) : null;

  if (layout === 'grid') {
    return (
      <div ref={rootRef}>
        <ul className={styles.grid}>
          {photos.map((photo, position) => (
            <li key={position} className={styles.cell}>
              <button
                type="button"
                className={styles.thumbButton}
                aria-label={labels.openPhoto[position]}
                disabled={!hydrated}
                onPointerEnter={warmGalleryDialog}
                onFocus={warmGalleryDialog}
                onClick={(event) => {
                  openAt(position, event.currentTarget);
                }}
              >
                <GalleryImg
                  source={photo.thumb}
                  alt={photo.alt}
                  className={styles.thumb}
                  priority={priority && position === 0}
                />
              </button>
              <a
                href={photo.full.src}
                download
                target="_blank"
                rel="noopener"
                className={styles.cellDownload}
                aria-label={labels.downloadPhoto[position]}
              >
                <DownloadIcon size={16} />
                <span aria-hidden="true">{labels.download}</span>
              </a>
            </li>
          ))}
        </ul>
        {dialog}
      </div>
    );
  }

  const current = slides[index];
  const currentPhoto = current?.kind === 'image' ? photos[current.image] : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    goForKey(event, index, total, go);
  };

  return (
    <div
      ref={rootRef}
      className={styles.viewer}
      role="group"
      aria-roledescription={labels.carousel}
      aria-label={labels.title}
    >
      {/* The keyboard's stop: a scroller of pictures is reached by the keyboard so (axe). */}
      <div
        className={`${scroller.scroller} ${styles.viewport}`}
        ref={carousel.viewportRef}
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        <div className={styles.track}>
          {slides.map((slide, position) => {
            const photo = slide.kind === 'image' ? photos[slide.image] : undefined;
            return (
              <div
                key={position}
                className={`${styles.slide} ${scroller.slide}`}
                role="group"
                aria-roledescription={labels.slide}
                aria-label={labels.slides[position]}
                aria-hidden={position === index ? undefined : true}
              >
                {photo ? (
                  <GalleryImg
                    source={photo.slide}
                    alt={photo.alt}
                    className={styles.slideImage}
                    priority={priority && position === 0}
                  />
                ) : (
                  <GalleryAdSlot label={labels.advertisement} html={adHtml} />
                )}
              </div>
            );
          })}
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          aria-label={labels.previous}
          disabled={!hydrated || index <= 0}
          onClick={() => {
            go(index - 1);
          }}
        >
          <ChevronIcon direction="left" size={22} />
        </button>
        <SlideCounter index={index} total={total} label={labels.slides[index]} />
        <button
          type="button"
          className={styles.control}
          aria-label={labels.next}
          disabled={!hydrated || index >= total - 1}
          onClick={() => {
            go(index + 1);
          }}
        >
          <ChevronIcon direction="right" size={22} />
        </button>
        <div className={styles.tools}>
          <GalleryTools photo={currentPhoto} iconSize={18} labels={labels} onShare={shareCurrent} />
          <button
            type="button"
            className={styles.tool}
            aria-haspopup="dialog"
            disabled={!hydrated}
            onPointerEnter={warmGalleryDialog}
            onFocus={warmGalleryDialog}
            onClick={(event) => {
              openAt(index, event.currentTarget);
            }}
          >
            <Maximize2Icon size={18} />
            <span>{labels.fullscreen}</span>
          </button>
        </div>
      </div>
      {dialog}
    </div>
  );
}
