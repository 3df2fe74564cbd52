import { club } from '@trybuna/config';
import { translator } from '@/lib/i18n';
import { cardData } from '@/components/news/card-data';
import { NewsGrid } from '@/components/news/news-grid';
import { ModuleLink } from '@/components/modules/module-link';
import type { ModuleProps } from '@/components/modules/types';
import { newsPayloadSchema } from './schema';
import styles from './news-module.module.css';

/**
 * 000 §2.10 news module: a section block with title, subtitle and a 'see more' button around
 * an article grid in one of the four layouts; the advertisement type alternates odd / even.
 */
export function NewsModule({
  component,
  context,
  adVariant = 'odd',
  priority = false,
}: ModuleProps) {
  const parsed = newsPayloadSchema.safeParse(component);
  if (!parsed.success || parsed.data.articles.length === 0) return null;
  const news = parsed.data;
  const t = translator(context.locale);
  const origin = context.origin ?? context.ownOrigins[0] ?? '';
  const cards = news.articles.map((article) => cardData(article, origin, club.club, club.timeZone));
  const headingId = `news-${component.id}`;
  return (
    <section
      className={`container ${styles.news}`}
      aria-labelledby={news.title ? headingId : undefined}
    >
      {news.title || news.description ? (
        <header className={styles.head}>
          {news.title ? <h2 id={headingId}>{news.title}</h2> : null}
          {news.description ? <p className={styles.subtitle}>{news.description}</p> : null}
        </header>
      ) : null}
      <NewsGrid
        layout={news.layout}
        cards={cards}
        adVariant={adVariant}
        eager={priority}
        adLabel={t('modules.advertisement')}
        headingLevel={news.title ? 3 : 2}
      />
      {news.external_url ? (
        <p className={styles.more}>
          <ModuleLink href={news.external_url} context={context} className={styles.button}>
            {news.button_text ?? t('modules.more')}
          </ModuleLink>
        </p>
      ) : null}
    </section>
  );
}
