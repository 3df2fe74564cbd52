import { LoginPrompt } from '@/components/islands/members-lazy';
import { translator } from '@/lib/i18n';
import { pickImage } from '@/components/modules/image-source';
import { MediaCaption } from '@/components/modules/media-caption';
import { ModuleImg } from '@/components/modules/module-image';
import { ModuleLink } from '@/components/modules/module-link';
import { nonBlank } from '@/components/modules/strings';
import type { ModuleProps } from '@/components/modules/types';
import styles from './image-module.module.css';
import { imagePayloadSchema } from './schema';

const VARIANTS = ['web', 'full'] as const;

/** Credits stored with their own prefix ('Fot. Jan Nowak') would read 'Fot.: Fot. Jan Nowak'. */
const CREDIT_PREFIX = /^(fot\.?|foto:?|photo:?)\s+/i;

/**
 * 000 §2.10 'image': the picture (linked when the module has a URL), a 'Photo author:' line,
 * the caption and the comment. In signed-in-only content anonymous visitors get a login
 * overlay instead of the picture (000 §4.9).
 */
export function ImageModule({ component, context, priority = false }: ModuleProps) {
  const parsed = imagePayloadSchema.safeParse(component);
  if (!parsed.success) return null;
  const { image, description, external_url: url, match_center_content: comment } = parsed.data;
  const source = pickImage(image, VARIANTS);
  if (!source) return null;
  const t = translator(context.locale);

  if (context.signedInOnly === true && !context.signedIn) {
    return (
      <figure className={`container ${styles.image}`}>
        <div
          className={styles.locked}
          style={{ aspectRatio: `${source.width} / ${source.height}` }}
        >
          <LoginPrompt />
        </div>
      </figure>
    );
  }

  const picture = (
    <ModuleImg
      source={source}
      alt={nonBlank(image.description) ?? description ?? ''}
      className={styles.picture}
      priority={priority}
    />
  );
  const author = nonBlank(image.author?.trim().replace(CREDIT_PREFIX, ''));
  const hasCaption = author !== null || Boolean(description) || Boolean(comment);
  return (
    <figure className={`container ${styles.image}`}>
      {url ? (
        <ModuleLink href={url} context={context} className={styles.link}>
          {picture}
        </ModuleLink>
      ) : (
        picture
      )}
      {hasCaption ? (
        <MediaCaption description={description} comment={comment} styles={styles}>
          {author ? (
            <p className={styles.author}>
              {t('modules.photoAuthor')} {author}
            </p>
          ) : null}
        </MediaCaption>
      ) : null}
    </figure>
  );
}
