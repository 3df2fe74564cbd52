import Link from 'next/link';
import type { Article } from '@trybuna/api-client';
import { translator } from '@/lib/i18n';
import type { PageContext } from '@/lib/server/page-context';
import { club, originOf } from '@/lib/server/site';
import { cardData, cardImage } from '@/components/news/card-data';
import { PageHead } from './page-head';
import styles from './programs.module.css';

/**
 * 000 §2.1 Our Programs list of the foundation: each programme (news category 42, 'our
 * programs') as a tile with its picture, name, lead and a link to its page, under the
 * `/nasze-programy` static page's introduction.
 */
export function ProgramsView({
  intro,
  programs,
  ctx,
}: {
  intro: Article | null;
  programs: readonly Article[];
  ctx: PageContext;
}) {
  const t = translator(ctx.locale);
  const origin = originOf(ctx.variant);
  return (
    <>
      <PageHead
        title={intro?.page_type?.name ?? intro?.title ?? t('pages.ourPrograms')}
        description={intro?.teaser}
      />
      <div className="container">
        {intro?.body ? (
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: intro.body }} />
        ) : null}
        {programs.length === 0 ? (
          <p>{t('common.emptyList')}</p>
        ) : (
          <ul className={styles.programs}>
            {programs.map((program) => {
              const card = cardData(program, origin, club.club, club.timeZone);
              const src = cardImage(card, 'M');
              return (
                <li key={program.id}>
                  <article className={styles.program} aria-labelledby={`program-${program.id}`}>
                    {src ? (
                      <img
                        src={src}
                        alt=""
                        width={800}
                        height={450}
                        loading="lazy"
                        decoding="async"
                      />
                    ) : null}
                    <div className={styles.body}>
                      <h2 id={`program-${program.id}`}>{program.title}</h2>
                      {program.teaser ? <p>{program.teaser}</p> : null}
                      <Link href={card.href} className={styles.more}>
                        {t('pages.aboutProgram')}
                        <span className="visually-hidden">: {program.title}</span>
                      </Link>
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}
