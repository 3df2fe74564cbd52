import {
  GALLERY,
  galleryDeepLink,
  gallerySlideCount,
  gallerySlides,
  parseGalleryDeepLink,
  resizeImageUrl,
} from '@trybuna/domain';
import { describe, expect, it } from 'vitest';
import { image } from '@/components/modules/test-fixtures';
import { galleryPhoto } from './gallery-photo';
import { clampSlide, deepLinkTarget, goForKey, slideCounter, slideForKey } from './gallery-state';

describe('gallery slides (000 §9)', () => {
  it('puts an advertisement slot after every 5 images', () => {
    const kinds = (n: number) =>
      gallerySlides(n)
        .map((slide) => (slide.kind === 'ad' ? 'ad' : String(slide.image)))
        .join(',');
    expect(kinds(4)).toBe('0,1,2,3');
    expect(kinds(5)).toBe('0,1,2,3,4,ad');
    expect(kinds(11)).toBe('0,1,2,3,4,ad,5,6,7,8,9,ad,10');
    for (const n of [0, 1, 5, 6, 10, 12, 23]) {
      expect(gallerySlides(n)).toHaveLength(gallerySlideCount(n));
    }
    expect(gallerySlides(-3)).toEqual([]);
    expect(gallerySlides(Number.NaN)).toEqual([]);
  });
});

describe('gallery deep link (000 §2.11)', () => {
  it('parses ?gallery={index}&slide={n}', () => {
    expect(parseGalleryDeepLink('?gallery=1&slide=3')).toEqual({ gallery: 1, slide: 3 });
    expect(parseGalleryDeepLink('gallery=0&slide=12&utm=x')).toEqual({ gallery: 0, slide: 12 });
    expect(parseGalleryDeepLink(new URLSearchParams('gallery=2'))).toEqual({
      gallery: 2,
      slide: null,
    });
    expect(parseGalleryDeepLink('?gallery=0&slide=0')).toEqual({ gallery: 0, slide: null });
    expect(parseGalleryDeepLink('?gallery=0&slide=-1')).toEqual({ gallery: 0, slide: null });
    expect(parseGalleryDeepLink('?slide=3')).toBeNull();
    expect(parseGalleryDeepLink('?gallery=one&slide=3')).toBeNull();
    expect(parseGalleryDeepLink('?gallery=1.5')).toBeNull();
    expect(parseGalleryDeepLink('?gallery=')).toBeNull();
    expect(parseGalleryDeepLink('')).toBeNull();
  });

  it("decides what a page load does for one of the page's galleries", () => {
    expect(deepLinkTarget('?gallery=1&slide=3', 1, 8)).toEqual({ open: 2 });
    expect(deepLinkTarget('?gallery=1&slide=8', 1, 8)).toEqual({ open: 7 });
    // A slide past the end: scroll to the gallery, open nothing.
    expect(deepLinkTarget('?gallery=1&slide=9', 1, 8)).toEqual({ open: null });
    expect(deepLinkTarget('?gallery=1', 1, 8)).toEqual({ open: null });
    // Another gallery's link, or none.
    expect(deepLinkTarget('?gallery=0&slide=3', 1, 8)).toBeNull();
    expect(deepLinkTarget('?page=2', 0, 8)).toBeNull();
  });

  it('builds the share URL of a slide on the current page', () => {
    expect(galleryDeepLink('https://trybuna.example/pilka-nozna?x=1#top', 0, 4)).toBe(
      'https://trybuna.example/pilka-nozna?x=1&gallery=0&slide=4',
    );
    expect(galleryDeepLink('https://trybuna.example/a?gallery=3&slide=9', 1, 2)).toBe(
      'https://trybuna.example/a?gallery=1&slide=2',
    );
    const link = galleryDeepLink('https://trybuna.example/a', 2, 5);
    expect(parseGalleryDeepLink(new URL(link).search)).toEqual({ gallery: 2, slide: 5 });
  });
});

describe('slider state', () => {
  it('goes to the slide a key asks for and keeps that key from the page, else leaves both', () => {
    const moves: number[] = [];
    let prevented = 0;
    const key = (name: string) => ({
      key: name,
      preventDefault: () => {
        prevented += 1;
      },
    });
    goForKey(key('End'), 2, 8, (next) => moves.push(next));
    goForKey(key('Enter'), 2, 8, (next) => moves.push(next));
    goForKey(key('ArrowLeft'), 0, 8, (next) => moves.push(next));
    expect(moves).toEqual([7]);
    expect(prevented).toBe(1);
  });

  it('moves with the arrow keys, Home and End, within the slides', () => {
    expect(slideForKey('ArrowRight', 0, 8)).toBe(1);
    expect(slideForKey('ArrowLeft', 3, 8)).toBe(2);
    expect(slideForKey('Home', 5, 8)).toBe(0);
    expect(slideForKey('End', 0, 8)).toBe(7);
    expect(slideForKey('ArrowLeft', 0, 8)).toBeNull();
    expect(slideForKey('ArrowRight', 7, 8)).toBeNull();
    expect(slideForKey('Enter', 2, 8)).toBeNull();
    expect(clampSlide(12, 8)).toBe(7);
    expect(clampSlide(-1, 8)).toBe(0);
    expect(clampSlide(3, 0)).toBe(0);
    expect(slideCounter(0, 14)).toBe('1 / 14');
  });
});

describe('gallery pictures (000 §7.6, §9)', () => {
  it('resizes CDN URLs, keeping the crop and other filters', () => {
    const url =
      'https://api.example/images/10x0:2010x1000/fit-in/2560x1440/filters:quality(70):format(webp)/a/b.jpg';
    expect(resizeImageUrl(url, GALLERY.slide)).toBe(
      'https://api.example/images/10x0:2010x1000/fit-in/1600x1060/filters:quality(80):format(webp)/a/b.jpg',
    );
    expect(resizeImageUrl('https://api.example/images/fit-in/400x400/b.jpg', GALLERY.full)).toBe(
      'https://api.example/images/fit-in/2560x1440/filters:quality(95)/b.jpg',
    );
    expect(
      resizeImageUrl('https://api.example/images/fit-in/400x400/filters:quality(70)/b.jpg', {
        width: 256,
        height: 256,
      }),
    ).toBe('https://api.example/images/fit-in/256x256/filters:quality(70)/b.jpg');
    expect(resizeImageUrl('https://api.example/images/b.jpg', GALLERY.slide)).toBe(
      'https://api.example/images/b.jpg',
    );
  });

  it('gives each image a slide, a full-size and a thumbnail source with sizes', () => {
    const cdn = 'https://api.example/images';
    const result = galleryPhoto(
      image({
        width: 1200,
        height: 1600,
        description: ' ',
        variants: {
          full: { url: `${cdn}/fit-in/2560x1440/filters:quality(70)/p.jpg` },
        },
      }),
      'Zdjęcie 4',
    );
    expect(result).toEqual({
      slide: { src: `${cdn}/fit-in/1600x1060/filters:quality(80)/p.jpg`, width: 795, height: 1060 },
      full: { src: `${cdn}/fit-in/2560x1440/filters:quality(95)/p.jpg`, width: 1080, height: 1440 },
      thumb: { src: `${cdn}/fit-in/400x400/filters:quality(70)/p.jpg`, width: 300, height: 400 },
      alt: 'Zdjęcie 4',
    });
    expect(galleryPhoto(image({ url: null, variants: null }), '')).toBeNull();
  });
});
