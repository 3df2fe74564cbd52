import { clubSchema, type ClubConfig } from './club-schema';
import { demoClub } from './demo-club';

/** Validates a club definition; throws a readable error naming every bad field. */
export function parseClubConfig(input: unknown): ClubConfig {
  const result = clubSchema.safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid club configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}

/** The club this build serves: the demo club, validated once at import. */
export const club: ClubConfig = parseClubConfig(demoClub);

/** Replaces the spec's `{club}` and `{abbr}` placeholders in a path or text. */
export function fillPlaceholders(template: string, config: ClubConfig = club): string {
  return template.replaceAll('{club}', config.club).replaceAll('{abbr}', config.abbr);
}
