import { connection } from 'next/server';

/**
 * The Lighthouse baseline of an article page: a title, a lead and the same cover picture (the
 * same srcset from the same API, passed in `BARE_COVER_SRC` / `BARE_COVER_SRCSET`), rendered by
 * a bare Next.js with no client component of its own, so the gap to the article is ours.
 */
export default async function Page() {
  await connection();
  const src = process.env.BARE_COVER_SRC ?? '';
  const srcSet = process.env.BARE_COVER_SRCSET?.trim() ? process.env.BARE_COVER_SRCSET : undefined;
  return (
    <main style={{ maxWidth: 1020, margin: '0 auto', padding: '0 16px' }}>
      <h1>Bare Next.js page with an article cover</h1>
      <p>
        The same cover picture as the measured article, at the same size and priority, with nothing
        else on the page: what Next.js and React cost before any of the site&apos;s code.
      </p>
      {src ? (
        <img
          src={src}
          srcSet={srcSet}
          sizes="(min-width: 1200px) 1020px, 100vw"
          alt="Cover"
          width={1020}
          height={680}
          fetchPriority="high"
          style={{ width: '100%', height: 'auto' }}
        />
      ) : null}
    </main>
  );
}
