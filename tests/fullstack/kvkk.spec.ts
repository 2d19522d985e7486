import { expect, test } from './fixtures';

/**
 * KVKK at the contact form (issue 23 section 3, ADR 0038), in Chromium against `npm start`'s
 * build: until the visitor clicks 'Haritayı göster', every request of /contact, sending an
 * enquiry included, goes to the site itself; the click makes the Google Maps frame.
 * @direct: a click on 'Gönder' before the page's script has started sends the form itself
 * (POST /contact, the server's page route, which Prism's proxy refuses with 405); it did once.
 */
test("/contact asks no other host until 'Haritayı göster' is clicked @direct", async ({ page }) => {
  const hosts: string[] = [];
  page.on('request', (request) => hosts.push(new URL(request.url()).host));
  await page.goto('/contact');
  const own = new URL(page.url()).host;

  const form = page.getByRole('form', { name: 'İletişim formu' });
  await form.getByLabel('İsim').fill('Ayşe');
  await form.getByLabel('Soyisim').fill('Kılıç');
  await form.getByLabel('Telefon').fill('0532 000 00 00');
  await form.getByLabel('Sektör').fill('İnşaat');
  await form.getByLabel('Mesajınız').fill('KVKK denemesi: harita tıklanmadan önce.');
  await form.getByRole('button', { name: 'Gönder' }).click();
  await expect(form.getByRole('status')).toHaveText('Mesajınız başarıyla gönderildi!');
  await page.waitForLoadState('networkidle');
  expect(hosts.length).toBeGreaterThan(0);
  expect([...new Set(hosts)]).toEqual([own]);
  await expect(page.locator('iframe')).toHaveCount(0);

  await page.getByRole('button', { name: 'Haritayı göster' }).click();
  const map = page.locator('iframe');
  await expect(map).toHaveCount(1);
  await expect(map).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\/embed\?/);
  await expect.poll(() => hosts.includes('www.google.com')).toBe(true);
});

test("the server's HTML has the notice under the form and the 'Aydınlatma Metni' page", async ({
  request,
}) => {
  const contact = await (await request.get('/contact')).text();
  expect(contact).toContain('Formdaki bilgileriniz yalnızca talebinizi yanıtlamak için işlenir.');
  expect(contact).toContain('href="/aydinlatma-metni"');
  // No frame to Google in the server's HTML either: the map waits for the click.
  expect(contact).not.toContain('<iframe');
  expect(contact).toContain('Haritayı göster');
  const notice = await request.get('/aydinlatma-metni');
  expect(notice.status()).toBe(200);
  const html = await notice.text();
  expect(html).toContain('6698 sayılı Kişisel Verilerin Korunması Kanunu');
  expect(html).toContain(
    'İletişim formundan gelen mesajlar 24 ay saklanır, ardından otomatik olarak silinir.',
  );
});
