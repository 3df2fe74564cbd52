import { IMAGE_PRESETS, resizeImage, type SizedImage } from '@trybuna/domain';
import { pickImage } from '@/components/modules/image-source';
import type { ModuleImage } from '@/components/modules/image-schema';

const [PLAYER_WIDTH = 316, PLAYER_HEIGHT = 316] = IMAGE_PRESETS.player ?? [];

/** 001 §9: a member's photo at 316x316 (the square thumb crop, else any picture they have). */
export function memberPhoto(image: ModuleImage | null | undefined): SizedImage | null {
  const picked = pickImage(image, ['thumb', 'web', 'full']);
  return picked ? resizeImage(picked, { width: PLAYER_WIDTH, height: PLAYER_HEIGHT }) : null;
}
