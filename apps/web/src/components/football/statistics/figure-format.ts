/** Figures as a fan reads them: integers as they are, averages with up to two decimals. */
export function figureFormat(locale: 'pl' | 'en'): Intl.NumberFormat {
  return new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'pl-PL', { maximumFractionDigits: 2 });
}

/** 'First Last' of a player (either part may be missing). */
export function playerName(player: {
  first_name?: string | null;
  last_name?: string | null;
}): string {
  return [player.first_name, player.last_name].filter(Boolean).join(' ');
}
