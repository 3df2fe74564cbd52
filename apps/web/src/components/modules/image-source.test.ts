import { describe, expect, it } from 'vitest';
import { pickImage } from './image-source';
import { image } from './test-fixtures';

describe('pickImage', () => {
  it('takes the first variant the image has, fitted in its box without upscaling', () => {
    expect(pickImage(image(), ['desktopHero', 'web'])).toEqual({
      src: 'https://trybuna.example/images/web/photo.jpg',
      width: 1020,
      height: 680,
    });
    expect(pickImage(image({ width: 600, height: 300 }), ['web'])).toEqual({
      src: 'https://trybuna.example/images/web/photo.jpg',
      width: 600,
      height: 300,
    });
  });

  it("uses a crop's own aspect ratio", () => {
    const cropped = image({ crops: { mobileHero: { x: 0, y: 0, width: 600, height: 800 } } }, [
      'mobileHero',
    ]);
    expect(pickImage(cropped, ['mobileHero'])).toMatchObject({ width: 600, height: 800 });
    const big = image({ crops: { mobileHero: { x: 0, y: 0, width: 1800, height: 2400 } } }, [
      'mobileHero',
    ]);
    expect(pickImage(big, ['mobileHero'])).toMatchObject({ width: 900, height: 1200 });
  });

  it('falls back to the original URL, and to nothing without any URL', () => {
    expect(pickImage(image({ variants: null }), ['web'])).toEqual({
      src: 'https://trybuna.example/images/photo.jpg',
      width: 3000,
      height: 2000,
    });
    expect(pickImage(image({ variants: null, url: null }), ['web'])).toBeNull();
    expect(pickImage(image(), ['mobileHero'], { variantsOnly: true })).toBeNull();
    expect(pickImage(null, ['web'])).toBeNull();
  });
});
