import type { AppVariant } from '@trybuna/domain';

/** The app variants one build serves, chosen by host (ARCHITECTURE.md "App variants"). */
const VARIANTS: readonly AppVariant[] = ['soccer', 'academy', 'athletics', 'business'];

export function isVariant(value: string): value is AppVariant {
  return (VARIANTS as readonly string[]).includes(value);
}

/** The variant whose origin has this host (`akademia.localhost:3000` → academy); else soccer. */
export function variantForHost(
  host: string,
  origins: Readonly<Record<AppVariant, string>>,
): AppVariant {
  const wanted = host.toLowerCase();
  for (const variant of VARIANTS) {
    if (new URL(origins[variant]).host === wanted) return variant;
  }
  return 'soccer';
}
