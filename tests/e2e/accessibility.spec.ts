import AxeBuilder from '@axe-core/playwright';
import { test, expect, hydrated } from './fixtures.ts';

for (const path of ['/', '/help', '/promotions', '/down', '/en/', '/en/help', '/en/promotions', '/en/down']) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      bad.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      ),
    ).toEqual([]);
  });
}
