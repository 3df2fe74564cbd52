import { describe, expect, it } from 'vitest';
import { gallerySlideCount, IMAGE_QUALITY } from '../src/images';
import { surveyPercent } from '../src/surveys';
import { ticketCounterLabel } from '../src/ticket-belt';

describe('001 §9 survey percent', () => {
  it.each([
    [1, 3, 33],
    [2, 3, 67],
    [1, 2, 50],
    [3, 3, 100],
    [0, 5, 0],
    [5, 0, 0],
    [0, 0, 0],
    [-1, 5, 0],
    [Number.NaN, 5, 0],
  ])('%s of %s → %s', (count, total, percent) => {
    expect(surveyPercent(count, total)).toBe(percent);
  });
});

describe('000 §9 gallery slides: images + floor(images / 5)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [4, 4],
    [5, 6],
    [9, 10],
    [10, 12],
    [12, 14],
    [-3, 0],
    [Number.NaN, 0],
  ])('%s images → %s slides', (images, slides) => {
    expect(gallerySlideCount(images)).toBe(slides);
  });
});

describe('000 §9 image quality defaults', () => {
  it('webp 65, jpeg 70, fallback jpeg 75', () => {
    expect(IMAGE_QUALITY).toEqual({ webp: 65, jpeg: 70, fallback: 75 });
  });
});

describe('001 §4 ticket counter', () => {
  it.each([
    [0, 100, '0/100'],
    [99, 100, '99/100'],
    [100, 100, 'WYPRZEDANE'],
    [101, 100, 'WYPRZEDANE'],
    [0, 0, 'WYPRZEDANE'],
  ])('%s sold of %s → %s', (sold, pool, label) => {
    expect(ticketCounterLabel(sold, pool)).toBe(label);
  });
});
