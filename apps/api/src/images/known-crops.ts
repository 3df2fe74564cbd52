import { eq } from 'drizzle-orm';
import type { Drizzle } from '@trybuna/db';
import { images } from '@trybuna/db/schema';
import type { ImageRequest } from './request';

type CropBox = NonNullable<ImageRequest['crop']>;

/** The crops a picture may be cut to: its named crops (`images.crops`), by the picture's path. */
export type KnownCrops = (picturePath: string) => Promise<readonly CropBox[]>;

/** `KnownCrops` from the `images` table: a picture without a row has none. */
export function cropsFromDatabase(db: Drizzle): KnownCrops {
  return async (picturePath) => {
    const [row] = await db
      .select({ crops: images.crops })
      .from(images)
      .where(eq(images.path, picturePath))
      .limit(1);
    return Object.values(row?.crops ?? {}).map((crop) => ({
      left: crop.x,
      top: crop.y,
      width: crop.width,
      height: crop.height,
    }));
  };
}

export const sameCrop = (a: CropBox, b: CropBox): boolean =>
  a.left === b.left && a.top === b.top && a.width === b.width && a.height === b.height;
