import { translator } from '@/lib/i18n';
import { SocialIcon } from '@/components/shell/social-icon';
import { ModuleLink } from '@/components/modules/module-link';
import type { ModuleProps } from '@/components/modules/types';
import { socialMediaPayloadSchema } from './schema';
import styles from './social-media-module.module.css';
import { NETWORK_NAMES, networkOf, postId, postUrl } from './social-post';

/**
 * 000 §2.10 'social_media': the post as a static, accessible card (no third-party scripts): the
 * network, the microblog post's id (the last URL segment), the description and a link to the
 * post. Cards are 350–500 px wide, photo-network ones at most 300 px (000 §9).
 */
export function SocialMediaModule({ component, context }: ModuleProps) {
  const parsed = socialMediaPayloadSchema.safeParse(component);
  if (!parsed.success) return null;
  const url = postUrl(parsed.data.external_url);
  if (!url) return null;
  const network = networkOf(parsed.data.social_media_type, url);
  const t = translator(context.locale);
  const name = network ? NETWORK_NAMES[network] : url.hostname.replace(/^www\./, '');
  const id = network === 'twitter' ? postId(url) : null;
  const description = parsed.data.description;
  const cardClass = [styles.card, network === 'instagram' ? styles.photo : styles.post].join(' ');
  return (
    <section className={`container ${styles.socialMedia}`}>
      <article className={cardClass} aria-label={t('modules.socialPost', { network: name })}>
        <p className={styles.network}>
          {network ? <SocialIcon network={network} /> : null}
          <span>{name}</span>
        </p>
        {id ? <p className={styles.postId}>{t('modules.postNumber', { id })}</p> : null}
        {description ? <p className={styles.description}>{description}</p> : null}
        <ModuleLink href={url.href} context={context} className={styles.link}>
          {t('modules.viewPost')}
        </ModuleLink>
      </article>
    </section>
  );
}
