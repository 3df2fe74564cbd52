import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyImageBox,
  followsSourceAspect,
  IMAGE_PRESET_QUALITIES,
  isPresetBox,
  isPresetQuality,
  presetSrcSetHeights,
} from '../src/image-presets';
import {
  fitInside,
  GALLERY,
  IMAGE_VARIANT_SIZES,
  PRODUCT_IMAGE,
  responsiveSrcSet,
} from '../src/images';

const SRC = 'https://api.example/images/0x0:1600x900/fit-in/1020x680/filters:quality(70)/a.jpg';

/** The `{w}x{h}` boxes of a srcset's URLs. */
function srcSetBoxes(srcSet: string | undefined): [number, number][] {
  return (srcSet ?? '').split(', ').flatMap((candidate) => {
    const match = /\/fit-in\/(\d+)x(\d+)\//.exec(candidate);
    return match ? [[Number(match[1]), Number(match[2])] as [number, number]] : [];
  });
}

describe('image presets (000 §9, 001 §9)', () => {
  it.each([
    ['card XL crop', 1200, 800],
    ['card X, L, MC crop', 800, 450],
    ['card M crop', 600, 400],
    ['card S crop', 400, 300],
    ['card XS crop', 300, 300],
    ['default / FIT', 1020, 680],
    ['desktop hero', 1920, 860],
    ['mobile hero', 900, 1200],
    ['gallery slide', 1600, 1060],
    ['download and full size', 2560, 1440],
    ['grid thumbnail', 400, 400],
    ['product', 256, 256],
    ['sponsor belt on soccer', 156, 28],
    ['sponsor belt elsewhere', 288, 48],
    ['crest on a match card', 48, 48],
    ['crest on the counter hero', 60, 60],
    ['player', 316, 316],
    ['quiz background', 800, 800],
    ['quiz question', 600, 600],
    ['survey answer (height)', 0, 202],
    ['survey image (height)', 0, 356],
  ])('%s %ix%i is a preset', (_name, width, height) => {
    expect(isPresetBox(width, height)).toBe(true);
    expect(classifyImageBox(width, height)).toBe('preset');
  });

  it.each([
    [1021, 680],
    [0, 0],
    [4096, 4096],
    [1, 1],
    [360, 0],
    [0, 680],
    [361, 240],
    [360, 5000],
    [1919, 1080],
  ])('%ix%i is refused', (width, height) => {
    expect(classifyImageBox(width, height)).toBe('refused');
  });

  it('allows the spec qualities only: 65, 70, 75, 80, 95', () => {
    expect(IMAGE_PRESET_QUALITIES).toEqual([65, 70, 75, 80, 95]);
    expect([1, 64, 66, 100].some(isPresetQuality)).toBe(false);
  });

  it('knows the srcset heights of the preset aspect ratios (cards, article cover)', () => {
    // 1200x800 and 1020x680 (3:2), 800x450 (16:9: 202.5 rounds up), 400x300 (4:3), squares.
    expect(presetSrcSetHeights(360)).toEqual(expect.arrayContaining([240, 203, 270, 360]));
    expect(presetSrcSetHeights(361)).toEqual([]);
    expect(classifyImageBox(720, 480)).toBe('preset');
    // Another height of a srcset width depends on the picture.
    expect(classifyImageBox(720, 500)).toBe('aspect');
    expect(followsSourceAspect(720, 405, 1600, 900)).toBe(true);
    expect(followsSourceAspect(720, 500, 1600, 900)).toBe(false);
    expect(followsSourceAspect(721, 405, 1600, 900)).toBe(false);
  });

  it('accepts every srcset URL an article card or the article cover makes', () => {
    for (const [width, height] of Object.values(IMAGE_VARIANT_SIZES)) {
      for (const [w, h] of srcSetBoxes(responsiveSrcSet(SRC, width, height))) {
        expect(classifyImageBox(w, h), `${String(w)}x${String(h)}`).toBe('preset');
      }
    }
  });

  it('accepts every srcset URL made for a picture fitted into a box (CMS images, gallery)', () => {
    const boxes = [
      ...Object.values(IMAGE_VARIANT_SIZES).map(([width, height]) => ({ width, height })),
      GALLERY.slide,
      GALLERY.full,
      GALLERY.thumb,
      PRODUCT_IMAGE,
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 40, max: 8000 }),
        fc.integer({ min: 40, max: 8000 }),
        fc.constantFrom(...boxes),
        fc.option(fc.constantFrom(...boxes), { nil: undefined }),
        (sourceWidth, sourceHeight, box, second) => {
          // The site fits the crop (or original) into the variant's box, the gallery once more.
          let [width, height] = fitInside(sourceWidth, sourceHeight, box);
          if (second) [width, height] = fitInside(width, height, second);
          for (const [w, h] of srcSetBoxes(responsiveSrcSet(SRC, width, height))) {
            const kind = classifyImageBox(w, h);
            expect(kind).not.toBe('refused');
            if (kind === 'aspect') {
              expect(followsSourceAspect(w, h, sourceWidth, sourceHeight)).toBe(true);
            }
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});
