import type { Database } from '@trybuna/db';
import {
  articles,
  articleTags,
  comments,
  componentItems,
  components,
  images,
  incidents,
  pages,
  products,
  tags,
  users,
} from '@trybuna/db/schema';

/** Ids of the members-only and draft content the leak tests ask for (issue 14 item 7). */
export const LEAK = {
  /** A members-only article: a word only in its body, one in its teaser, one in its tag. */
  gatedArticle: 40,
  /** A public article: its body is searchable by anyone. */
  openArticle: 41,
  draftArticle: 42,
  gatedPage: 41,
  draftPage: 40,
  /** The members-only article's gallery of 10 images (200–209 in position order). */
  gatedGallery: 40,
  /** The members-only article's text and image modules. */
  gatedText: 41,
  gatedPicture: 42,
  /** A public gallery on the public article (it reuses image 208). */
  openGallery: 43,
  draftArticleText: 44,
  draftPageText: 45,
  gatedPageText: 46,
  /** Gallery images in position order; 206 and 207 are used nowhere else. */
  galleryImages: Array.from({ length: 10 }, (_, i) => 200 + i),
  /** Only in the members-only image module. */
  gatedPictureImage: 210,
  /** Past the preview, but also a product's picture (public). */
  productImage: 209,
  /** Past the preview, but also in the public gallery. */
  reusedImage: 208,
  gatedWords: { body: 'pressingu', teaser: 'obozie', tag: 'zgrupowanie', title: 'kulisy' },
  openBodyWord: 'kontratak',
  fan: 40,
  comments: {
    gatedArticle: 400,
    openArticle: 401,
    draftArticle: 402,
    match: 403,
    gatedComponent: 404,
    draftComponent: 405,
    unknownType: 406,
  },
  incident: 400,
} as const;

/** Members-only and draft content with modules, images, comments and an incident. */
export async function leakFixtures(database: Database): Promise<void> {
  const { db } = database;
  await db.insert(images).values(
    [...LEAK.galleryImages, LEAK.gatedPictureImage].map((id) => ({
      id,
      path: `seed/leak-${String(id)}.jpg`,
      width: 1600,
      height: 1060,
    })),
  );
  const time = (day: number) => new Date(Date.UTC(2026, 10, day, 12));
  await db.insert(articles).values([
    {
      id: LEAK.gatedArticle,
      slug: 'kulisy-zgrupowania',
      title: 'Kulisy zgrupowania',
      teaser: 'Relacja: dzień na obozie',
      body: '<p>Trener ćwiczył wariant pressingu wysokiego.</p>',
      signedInOnly: true,
      shareUrl: 'x',
      publicationTime: time(12),
      publicationCategoryId: 1,
    },
    {
      id: LEAK.openArticle,
      slug: 'analiza-meczu',
      title: 'Analiza meczu',
      teaser: 'Co zadziałało',
      body: '<p>Najgroźniejszy był kontratak prawą stroną.</p>',
      shareUrl: 'x',
      publicationTime: time(13),
      publicationCategoryId: 1,
    },
    {
      id: LEAK.draftArticle,
      slug: 'szkic-analizy',
      title: 'Szkic analizy',
      body: '<p>Szkic: kontratak i pressingu nie opisujemy jeszcze.</p>',
      shareUrl: 'x',
      publicationTime: time(14),
      publicationCategoryId: 1,
      draft: true,
    },
  ]);
  await db.insert(tags).values({ id: 10, name: 'Zgrupowanie', slug: 'zgrupowanie' });
  await db.insert(articleTags).values({ articleId: LEAK.gatedArticle, tagId: 10 });
  await db.insert(pages).values([
    { id: LEAK.draftPage, slug: 'szkic-strony', title: 'Szkic strony', draft: true },
    { id: LEAK.gatedPage, slug: 'strefa-czlonka', title: 'Strefa członka', signedInOnly: true },
  ]);
  const module = (id: number, owner: { articleId: number } | { pageId: number }, kind: string) => ({
    id,
    ...owner,
    index: id,
    kind,
    payload: kind === 'text' ? { html: `<p>Sekret ${String(id)}</p>` } : {},
  });
  await db.insert(components).values([
    module(LEAK.gatedGallery, { articleId: LEAK.gatedArticle }, 'gallery'),
    module(LEAK.gatedText, { articleId: LEAK.gatedArticle }, 'text'),
    {
      ...module(LEAK.gatedPicture, { articleId: LEAK.gatedArticle }, 'image'),
      imageId: LEAK.gatedPictureImage,
    },
    module(LEAK.openGallery, { articleId: LEAK.openArticle }, 'gallery'),
    module(LEAK.draftArticleText, { articleId: LEAK.draftArticle }, 'text'),
    module(LEAK.draftPageText, { pageId: LEAK.draftPage }, 'text'),
    module(LEAK.gatedPageText, { pageId: LEAK.gatedPage }, 'text'),
  ]);
  await db.insert(componentItems).values([
    ...LEAK.galleryImages.map((itemId, position) => ({
      componentId: LEAK.gatedGallery,
      relation: 'images',
      itemId,
      position,
    })),
    { componentId: LEAK.openGallery, relation: 'images', itemId: LEAK.reusedImage, position: 0 },
  ]);
  await db.insert(products).values({
    id: 40,
    name: 'Kubek',
    price: 30,
    externalUrl: 'https://sklep.example/kubek',
    imageId: LEAK.productImage,
  });
  await db.insert(users).values({ id: LEAK.fan, sub: 'fan-leaks', nickname: 'Kibic' });
  const comment = (id: number, resourceType: string, resourceId: number) => ({
    id,
    resourceType,
    resourceId,
    userId: LEAK.fan,
    body: `Komentarz ${String(id)}`,
  });
  const c = LEAK.comments;
  await db
    .insert(comments)
    .values([
      comment(c.gatedArticle, 'article', LEAK.gatedArticle),
      comment(c.openArticle, 'article', LEAK.openArticle),
      comment(c.draftArticle, 'article', LEAK.draftArticle),
      comment(c.match, 'match', 1),
      comment(c.gatedComponent, 'component', LEAK.gatedText),
      comment(c.draftComponent, 'component', LEAK.draftPageText),
      comment(c.unknownType, 'poll', 1),
    ]);
  await db.insert(incidents).values({
    id: LEAK.incident,
    matchId: 1,
    type: 'goal',
    sectionType: 'goal',
    minute: 12,
    side: 'home',
    playerName: 'Piotr Napastnik',
  });
}
