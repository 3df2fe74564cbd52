import { pickImage } from '@/components/modules/image-source';
import { ModuleImg } from '@/components/modules/module-image';
import { ModuleLink } from '@/components/modules/module-link';
import { nonBlank } from '@/components/modules/strings';
import type { ModuleContext } from '@/components/modules/types';
import styles from './contact-module.module.css';
import type { ContactTile as Tile } from './schema';

const VARIANTS = ['thumb', 'web', 'full'] as const;

/** One contact: image, title, tagline, HTML body and an optional button. */
export function ContactTile({ tile, context }: { tile: Tile; context: ModuleContext }) {
  const title = nonBlank(tile.title);
  const tagline = nonBlank(tile.tagline);
  const body = nonBlank(tile.body);
  const buttonUrl = nonBlank(tile.button_external_url);
  const buttonText = nonBlank(tile.button_text);
  const source = pickImage(tile.image, VARIANTS);
  return (
    <article className={styles.tile}>
      {source ? (
        <ModuleImg
          source={source}
          alt={nonBlank(tile.image?.description) ?? title ?? ''}
          className={styles.photo}
          sizes="(min-width: 640px) 400px, 100vw"
        />
      ) : null}
      <div className={styles.content}>
        {title ? <h3 className={styles.tileTitle}>{title}</h3> : null}
        {tagline ? <p className={styles.tagline}>{tagline}</p> : null}
        {body ? (
          <div className={`rich-text ${styles.body}`} dangerouslySetInnerHTML={{ __html: body }} />
        ) : null}
        {buttonUrl && buttonText ? (
          <ModuleLink href={buttonUrl} context={context} className={styles.button}>
            {buttonText}
          </ModuleLink>
        ) : null}
      </div>
    </article>
  );
}
