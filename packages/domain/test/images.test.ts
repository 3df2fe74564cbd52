import { describe, expect, it } from 'vitest';
import { resizeImageUrl, responsiveSrcSet } from '../src/images';

const CDN =
  'https://img.example/images/0x0:1600x900/fit-in/1020x680/filters:quality(70)/demo/a.jpg';

describe('000 §7.6 resize paths', () => {
  it('puts another box into the fit-in segment, keeping the crop and filters', () => {
    expect(resizeImageUrl(CDN, { width: 360, height: 240 })).toBe(
      'https://img.example/images/0x0:1600x900/fit-in/360x240/filters:quality(70)/demo/a.jpg',
    );
  });

  it('replaces the quality filter when the box has one', () => {
    expect(resizeImageUrl(CDN, { width: 400, height: 400, quality: 95 })).toContain(
      '/fit-in/400x400/filters:quality(95)/',
    );
  });

  it('leaves a URL without a resize path alone', () => {
    expect(resizeImageUrl('https://x.example/a.jpg', { width: 10, height: 10 })).toBe(
      'https://x.example/a.jpg',
    );
  });
});

describe('000 §9 srcset of a resizable picture', () => {
  it('offers the smaller widths with the same aspect ratio, then the picture itself', () => {
    const set = responsiveSrcSet(CDN, 1020, 680);
    expect(set?.split(', ').map((c) => c.split(' ')[1])).toEqual(['360w', '540w', '720w', '1020w']);
    expect(set).toContain('/fit-in/720x480/');
    expect(set).toContain(`${CDN} 1020w`);
  });

  it('skips a width within 10% of the picture', () => {
    expect(responsiveSrcSet(CDN, 760, 500)).not.toContain('720w');
  });

  it('has none for a URL that cannot be resized or a picture smaller than every width', () => {
    expect(responsiveSrcSet('https://x.example/a.jpg', 1020, 680)).toBeUndefined();
    expect(responsiveSrcSet(CDN, 300, 300)).toBeUndefined();
  });
});
