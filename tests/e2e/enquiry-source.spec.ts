import { expect, test } from './fixtures';

/**
 * Issue 48: a visitor lands from another site with UTM tags on a product, presses 'Bilgi Al',
 * finds the form's 'Konu' filled with the product, adds an e-mail and a province, and sends: the
 * enquiry carries its topic and where it came from (the page, the landing, the referring host,
 * the campaign), kept in the tab without cookies.
 */
test('an enquiry from a product page carries its topic and source', async ({ page, context }) => {
  // The visit beacons, as the page hands them to navigator.sendBeacon (the browser's own request
  // shows no body of a beacon); the mocks answer them (mocks/handlers/visits).
  await page.addInitScript(() => {
    const sent: unknown[] = [];
    (window as unknown as { beacons: unknown[] }).beacons = sent;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob)
        void data.text().then((text) => sent.push({ url, ...JSON.parse(text) }));
      return send(url, data);
    };
  });
  await page.goto(
    '/product/poliuretan-enjeksiyon?utm_source=google&utm_medium=cpc&utm_campaign=kis',
    {
      referer: 'https://www.google.com/search?q=poliuretan',
    },
  );
  await page.waitForFunction(() => window.__mocks?.ready === true);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Poliüretan Enjeksiyon' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Bilgi Al' }).click();

  const form = page.getByRole('form', { name: 'İletişim formu' });
  await expect(form.getByLabel('Konu')).toHaveValue('Poliüretan Enjeksiyon');
  await expect(page).toHaveURL(/\/contact\?konu=/);
  await form.getByLabel('İsim').fill('Kerem');
  await form.getByLabel('Soyisim').fill('Aydın');
  await form.getByLabel('Telefon').fill('0532 444 55 66');
  await form.getByLabel('Sektör').fill('Müteahhit');
  await form.getByLabel('E-posta').fill('kerem@insaat.example');
  await form.getByLabel('İl').pressSequentially('İstan', { delay: 30 });
  await form.getByLabel('İl').fill('İstanbul');
  await form.getByLabel('Mesajınız').pressSequentially('Bodrum perdesi için teklif rica ederim.', {
    delay: 30,
  });
  // A person takes more than 2 s over the form (docs/decisions/0025).
  await page.waitForTimeout(2100);

  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/Contact',
  );
  await page.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByText('Mesajınız başarıyla gönderildi!')).toBeVisible();
  expect((await sent).postDataJSON()).toMatchObject({
    isim: 'Kerem',
    email: 'kerem@insaat.example',
    province: 'İstanbul',
    topic: 'Poliüretan Enjeksiyon',
    source: {
      page: '/product/poliuretan-enjeksiyon',
      landingPage: '/product/poliuretan-enjeksiyon',
      referrerHost: 'www.google.com',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'kis',
    },
  });
  // The first page (no server render in mock mode) and the navigation to the form were counted.
  const beacons = await page.evaluate(() => (window as unknown as { beacons: unknown[] }).beacons);
  expect(beacons).toEqual([
    {
      url: '/api/Visit',
      path: '/product/poliuretan-enjeksiyon',
      referrerHost: 'www.google.com',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'kis',
    },
    { url: '/api/Visit', path: '/contact' },
  ]);
  // No cookie was set for the visitor.
  expect(await context.cookies()).toEqual([]);
});
