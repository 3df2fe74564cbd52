import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Axe's violations on the whole page, one line each (`rule: selectors`), so a failure reads. */
export async function axeViolations(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
