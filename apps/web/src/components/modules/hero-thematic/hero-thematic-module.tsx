import { LikeButton } from '@/components/likes';
import { ShareButton } from '@/components/share/share-button-lazy';
import { ModuleLink } from '@/components/modules/module-link';
import { nonBlank } from '@/components/modules/strings';
import type { ModuleProps } from '@/components/modules/types';
import { HeroPicture, heroSources } from './hero-picture';
import styles from './hero-thematic-module.module.css';
import { heroThematicPayloadSchema } from './schema';
import { clubShare } from '@/lib/share-config';

/**
 * 000 §2.10 'hero_thematic': a hero image with title, description and a primary
 * (`button_text`) and secondary (`button_label`) button to `external_url`, internal or
 * external per §2.9. The text sits left for alignment 'left', right otherwise, over a
 * gradient unless `gradient` is false (then over a solid panel, for contrast).
 */
export function HeroThematicModule({ component, context, priority = false }: ModuleProps) {
  const parsed = heroThematicPayloadSchema.safeParse(component);
  if (!parsed.success) return null;
  const hero = parsed.data;
  const sources = heroSources(hero.image);
  if (!hero.title && !sources) return null;
  const headingId = `hero-${component.id}`;
  const gradient = hero.gradient ?? true;
  const classes = [
    styles.hero,
    hero.alignment === 'left' ? styles.left : styles.right,
    sources ? styles.pictured : styles.plain,
    sources && gradient ? styles.gradient : styles.panel,
  ].join(' ');
  const url = hero.external_url;
  return (
    <section className={classes} aria-labelledby={hero.title ? headingId : undefined}>
      {sources ? (
        <HeroPicture
          priority={priority}
          sources={sources}
          alt={nonBlank(hero.image?.description) ?? hero.title ?? ''}
        />
      ) : null}
      <div className={styles.content}>
        {hero.title ? (
          <h2 id={headingId} className={styles.title}>
            {hero.title}
          </h2>
        ) : null}
        {hero.description ? <p className={styles.description}>{hero.description}</p> : null}
        {url && (hero.button_text ?? hero.button_label) ? (
          <div className={styles.actions}>
            {hero.button_text ? (
              <ModuleLink href={url} context={context} className={styles.primary}>
                {hero.button_text}
              </ModuleLink>
            ) : null}
            {hero.button_label ? (
              <ModuleLink href={url} context={context} className={styles.secondary}>
                {hero.button_label}
              </ModuleLink>
            ) : null}
          </div>
        ) : null}
        {context.apiBase && context.pageId ? (
          // 000 §2.10: like and share; a component's likes are read through its page (§7.3).
          <div className={styles.social}>
            <LikeButton
              type="component"
              id={component.id}
              pageId={context.pageId}
              initialCount={component.likes_count ?? 0}
              apiBaseUrl={context.apiBase}
            />
            <ShareButton
              {...clubShare}
              url={shareUrl(url, context)}
              title={hero.title ?? ''}
              text={hero.description ?? ''}
              apiBaseUrl={context.apiBase}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** What sharing a hero shares: its link made absolute, or the page it is on. */
function shareUrl(url: string | null | undefined, context: ModuleProps['context']): string {
  const origin = context.origin ?? context.ownOrigins[0] ?? '';
  if (!url) return origin;
  try {
    return new URL(url, origin).toString();
  } catch {
    return origin;
  }
}
