import { expect, signedIn, test } from './fixtures';

/**
 * Issue 48's follow-up (ADR 0063), on the full stack: on a slow phone a visitor lands on a product
 * from another site with UTM tags and presses 'Bilgi Al' before the page's script has run, so the
 * link loads /contact as a new page. The landing facts were kept by the page's first, inline
 * script as its HTML came in, under the strict policy (allowed by its hash): the enquiry still
 * records the landing page, the referring host and the campaign.
 */
const PRODUCT = '/product/poliuretan-enjeksiyon';
const CAMPAIGN = `yavas-${Date.now().toString(36)}`;
const visitor = {
  isim: 'Selin',
  soyisim: 'Ertürk',
  telefon: '0542 318 66 20',
  sektor: 'Mimarlık',
  mesaj: 'Teras su yalıtımı için fiyat bilgisi rica ederim.',
};

/** A fact of the enquiry's 'Kaynak': its label, then its value. */
const fact = (label: string, value: string) => {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`${literal(label)}\\s*${literal(value)}`);
};

test("a 'Bilgi Al' pressed before the page's script ran keeps where the visit came from", async ({
  page,
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  // A slow connection: the app's script does not arrive until the visitor has pressed the link.
  let scriptsArrive!: () => void;
  const pressed = new Promise<void>((resolve) => {
    scriptsArrive = resolve;
  });
  await context.route('**/assets/*.js', async (route) => {
    await pressed;
    // The product page that asked is gone by then: its request may no longer be answered.
    await route.continue().catch(() => undefined);
  });
  const visit = await context.newPage();
  const refused: string[] = [];
  visit.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const scriptAsked = visit.waitForRequest((request) =>
    /^\/assets\/.+\.js$/.test(new URL(request.url()).pathname),
  );

  await visit.goto(`${PRODUCT}?utm_source=linkedin&utm_medium=social&utm_campaign=${CAMPAIGN}`, {
    referer: 'https://www.linkedin.com/feed/update/456',
  });
  await expect(
    visit.getByRole('heading', { level: 1, name: 'Poliüretan Enjeksiyon' }),
  ).toBeVisible();
  await scriptAsked;
  // The server's HTML, not yet taken over by the app (its state for hydration is still there).
  expect(await visit.evaluate(() => '$_TSR' in window)).toBe(true);
  await visit.getByRole('link', { name: 'Bilgi Al' }).first().click();
  await expect(visit).toHaveURL(/\/contact\?konu=/);
  scriptsArrive();

  // On /contact the app's script runs: the form sends what the tab kept.
  const form = visit.getByRole('form', { name: 'İletişim formu' });
  await expect(form.getByLabel('Konu')).toHaveValue('Poliüretan Enjeksiyon');
  await visit.waitForFunction(() => !('$_TSR' in window));
  for (const [label, text] of [
    ['İsim', visitor.isim],
    ['Soyisim', visitor.soyisim],
    ['Telefon', visitor.telefon],
    ['Sektör', visitor.sektor],
    ['Mesajınız', visitor.mesaj],
  ] as const) {
    await form.getByLabel(label).pressSequentially(text, { delay: 20 });
  }
  // A person takes more than 2 s over the form (docs/decisions/0025).
  await visit.waitForTimeout(2100);
  const sent = visit.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/Contact',
  );
  await form.getByRole('button', { name: 'Gönder' }).click();
  await expect(form.getByRole('status')).toHaveText('Mesajınız başarıyla gönderildi!');
  expect((await sent).postDataJSON()).toMatchObject({
    topic: 'Poliüretan Enjeksiyon',
    source: {
      page: PRODUCT,
      landingPage: PRODUCT,
      referrerHost: 'www.linkedin.com',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: CAMPAIGN,
    },
  });
  expect(refused).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  await context.close();

  // The enquiry, in the inbox, with where it came from.
  await signedIn(page, '/admin/messages');
  await page
    .getByRole('region', { name: /Gelen Kutusu/ })
    .getByRole('listitem')
    .filter({ hasText: `${visitor.isim} ${visitor.soyisim}` })
    .getByRole('button')
    .click();
  const enquiry = page.getByRole('article');
  await expect(enquiry.getByRole('heading', { level: 2 })).toHaveText(
    `${visitor.isim} ${visitor.soyisim}`,
  );
  await expect(enquiry).toContainText(fact('Giriş sayfası', PRODUCT));
  await expect(enquiry).toContainText(fact('Yönlendiren site', 'www.linkedin.com'));
  await expect(enquiry).toContainText(fact('Kampanya adı (utm_campaign)', CAMPAIGN));
});
