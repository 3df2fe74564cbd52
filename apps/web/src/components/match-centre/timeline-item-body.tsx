import { matchCentreEventLabel } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import type { TimelineItem } from '@/lib/match-centre-data';
import { safeUrl, textOf } from './safe-url';
import { TimelineSurvey } from './timeline-survey';
import styles from './timeline.module.css';

type T = ReturnType<typeof useTranslations<'matchCentre'>>;

/** HTML the API has already sanitised (docs/api.md): inserted as it is, never sanitised again. */
function ServerHtml({ html }: { html: string }) {
  return html === '' ? null : (
    <div className={styles.html} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

function Kind({ children }: { children: string }) {
  return <p className={styles.kind}>{children}</p>;
}

function Side({ side, t }: { side: unknown; t: T }) {
  if (side !== 'home' && side !== 'away') return null;
  return <p className={styles.muted}>{t(side)}</p>;
}

/** A link to a post or video elsewhere: the network's name, the description, the link. */
function External({
  label,
  payload,
  t,
}: {
  label: string;
  payload: TimelineItem['payload'];
  t: T;
}) {
  const url = safeUrl(payload.external_url);
  const description = textOf(payload.description);
  return (
    <>
      <Kind>{label}</Kind>
      {description ? <p>{description}</p> : null}
      {url ? (
        <a className={styles.link} href={url} target="_blank" rel="noopener noreferrer nofollow">
          {label === t('video') ? t('watchVideo') : t('openPost')}
        </a>
      ) : null}
    </>
  );
}

function Scorer({ payload, kind, t }: { payload: TimelineItem['payload']; kind: string; t: T }) {
  const player = textOf(payload.player);
  const assist = textOf(payload.assist);
  return (
    <>
      <Kind>{kind}</Kind>
      {player ? <p>{player}</p> : null}
      {assist ? <p className={styles.muted}>{t('assist', { name: assist })}</p> : null}
      <Side side={payload.side} t={t} />
    </>
  );
}

/**
 * 001 §3: the content of one timeline item, for each of the 14 types. Embeds are links to the
 * post (no third-party scripts); the survey is a placeholder naming it (voting: issue 17); the
 * advertisement an image link labelled as one. An unknown type renders nothing.
 */
export function TimelineItemBody({ item, apiBase }: { item: TimelineItem; apiBase?: string }) {
  const t = useTranslations('matchCentre');
  const { payload } = item;
  switch (item.type) {
    case 'goal':
      return <Scorer payload={payload} kind={t('goal')} t={t} />;
    case 'own_goal':
      return <Scorer payload={payload} kind={t('ownGoal')} t={t} />;
    case 'penalty': {
      const label = textOf(payload.label);
      return (
        <>
          <Scorer
            payload={payload}
            kind={payload.scored === false ? t('penaltyMissed') : t('penalty')}
            t={t}
          />
          {label ? <p className={styles.muted}>{label}</p> : null}
        </>
      );
    }
    case 'substitution': {
      const playerIn = textOf(payload.player_in);
      const playerOut = textOf(payload.player_out);
      return (
        <>
          <Kind>{t('substitution')}</Kind>
          {playerIn ? <p>{t('playerIn', { name: playerIn })}</p> : null}
          {playerOut ? <p>{t('playerOut', { name: playerOut })}</p> : null}
          <Side side={payload.side} t={t} />
        </>
      );
    }
    case 'event': {
      const eventType = textOf(payload.event_type);
      const label = textOf(payload.label);
      const player = textOf(payload.player);
      const name = matchCentreEventLabel(eventType) ?? (label || eventType);
      return (
        <>
          <Kind>{name}</Kind>
          {label && label !== name ? <p className={styles.muted}>{label}</p> : null}
          {player ? <p>{player}</p> : null}
        </>
      );
    }
    case 'text':
      return <ServerHtml html={textOf(payload.html)} />;
    case 'component': {
      const title = textOf(payload.title);
      return (
        <>
          <Kind>{title || t('component')}</Kind>
          <ServerHtml html={textOf(payload.html)} />
        </>
      );
    }
    case 'image': {
      const description = textOf(payload.description);
      return (
        <figure className={styles.picture}>
          {item.imageUrl ? (
            <img src={item.imageUrl} alt={description} loading="lazy" decoding="async" />
          ) : null}
          <figcaption>{description || t('image')}</figcaption>
          <ServerHtml html={textOf(payload.match_center_content)} />
        </figure>
      );
    }
    case 'video':
      return <External label={t('video')} payload={payload} t={t} />;
    case 'twitter':
      return <External label={t('twitter')} payload={payload} t={t} />;
    case 'instagram':
      return <External label={t('instagram')} payload={payload} t={t} />;
    case 'facebook':
      return <External label={t('facebook')} payload={payload} t={t} />;
    case 'survey': {
      const title = textOf(payload.title);
      const fallback = (
        <>
          <Kind>{t('survey')}</Kind>
          {title ? <p>{title}</p> : null}
        </>
      );
      const surveyId = textOf(payload.survey_id);
      return apiBase && surveyId && /^\d+$/.test(surveyId) ? (
        <TimelineSurvey surveyId={surveyId} apiBase={apiBase} fallback={fallback} />
      ) : (
        fallback
      );
    }
    case 'advertisement': {
      const url = safeUrl(payload.url);
      const picture = item.imageUrl ? (
        <img src={item.imageUrl} alt={t('advertisement')} loading="lazy" decoding="async" />
      ) : (
        <span>{t('advertisement')}</span>
      );
      return (
        <div className={styles.ad}>
          <span className={styles.adLabel}>{t('advertisement')}</span>
          {url ? (
            <a href={url} target="_blank" rel="sponsored noopener noreferrer">
              {picture}
            </a>
          ) : (
            picture
          )}
        </div>
      );
    }
    default:
      return null;
  }
}
