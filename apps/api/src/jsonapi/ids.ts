import { MAX_ID } from './limits';

/** A resource id as sent (`"42"`): decimal digits for 1 … 2³¹ − 1, else `null` (no query). */
export function parseId(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** Whether a number fits PostgreSQL `integer` (filters on int columns, body ids). */
export const isDatabaseInteger = (value: number): boolean =>
  Number.isInteger(value) && value >= -MAX_ID - 1 && value <= MAX_ID;
