/** 001 §9: round(count / total × 100), 0 when total is 0 (or the input is not a number). */
export function surveyPercent(count: number, total: number): number {
  if (!Number.isFinite(count) || !Number.isFinite(total) || total <= 0 || count <= 0) return 0;
  return Math.round((count / total) * 100);
}
