import { describe, expect, it } from 'vitest';
import { clampIndex, nearestSlide, scrollEdges, snapPoints, stepTarget } from './carousel-geometry';

// One slide per screen, 360 px wide: the hero, the belt, a gallery.
const single = snapPoints([0, 360, 720, 1080], 1080);
// The schedule on a phone: tiles of 85 % of (360 + 16) px from -16 px (the track's negative
// margin hides the first tile's gutter); the furthest scroll shows the last tile whole.
const tile = 0.85 * 376;
const tiles = snapPoints([-16, -16 + tile, -16 + 2 * tile, -16 + 3 * tile], 4 * tile - 16 - 360);
// The schedule on a wide screen: three tiles of five on screen, the last two share the end.
const wide = snapPoints([0, 400, 800, 1200, 1600], 800);

describe('snapPoints', () => {
  it("is each slide's left edge, kept between 0 and the furthest scroll", () => {
    expect(single).toEqual([0, 360, 720, 1080]);
    expect(tiles[0]).toBe(0);
    expect(wide).toEqual([0, 400, 800, 800, 800]);
  });

  it('is 0 for every slide of a track that does not scroll', () => {
    expect(snapPoints([0, 200], -40)).toEqual([0, 0]);
  });
});

describe('nearestSlide', () => {
  it('is the slide whose snap point is nearest the scroll position', () => {
    expect(nearestSlide(single, 0)).toBe(0);
    expect(nearestSlide(single, 700)).toBe(2);
    expect(nearestSlide(single, 1079.6)).toBe(3);
  });

  it('is the first of the slides sharing the furthest scroll', () => {
    expect(nearestSlide(wide, 800)).toBe(2);
  });

  it('is 0 without slides', () => {
    expect(nearestSlide([], 120)).toBe(0);
  });
});

describe('scrollEdges', () => {
  it('turns previous off at the start and next off at the end, sub-pixel rounding included', () => {
    expect(scrollEdges(0, 1080)).toEqual({ previous: false, next: true });
    expect(scrollEdges(360, 1080)).toEqual({ previous: true, next: true });
    expect(scrollEdges(1079.5, 1080)).toEqual({ previous: true, next: false });
    expect(scrollEdges(0, 0)).toEqual({ previous: false, next: false });
  });
});

describe('stepTarget', () => {
  it('steps to the neighbour', () => {
    expect(stepTarget(single, 1, 1, false)).toEqual({ index: 2, wrapped: false });
    expect(stepTarget(single, 1, -1, false)).toEqual({ index: 0, wrapped: false });
    expect(stepTarget(tiles, 0, 1, false)).toEqual({ index: 1, wrapped: false });
  });

  it('goes nowhere past an end without loop (the button is off there)', () => {
    expect(stepTarget(single, 0, -1, false)).toBeNull();
    expect(stepTarget(single, 3, 1, false)).toBeNull();
    // Several tiles on screen: the end is reached once the last ones are all shown.
    expect(stepTarget(wide, 2, 1, false)).toBeNull();
  });

  it('comes back from the end to the slide before the shared end point', () => {
    expect(stepTarget(wide, 2, -1, false)).toEqual({ index: 1, wrapped: false });
  });

  it('comes round to the other end with loop (the hero, the belt)', () => {
    expect(stepTarget(single, 3, 1, true)).toEqual({ index: 0, wrapped: true });
    expect(stepTarget(single, 0, -1, true)).toEqual({ index: 3, wrapped: true });
  });

  it('goes nowhere with one slide or none', () => {
    expect(stepTarget([0], 0, 1, true)).toBeNull();
    expect(stepTarget([], 0, -1, true)).toBeNull();
  });
});

describe('clampIndex', () => {
  it('keeps a slide number among the slides', () => {
    expect(clampIndex(-2, 4)).toBe(0);
    expect(clampIndex(2.7, 4)).toBe(2);
    expect(clampIndex(9, 4)).toBe(3);
    expect(clampIndex(3, 0)).toBe(0);
  });
});
