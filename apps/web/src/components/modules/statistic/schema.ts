import { z } from 'zod';

const optionalText = z.string().trim().min(1).nullish().catch(null);

/** `statistic` module payload (001 §2; its layout is not shown): an optional title; the squad is linked. */
export const statisticPayloadSchema = z.looseObject({ title: optionalText });
