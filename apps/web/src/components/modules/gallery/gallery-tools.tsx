import { DownloadIcon, Share2Icon } from '@/components/icons/content-icons';
import type { GalleryPhoto } from './gallery-photo';
import styles from './gallery-module.module.css';

/**
 * The download link (full-size variant, 000 §2.11) and the share button of the current photo,
 * shared by the slider and its full-screen dialog; `iconSize` is the only difference.
 */
export function GalleryTools({
  photo,
  iconSize,
  labels,
  onShare,
}: {
  photo: GalleryPhoto | undefined;
  iconSize: number;
  labels: { download: string; share: string };
  onShare: () => void;
}) {
  return (
    <>
      {photo ? (
        <a href={photo.full.src} download target="_blank" rel="noopener" className={styles.tool}>
          <DownloadIcon size={iconSize} />
          <span>{labels.download}</span>
        </a>
      ) : null}
      <button type="button" className={styles.tool} onClick={onShare}>
        <Share2Icon size={iconSize} />
        <span>{labels.share}</span>
      </button>
    </>
  );
}
