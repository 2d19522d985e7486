import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { control, db, holdMockRequests, server } from '../../../mocks/node';
import { renderSite } from '../../../tests/helpers/render-site';
import { apiConfig } from '../../api/env';
import { mapEmbedUrl } from '../../../core/lib/map-embed';

const content = () => db.state.contactContent;

const enquiry = {
  isim: 'Ayşe',
  soyisim: 'Yılmaz',
  telefon: '0532 123 45 67',
  sektor: 'İnşaat',
  mesaj: 'Bodrum katımızda su sızıntısı var, poliüretan enjeksiyon için keşif rica ediyoruz.',
};

const labels = {
  isim: 'İsim',
  soyisim: 'Soyisim',
  telefon: 'Telefon',
  sektor: 'Sektör',
  mesaj: 'Mesajınız',
} as const;

type Field = keyof typeof labels;
const fields = Object.keys(labels) as Field[];

const field = (name: Field) =>
  within(screen.getByRole('form', { name: 'İletişim formu' })).getByLabelText(labels[name]);

/** Opens /contact and waits for the form, which appears with the contact details. */
async function openContact() {
  const view = await renderSite('/contact');
  await screen.findByRole('form', { name: 'İletişim formu' });
  return view;
}

/**
 * A person takes a while over the form: user-event types at once, so the clock the form measures
 * its fill time on moves on by `ms` (docs/decisions/0025: under 2 s is spam).
 */
function timePasses(ms: number) {
  const real = performance.now.bind(performance);
  vi.spyOn(performance, 'now').mockImplementation(() => real() + ms);
}

async function fillForm(
  user: Awaited<ReturnType<typeof renderSite>>['user'],
  { tookMs = 20_000 }: { tookMs?: number } = {},
) {
  for (const name of fields) await user.type(field(name), enquiry[name]);
  if (tookMs > 0) timePasses(tookMs);
}

const emailFails = () =>
  http.post('*/api/v1.0/email/send-form', () =>
    HttpResponse.text('Sunucu hatası', {
      status: 500,
      headers: { 'Access-Control-Allow-Origin': '*' },
    }),
  );

const storageFails = () =>
  http.post('*/api/Contact', () =>
    HttpResponse.json({ success: false, message: 'Sunucu hatası', data: null }, { status: 500 }),
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('contact page', () => {
  it('shows the banner and the contact details of the content, as links', async () => {
    await renderSite('/contact');
    const seed = content();
    expect(
      await screen.findByRole('heading', { level: 1, name: seed.bannerTitle }),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'İletişim Bilgileri' });
    const phone = await within(details).findByRole('link', { name: seed.phoneNumber });
    // '+90 (216) 574 38 12' is dialled as +902165743812.
    expect(phone).toHaveAttribute('href', `tel:${seed.phoneNumber.replace(/[^\d+]/g, '')}`);
    expect(phone.getAttribute('href')).toMatch(/^tel:\+\d+$/);
    for (const title of [
      seed.phoneTitle,
      seed.emailTitle,
      seed.locationTitle,
      seed.instagramTitle,
    ]) {
      expect(within(details).getByText(title)).toBeInTheDocument();
    }
    expect(within(details).getByRole('link', { name: seed.emailAddress })).toHaveAttribute(
      'href',
      `mailto:${seed.emailAddress}`,
    );
    expect(within(details).getByText(seed.locationAddress)).toBeInTheDocument();
    const instagram = within(details).getByRole('link', {
      name: `@${seed.instagramUsername} (yeni sekmede açılır)`,
    });
    expect(instagram).toHaveAttribute(
      'href',
      `https://www.instagram.com/${seed.instagramUsername}`,
    );
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      screen.getByRole('heading', { level: 2, name: seed.messageFormTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(seed.messageFormDescription)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('İletişim | Asil Yapı Kimyasalları'));
  });

  it('has the five fields of docs/SPEC.md, all required by the browser', async () => {
    await openContact();
    for (const name of fields) {
      expect(field(name)).toBeRequired();
      expect(field(name)).toHaveAttribute('name', name);
    }
    expect(field('telefon')).toHaveAttribute('type', 'tel');
    expect(field('telefon')).toHaveAttribute('autocomplete', 'tel');
    expect(field('mesaj').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Gönder' })).toBeEnabled();
  });

  it('e-mails and stores the enquiry, says so, and empties the form', async () => {
    const storedBefore = db.state.enquiries.length;
    control.latency = 'realistic';
    const { user } = await openContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Gönder' }));

    const sendingButton = screen.getByRole('button', { name: 'Gönderiliyor...' });
    expect(sendingButton).toBeDisabled();
    // A second submit while sending (Enter in a field) sends nothing more.
    await user.type(field('isim'), '{Enter}');

    expect(await screen.findByText('Mesajınız başarıyla gönderildi!')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(db.state.sentEmails).toEqual([
      {
        service_id: apiConfig.emailServiceId,
        template_id: apiConfig.emailTemplateId,
        user_id: apiConfig.emailUserId,
        ...enquiry,
      },
    ]);
    expect(apiConfig.emailServiceId).not.toBe('');
    expect(db.state.enquiries).toHaveLength(storedBefore + 1);
    expect(db.state.enquiries.at(-1)).toMatchObject({ ...enquiry, isRead: false, isSpam: false });
    for (const name of fields) expect(field(name)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Gönder' })).toBeEnabled();
  });

  it('counts the send as a success when only the storage worked', async () => {
    server.use(emailFails());
    const { user } = await openContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Mesajınız başarıyla gönderildi!')).toBeInTheDocument();
    expect(db.state.sentEmails).toEqual([]);
    expect(db.state.enquiries.at(-1)).toMatchObject(enquiry);
    expect(field('isim')).toHaveValue('');
  });

  it('keeps a form sent within 2 s as spam, e-mails nothing, and says it was sent', async () => {
    const { user } = await openContact();
    await fillForm(user, { tookMs: 0 });
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Mesajınız başarıyla gönderildi!')).toBeInTheDocument();
    expect(db.state.sentEmails).toEqual([]);
    expect(db.state.enquiries.at(-1)).toMatchObject({ ...enquiry, isSpam: true });
  });

  it('keeps a form with its honeypot filled as spam; people never reach the honeypot', async () => {
    const { user } = await openContact();
    const form = screen.getByRole('form', { name: 'İletişim formu' });
    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(form).queryByRole('textbox', { name: 'Web siteniz' })).not.toBeInTheDocument();
    // Tab goes from the message straight to the button.
    await fillForm(user);
    await user.click(field('mesaj'));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Gönder' })).toHaveFocus();
    // A program fills every field it finds.
    if (honeypot) honeypot.value = 'http://spam.example';
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Mesajınız başarıyla gönderildi!')).toBeInTheDocument();
    expect(db.state.sentEmails).toEqual([]);
    expect(db.state.enquiries.at(-1)).toMatchObject({ ...enquiry, isSpam: true });
  });

  it('counts the send as a success when only the e-mail worked', async () => {
    server.use(storageFails());
    const storedBefore = db.state.enquiries.length;
    const { user } = await openContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Mesajınız başarıyla gönderildi!')).toBeInTheDocument();
    expect(db.state.sentEmails).toHaveLength(1);
    expect(db.state.enquiries).toHaveLength(storedBefore);
  });

  it('keeps what was typed and says so when neither the e-mail nor the storage worked', async () => {
    server.use(emailFails(), storageFails());
    const { user } = await openContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bir hata oluştu. Lütfen tekrar deneyin.',
    );
    expect(screen.queryByText('Mesajınız başarıyla gönderildi!')).not.toBeInTheDocument();
    for (const name of fields) expect(field(name)).toHaveValue(enquiry[name]);
    expect(screen.getByRole('button', { name: 'Gönder' })).toBeEnabled();

    // Sending again once the services are back works, and clears the message.
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Mesajınız başarıyla gönderildi!')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('treats an e-mail reply other than 200 as a failure (docs/SPEC.md section 7)', async () => {
    server.use(
      http.post('*/api/v1.0/email/send-form', () =>
        HttpResponse.text('OK', { status: 202, headers: { 'Access-Control-Allow-Origin': '*' } }),
      ),
      storageFails(),
    );
    const { user } = await openContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bir hata oluştu. Lütfen tekrar deneyin.',
    );
    expect(field('mesaj')).toHaveValue(enquiry.mesaj);
  });

  it("shows the map of the embed code in its own iframe only after 'Haritayı göster'", async () => {
    const { user } = await renderSite('/contact');
    const seed = content();
    expect(
      await screen.findByRole('heading', { level: 2, name: seed.mapTitle }),
    ).toBeInTheDocument();
    // KVKK: nothing from Google before the visitor asks for it.
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText(/Harita Google tarafından sağlanır/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Haritayı göster' }));
    const map = screen.getByTitle(seed.mapTitle);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('src', mapEmbedUrl(seed.mapIframeCode));
    expect(map.getAttribute('src')).toMatch(/^https:\/\/www\.google\.com\/maps\/embed\?/);
    expect(map).toHaveAttribute('referrerpolicy', 'no-referrer-when-downgrade');
    expect(screen.queryByRole('button', { name: 'Haritayı göster' })).not.toBeInTheDocument();
  });

  it("titles the map 'Konum haritası' when the content has no map title", async () => {
    content().mapTitle = '';
    const { user } = await renderSite('/contact');
    await user.click(await screen.findByRole('button', { name: 'Haritayı göster' }));
    expect(screen.getByTitle('Konum haritası')).toHaveAttribute(
      'src',
      mapEmbedUrl(content().mapIframeCode),
    );
  });

  it.each([
    ['a script', '<script>document.title = "ele geçirildi"</script>'],
    [
      'an embed with a script',
      '<iframe src="https://www.google.com/maps/embed?pb=1"></iframe><script>alert(1)</script>',
    ],
    ['another host', '<iframe src="https://evil.example.com/maps/embed?pb=1"></iframe>'],
  ])('shows no map for %s, and never puts the code into the page', async (_, code) => {
    content().mapIframeCode = code;
    const { container } = await renderSite('/contact');
    expect(await screen.findByRole('link', { name: content().phoneNumber })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    // The only script is the company's data for search engines (JSON, never run), without the code.
    expect(container.querySelector('script:not([type="application/ld+json"])')).toBeNull();
    for (const data of container.querySelectorAll('script[type="application/ld+json"]')) {
      expect(data.textContent).not.toContain(code);
    }
    expect(screen.queryByRole('heading', { name: content().mapTitle })).not.toBeInTheDocument();
    expect(document.title).not.toBe('ele geçirildi');
  });

  it('shows the loading view, then a notice with a retry, and the form still sends', async () => {
    const release = holdMockRequests();
    control.failures = { remaining: 1, status: 500 };
    const { user } = await renderSite('/contact');
    expect(screen.getByText('Yükleniyor...')).toBeInTheDocument();
    release();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('İletişim bilgileri yüklenemedi.');
    expect(screen.getByRole('heading', { level: 1, name: 'İletişim' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();

    // The form does not need the content.
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Mesajınız başarıyla gönderildi!')).toBeInTheDocument();
    expect(db.state.enquiries.at(-1)).toMatchObject(enquiry);

    await user.click(within(notice).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('link', { name: content().phoneNumber })).toBeInTheDocument();
    expect(screen.queryByText('İletişim bilgileri yüklenemedi.')).not.toBeInTheDocument();
  });

  it('keeps what is typed while the details are read again', async () => {
    control.failures = { remaining: 1, status: 500 };
    const { user } = await renderSite('/contact');
    const notice = await screen.findByRole('alert');
    await fillForm(user);
    await user.click(within(notice).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('link', { name: content().phoneNumber })).toBeInTheDocument();
    for (const name of fields) expect(field(name)).toHaveValue(enquiry[name]);
  });
});
