interface ArticleDoc {
  data: { attributes: { share_url: string; images?: { web?: string | null } | null } }[];
}

/**
 * An article page of the demo content (issue 5 measures the list and article templates) and
 * its cover picture, which the bare Next.js baseline shows too.
 */
export async function demoArticle(api: string): Promise<{ path: string; cover: string }> {
  const doc = (await (
    await fetch(`${api}/api/v3/articles?filter[type_eq]=News&filter[kind_eq]=standard&page[size]=1`)
  ).json()) as ArticleDoc;
  const attributes = doc.data[0]?.attributes;
  if (!attributes?.share_url) throw new Error('no article in the demo content');
  return { path: new URL(attributes.share_url).pathname, cover: attributes.images?.web ?? '' };
}
