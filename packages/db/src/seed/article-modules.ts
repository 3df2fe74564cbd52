import { dayAt, type SeedContext } from './context';
import { PHOTO_COUNT } from './images';
import type { ModuleSpec } from './modules';
import { bodyHtml } from './text';

/** A video article's clip: one of the demo's match clips, by its id. */
export function articleVideoUrl(ctx: SeedContext, id: number): string {
  return ctx.video(ARTICLE_CLIPS[id % ARTICLE_CLIPS.length] ?? 'skrot-meczu');
}

const ARTICLE_CLIPS = ['skrot-meczu', 'gol', 'zapowiedz'] as const;

const photoKey = (n: number) => `photo-${String((n % PHOTO_COUNT) + 1).padStart(2, '0')}`;

interface ArticleInfo {
  id: number;
  kind: string;
  signedInOnly: boolean;
  title: string;
  words: { short: string; opp?: string; player?: string };
}

/** The modules inside an article, by its kind: a gallery, a video, event info, a 360 walk… */
export function articleModules(ctx: SeedContext, article: ArticleInfo): ModuleSpec[] {
  const specs: ModuleSpec[] = [];
  const { id } = article;
  if (article.kind === 'photo') {
    const count = 12 + (id % 5);
    const ids = Array.from({ length: count }, (_, i) => ctx.image(photoKey(id * 3 + i)));
    specs.push({
      kind: 'gallery',
      payload: { layout: id % 2 ? 'list' : 'grid', title: 'Galeria' },
      items: { images: ids },
    });
  }
  if (article.kind === 'video') {
    specs.push({
      kind: 'video',
      payload: {
        video: {
          external_url: articleVideoUrl(ctx, id),
          description: article.title,
        },
        match_center_content: 'Zobacz najważniejsze momenty w materiale klubowej telewizji.',
      },
    });
  }
  if (article.kind === 'event') {
    specs.push({
      kind: 'event_info',
      payload: {
        date: dayAt(ctx.now, 10 + (id % 20), 18).toISOString(),
        location: `Stadion Miejski, ${ctx.city}`,
        entryInfo: 'Wstęp wolny po wcześniejszej rejestracji. Bramy otwarte godzinę przed startem.',
        ticketsUrl: ctx.ticketsUrl,
      },
    });
  }
  if (article.kind === '360') {
    specs.push({
      kind: 'iframe',
      payload: {
        // The site's own panorama viewer (docs/web.md "Embeds"), on a demo stadium photo.
        html: `<iframe src="${ctx.origins.soccer}/embeds/panorama-360?image=demo/${photoKey(id)}.jpg" title="Wirtualny spacer 360°" width="100%" height="480" loading="lazy"></iframe>`,
      },
    });
  }
  if (article.signedInOnly) {
    specs.push({ kind: 'text', payload: { html: bodyHtml(ctx.random, 'club', 2, article.words) } });
  }
  if (id % 3 === 0) {
    specs.push({
      kind: 'quotation',
      payload: {
        html: `<blockquote><p>Dziękujemy kibicom za wsparcie – to była wspólna praca całego zespołu.</p><footer>${article.words.player ?? 'Trener'}</footer></blockquote>`,
      },
    });
  }
  if (id % 4 === 0) {
    specs.push({
      kind: 'image',
      imageKey: photoKey(id + 11),
      payload: { description: 'Zdjęcie z meczu', external_url: null, match_center_content: null },
    });
  }
  return specs;
}
