import { describe, expect, it } from 'vitest';
import { mediaCompanions, videoSource } from '../src/video-source';

describe('mediaCompanions', () => {
  const api = 'http://localhost:4000/api/v3';
  it('names the poster and captions of files under the API origin’s /media/ only', () => {
    expect(mediaCompanions('http://localhost:4000/media/wideo/a.mp4', api)).toEqual({
      poster: 'http://localhost:4000/media/wideo/a.jpg',
      captions: 'http://localhost:4000/media/wideo/a.vtt',
    });
    expect(mediaCompanions('http://localhost:4000/media/wideo/a.webm', undefined)).toBeNull();
    expect(mediaCompanions('http://localhost:4001/media/wideo/a.webm', api)).toBeNull();
    expect(mediaCompanions('http://localhost:4000/images/a.webm', api)).toBeNull();
    expect(mediaCompanions('http://localhost:4000/media/wideo/a.webm?v=1', api)).toBeNull();
    expect(mediaCompanions('/media/wideo/a.webm', api)).toBeNull();
  });
});

describe('videoSource', () => {
  it('recognises the YouTube and Vimeo URL shapes', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    for (const url of [
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(videoSource(url)).toEqual({ kind: 'youtube', src: embed });
    }
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ?t=42')).toEqual({
      kind: 'youtube',
      src: `${embed}?start=42`,
    });
    expect(videoSource('https://player.vimeo.com/video/123456')).toEqual({
      kind: 'vimeo',
      src: 'https://player.vimeo.com/video/123456?dnt=1',
    });
    // Not a video id: a plain link.
    expect(videoSource('https://www.youtube.com/@klub')).toEqual({
      kind: 'link',
      href: 'https://www.youtube.com/@klub',
    });
  });

  it('plays root-relative files and links other paths', () => {
    expect(videoSource('/media/klip.webm')).toEqual({
      kind: 'file',
      src: '/media/klip.webm',
      type: 'video/webm',
    });
    expect(videoSource('/media/wideo/1')).toEqual({ kind: 'link', href: '/media/wideo/1' });
    expect(videoSource('//evil.example/x')).toBeNull();
    expect(videoSource('ftp://files.example/a.mp4')).toBeNull();
  });
});
