'use client';

import { ChevronIcon } from '@/components/icons/stroke-icons';
import type { KeyboardEvent, RefObject } from 'react';
import type { GallerySlide } from '@trybuna/domain';
import { OverlayDialog } from '@/components/chrome/overlay-dialog/overlay-dialog';
import type { GalleryLabels, GalleryPhoto } from './gallery-photo';
import { goForKey } from './gallery-state';
import { GalleryAdSlot, GalleryImg, SlideCounter } from './gallery-slide';
import { GalleryTools } from './gallery-tools';
import styles from './gallery-module.module.css';

interface GalleryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  index: number;
  onIndexChange: (index: number) => void;
  slides: readonly GallerySlide[];
  photos: readonly GalleryPhoto[];
  labels: GalleryLabels;
  adHtml: string | undefined;
  onShare: () => void;
  /** Where focus goes back on close (the slider, or the thumbnail that opened it). */
  returnFocus: RefObject<HTMLElement | null>;
}

/**
 * 000 §2.11 full-screen view: a modal dialog (Radix: focus trap, Escape, scroll lock) with the
 * current slide, previous/next, the counter, download, share and close ('Zamknij').
 */
export function GalleryDialog({
  open,
  onOpenChange,
  index,
  onIndexChange,
  slides,
  photos,
  labels,
  adHtml,
  onShare,
  returnFocus,
}: GalleryDialogProps) {
  const slide = slides[index];
  const photo = slide?.kind === 'image' ? photos[slide.image] : undefined;
  const total = slides.length;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.stopPropagation();
    goForKey(event, index, total, onIndexChange);
  };

  return (
    <OverlayDialog
      open={open}
      onOpenChange={onOpenChange}
      kind="fullscreen"
      title={labels.title}
      closeLabel={labels.close}
      returnFocus={returnFocus}
      onKeyDown={onKeyDown}
      actions={
        <>
          <SlideCounter index={index} total={total} label={labels.slides[index]} />
          <div className={`${styles.tools} ${styles.dialogTools}`}>
            <GalleryTools photo={photo} iconSize={20} labels={labels} onShare={onShare} />
          </div>
        </>
      }
    >
      <div className={styles.stage}>
        <button
          type="button"
          className={`${styles.arrow} ${styles.arrowPrevious}`}
          aria-label={labels.previous}
          disabled={index <= 0}
          onClick={() => {
            onIndexChange(index - 1);
          }}
        >
          <ChevronIcon direction="left" size={32} />
        </button>
        {photo ? (
          <GalleryImg
            source={photo.slide}
            larger={photo.full}
            alt={photo.alt}
            className={styles.dialogImage}
            priority
          />
        ) : (
          <GalleryAdSlot label={labels.advertisement} html={adHtml} />
        )}
        <button
          type="button"
          className={`${styles.arrow} ${styles.arrowNext}`}
          aria-label={labels.next}
          disabled={index >= total - 1}
          onClick={() => {
            onIndexChange(index + 1);
          }}
        >
          <ChevronIcon direction="right" size={32} />
        </button>
      </div>
    </OverlayDialog>
  );
}
