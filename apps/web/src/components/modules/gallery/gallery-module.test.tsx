import { renderModule as renderToStaticMarkup } from '@/components/modules/test-render';
import { describe, expect, it, vi } from 'vitest';
import { CONTEXT, component, image, OWN_ORIGIN } from '@/components/modules/test-fixtures';
import type { ModuleContext } from '@/components/modules/types';
import { GalleryModule } from './gallery-module';

// Records whether anything evaluated the Radix dialog: the gallery must not pull it in statically.
const radix = vi.hoisted(() => ({ loaded: false }));
vi.mock('@radix-ui/react-dialog', async (importOriginal) => {
  radix.loaded = true;
  return importOriginal();
});

const API = `${OWN_ORIGIN}/api-images`;

/** An image as the API sends it: thumbor-style variant URLs (000 §7.6). */
const photo = (n: number, overrides: Record<string, unknown> = {}) =>
  image({
    id: String(n),
    path: `photo-${String(n)}.jpg`,
    url: `${API}/photo-${String(n)}.jpg`,
    width: 3000,
    height: 2000,
    description: `Opis ${String(n)}`,
    variants: {
      thumb: { url: `${API}/fit-in/400x400/filters:quality(70)/photo-${String(n)}.jpg` },
      full: { url: `${API}/fit-in/2560x1440/filters:quality(70)/photo-${String(n)}.jpg` },
      web: { url: `${API}/fit-in/1020x680/filters:quality(70)/photo-${String(n)}.jpg` },
    },
    ...overrides,
  });

const photos = (count: number) => Array.from({ length: count }, (_, i) => photo(i + 1));

const render = (
  attributes: Record<string, unknown>,
  { context = CONTEXT, galleryIndex = 0 }: { context?: ModuleContext; galleryIndex?: number } = {},
) =>
  renderToStaticMarkup(
    <GalleryModule
      component={component('gallery', { id: 'g1', ...attributes })}
      context={context}
      galleryIndex={galleryIndex}
    />,
  );

const slidesOf = (html: string) =>
  [...html.matchAll(/<div class="[^"]*" role="group" aria-roledescription="slajd"[^>]*>/g)].map(
    (m) => m[0],
  );

describe('GalleryModule (000 §2.11)', () => {
  it('renders a titled slider with an advertisement slide after every 5 images', () => {
    const html = render(
      { layout: 'list', title: 'Nasze obiekty', images: photos(7) },
      {
        galleryIndex: 2,
      },
    );
    // A plain section with its heading, not a named landmark (pages may repeat gallery titles).
    expect(html).toMatch(/^<section class="container [^"]+" data-gallery-index="2"/);
    expect(html).not.toMatch(/^<section[^>]*aria-label/);
    expect(html).toContain('data-gallery-index="2"');
    expect(html).toMatch(/<h2 id="gallery-g1"[^>]*>Nasze obiekty<\/h2>/);
    expect(html).toContain('role="group" aria-roledescription="karuzela"');
    // 7 images + floor(7 / 5) = 8 slides; the 6th is the advertisement slot.
    const slides = slidesOf(html);
    expect(slides).toHaveLength(8);
    expect(slides[0]).toContain('aria-label="Slajd 1 z 8"');
    expect(slides[0]).not.toContain('aria-hidden');
    expect(slides[7]).toContain('aria-label="Slajd 8 z 8"');
    expect(slides[7]).toContain('aria-hidden="true"');
    expect(html.match(/data-ad-slot="gallery"/g)).toHaveLength(1);
    expect(html.indexOf('data-ad-slot')).toBeGreaterThan(html.indexOf('Opis 5'));
    expect(html.indexOf('data-ad-slot')).toBeLessThan(html.indexOf('Opis 6'));
    expect(html).toMatch(/<div class="[^"]+"><p class="[^"]+">Reklama<\/p>/);
    // Slide pictures: 1600x1060 at quality 80, sized, lazy.
    expect(html).toContain(`src="${API}/fit-in/1600x1060/filters:quality(80)/photo-1.jpg"`);
    expect(html).toContain('width="1590" height="1060" alt="Opis 1" loading="lazy"');
    expect(html.match(/<img /g)).toHaveLength(7);
  });

  it("shows previous/next, the 'n / total' counter, download, share and full screen", () => {
    const html = render({ layout: 'list', images: photos(5) });
    expect(html).toMatch(
      /<button type="button" class="[^"]+" aria-label="Poprzednie zdjęcie" disabled="">/,
    );
    // The server's HTML has every control disabled: they wait for the script (useHydrated).
    expect(html).toMatch(
      /<button type="button" class="[^"]+" aria-label="Następne zdjęcie" disabled="">/,
    );
    expect(html).toContain('<span aria-hidden="true">1 / 6</span>');
    expect(html).toContain('<span class="visually-hidden" aria-live="polite">Slajd 1 z 6</span>');
    // The current image's download link: the full-size variant at quality 95.
    expect(html).toContain(
      `href="${API}/fit-in/2560x1440/filters:quality(95)/photo-1.jpg" download="" target="_blank" rel="noopener"`,
    );
    expect(html).toMatch(/<span>Pobierz<\/span><\/a>/);
    expect(html).toMatch(
      /<button type="button" class="[^"]+"><svg[^>]*>.*?<\/svg><span>Udostępnij<\/span><\/button>/,
    );
    expect(html).toMatch(
      /aria-haspopup="dialog" disabled=""><svg[^>]*>.*?<\/svg><span>Pełny ekran<\/span>/,
    );
    // The dialog is closed until asked for.
    expect(html).not.toContain('role="dialog"');
    expect(html).not.toContain('Zaloguj');
  });

  it("keeps the full-screen dialog's code (Radix) out of the first load until it is imported", async () => {
    render({ layout: 'grid', images: photos(3) });
    expect(radix.loaded).toBe(false);
    const { GalleryDialog } = await import('./gallery-dialog');
    expect(GalleryDialog).toEqual(expect.any(Function));
    // The recorder works: the lazily imported dialog module does bring Radix in.
    expect(radix.loaded).toBe(true);
  });

  it('renders a grid of 400x400 thumbnails, each opening full screen and with a download link', () => {
    const html = render({ layout: 'grid', images: photos(6) });
    expect(html).not.toContain('aria-roledescription="karuzela"');
    expect(html).not.toContain('data-ad-slot');
    expect(html).not.toContain(' / ');
    expect(html.match(/<li /g)).toHaveLength(6);
    expect(html).toContain(`src="${API}/fit-in/400x400/filters:quality(70)/photo-3.jpg"`);
    expect(html).toContain('width="400" height="267" alt="Opis 3"');
    expect(html).toMatch(
      /<button type="button" class="[^"]+" aria-label="Otwórz zdjęcie 3 na pełnym ekranie" disabled="">/,
    );
    const downloads = [...html.matchAll(/<a href="([^"]+)" download=""[^>]*aria-label="([^"]+)"/g)];
    expect(downloads.map((m) => [m[1], m[2]])).toEqual(
      Array.from({ length: 6 }, (_, i) => [
        `${API}/fit-in/2560x1440/filters:quality(95)/photo-${String(i + 1)}.jpg`,
        `Pobierz zdjęcie ${String(i + 1)}`,
      ]),
    );
  });

  it('gives anonymous visitors of members-only content the first 6 images and a login invitation', () => {
    const gated: ModuleContext = { ...CONTEXT, signedInOnly: true };
    const attributes = { layout: 'list', images: photos(12) };
    const anonymous = render(attributes, { context: gated });
    expect(anonymous).toContain('Zaloguj się aby zobaczyć całą galerię');
    expect(anonymous.match(/<img /g)).toHaveLength(6);
    expect(anonymous).not.toContain('photo-7.jpg');
    expect(slidesOf(anonymous)).toHaveLength(7);
    expect(anonymous).toContain('1 / 7');

    const member = render(attributes, { context: { ...gated, signedIn: true } });
    expect(member).not.toContain('Zaloguj');
    expect(member.match(/<img /g)).toHaveLength(12);
    expect(slidesOf(member)).toHaveLength(14);
    // Not gated: everyone sees everything.
    expect(render(attributes)).not.toContain('Zaloguj');
  });

  it('names undescribed images by number, drops unusable ones, and reads a bad layout as list', () => {
    const html = render({
      layout: 'carousel',
      images: [photo(1, { description: null }), { broken: true }, null, photo(2)],
    });
    expect(html).toContain('alt="Zdjęcie 1"');
    expect(html).toContain('alt="Opis 2"');
    expect(html).toContain('1 / 2');
    expect(html).toMatch(/<h2[^>]*>Galeria<\/h2>/);
  });

  it('keeps variant URLs that are not resize paths as they are', () => {
    const html = render({ layout: 'list', images: [image({ description: 'Trening' })] });
    expect(html).toContain('src="https://trybuna.example/images/full/photo.jpg"');
    expect(html).toContain('width="2160" height="1440"');
  });

  it('speaks English on /en', () => {
    const html = render(
      { layout: 'list', images: photos(2) },
      { context: { ...CONTEXT, locale: 'en', signedInOnly: true } },
    );
    expect(html).toMatch(/<h2[^>]*>Gallery<\/h2>/);
    expect(html).toContain('aria-label="Slide 1 of 2"');
    expect(html).toContain('aria-label="Previous photo"');
    expect(html).toContain('<span>Share</span>');
    expect(html).toContain('<span>Full screen</span>');
    expect(html).not.toContain('Log in');
  });

  it('renders nothing without usable images', () => {
    expect(render({ layout: 'list' })).toBe('');
    expect(render({ layout: 'grid', images: [] })).toBe('');
    expect(render({ images: 'photo.jpg' })).toBe('');
    expect(render({ images: [image({ url: null, variants: null })] })).toBe('');
  });
});

describe('a gallery the API previewed (000 §6: gated, images_total)', () => {
  it('shows what came and invites to log in for the rest', () => {
    const html = render({ layout: 'grid', images: photos(6), gated: true, images_total: 16 });
    expect(html).toContain('Zaloguj się aby zobaczyć całą galerię');
    expect(html).toContain('photo-6.jpg');
  });
});
