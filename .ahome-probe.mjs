import { chromium } from '@playwright/test';
import { findChromium } from '/work/main/scripts/find-chromium.mjs';
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message));
const port = process.argv[2];
const t0 = Date.now();
await page.goto(`http://localhost:${port}/login`);
for (let i = 0; i < 8; i++) {
  await page.waitForTimeout(2000);
  const ready = await page.evaluate(() => window.__mocks?.ready === true);
  console.log(port, (Date.now() - t0) / 1000, ready);
  if (ready) break;
}
await browser.close();
