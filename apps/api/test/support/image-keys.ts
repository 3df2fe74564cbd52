import { ImageKeys, type ImageScope } from '../../src/images/keys';
import { parseImageUrl } from '../../src/images/request';

/** The image key secret the image tests' APIs are built with (`images.keySecret`). */
export const TEST_IMAGE_SECRET = 'test-image-key-secret-0123456789';

export const testImageKeys = new ImageKeys(TEST_IMAGE_SECRET);

/**
 * `/images/{rest}` with the key of its picture for `scope` put in front of `rest`
 * (`/images/{key}/{rest}`), as the API's own URLs carry it.
 */
export function keyed(url: string, scope: ImageScope = 'public'): string {
  const rest = url.slice('/images/'.length);
  return `/images/${testImageKeys.key(parseImageUrl(rest).path, scope)}/${rest}`;
}
