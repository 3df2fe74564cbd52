import { z } from 'zod';
import { optionalText, optionalUrl } from '@/components/modules/payload-fields';

/** 000 §3 / 001 §2 event info: `date` (ISO), `location`, `entryInfo`, `ticketsUrl`. */
export const eventInfoPayloadSchema = z.looseObject({
  date: optionalText,
  location: optionalText,
  entryInfo: optionalText,
  ticketsUrl: optionalUrl,
});
