import { translator } from '@/lib/i18n';
import type { ModuleProps } from '@/components/modules/types';
import { embedDocument, embedHeight, embedTitle, ownEmbedPath } from './embed-document';
import styles from './iframe-module.module.css';
import { iframePayloadSchema } from './schema';

/**
 * What the embed may do inside its frame: run its own scripts, forms, pop-ups and media, but
 * never reach the page (no allow-same-origin, so it runs on an opaque origin) or navigate it.
 */
export const EMBED_SANDBOX =
  'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-presentation';

/**
 * 000 §2.10 'iframe': the editor's raw HTML embed, isolated in a sandboxed frame of a fixed
 * height (its own `height` attribute), so it can neither script the page nor shift it. A frame
 * of one of the site's own embed pages is framed directly, on the page's origin, still
 * sandboxed (`ownEmbedPath`).
 */
export function IframeModule({ component, context }: ModuleProps) {
  const parsed = iframePayloadSchema.safeParse(component);
  if (!parsed.success) return null;
  const { html } = parsed.data;
  const height = embedHeight(html);
  const own = ownEmbedPath(html, context.ownOrigins);
  const t = translator(context.locale);
  return (
    <section className={`container ${styles.iframe}`}>
      <iframe
        className={styles.frame}
        {...(own ? { src: own } : { srcDoc: embedDocument(html) })}
        sandbox={EMBED_SANDBOX}
        title={embedTitle(html) ?? t('modules.embed')}
        height={height}
        style={{ height: `${String(height)}px` }}
        loading="lazy"
        allow="fullscreen; autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </section>
  );
}
