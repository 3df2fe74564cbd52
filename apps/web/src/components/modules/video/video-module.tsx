import { mediaCompanions, videoSource, type VideoSource } from '@trybuna/domain';
import { PlayIcon } from '@/components/icons/stroke-icons';
import { translator } from '@/lib/i18n';
import { MediaCaption } from '@/components/modules/media-caption';
import { ModuleLink } from '@/components/modules/module-link';
import type { ModuleContext, ModuleProps } from '@/components/modules/types';
import { videoPayloadSchema } from './schema';
import styles from './video-module.module.css';

/** What embedded players may use (no camera, microphone or payment). */
const PLAYER_ALLOW =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';

interface PlayerProps {
  source: VideoSource;
  title: string;
  context: ModuleContext;
}

/** The player in a 16:9 box (000 §9 video aspect padding 56.25%), or a link to the video. */
function Player({ source, title, context }: PlayerProps) {
  const t = translator(context.locale);
  switch (source.kind) {
    case 'youtube':
    case 'vimeo':
      return (
        <div className={styles.player}>
          <iframe
            className={styles.media}
            src={source.src}
            title={title}
            loading="lazy"
            allow={PLAYER_ALLOW}
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      );
    case 'file': {
      // The club's own clips (the API's /media/) have a poster and captions; loading them
      // cross-origin needs CORS, which the API answers for the site's origins.
      const companions = mediaCompanions(source.src, context.apiBase);
      return (
        <div className={styles.player}>
          <video
            className={styles.media}
            controls
            preload="none"
            playsInline
            aria-label={title}
            poster={companions?.poster}
            crossOrigin={companions ? 'anonymous' : undefined}
          >
            <source src={source.src} type={source.type} />
            {companions ? (
              <track
                kind="captions"
                src={companions.captions}
                srcLang="pl"
                label={t('modules.captions')}
              />
            ) : null}
            <a href={source.src}>{t('modules.watchVideo')}</a>
          </video>
        </div>
      );
    }
    case 'link':
      return (
        <ModuleLink
          href={source.href}
          context={context}
          className={`${styles.player} ${styles.link}`}
        >
          <span className={styles.linkContent}>
            <PlayIcon size={48} className={styles.play} />
            <span className={styles.linkText}>{t('modules.watchVideo')}</span>
            <span className="visually-hidden">: {title}</span>
          </span>
        </ModuleLink>
      );
  }
}

/**
 * 000 §2.10 'video': a responsive 16:9 player (YouTube in its privacy-enhanced player, Vimeo,
 * .mp4/.webm files in the browser's own player, loading nothing before play, other URLs as a
 * link), with the video's description and the module's comment below.
 */
export function VideoModule({ component, context }: ModuleProps) {
  const parsed = videoPayloadSchema.safeParse(component);
  if (!parsed.success) return null;
  const { video, match_center_content: comment } = parsed.data;
  const source = video.external_url ? videoSource(video.external_url) : null;
  if (!source) return null;
  const t = translator(context.locale);
  const description = video.description;
  return (
    <figure className={`container ${styles.video}`}>
      <Player source={source} title={description ?? t('modules.video')} context={context} />
      {description || comment ? (
        <MediaCaption description={description} comment={comment} styles={styles} />
      ) : null}
    </figure>
  );
}
