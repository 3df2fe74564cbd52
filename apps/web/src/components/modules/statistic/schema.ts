import { z } from 'zod';
import { optionalText } from '@/components/modules/payload-fields';

/** `statistic` module payload (001 §2; its layout is not shown): an optional title; the squad is linked. */
export const statisticPayloadSchema = z.looseObject({ title: optionalText });
