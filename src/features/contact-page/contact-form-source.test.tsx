import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { renderSite } from '../../../tests/helpers/render-site';
import { captureLanding } from '../../lib/landing-capture';
import { EMAIL_INVALID_MESSAGE, PROVINCE_INVALID_MESSAGE } from './enquiry-extra-fields';

/**
 * The form's optional fields and the enquiry's source (issue 48): what the form sends with
 * POST /api/Contact, as the request's body shows it.
 */
const enquiry = {
  İsim: 'Ayşe',
  Soyisim: 'Yılmaz',
  Telefon: '0532 123 45 67',
  Sektör: 'İnşaat',
  Mesajınız: 'Bodrum katımızda su sızıntısı var, keşif rica ediyoruz.',
};

const form = () => screen.getByRole('form', { name: 'İletişim formu' });
const field = (label: string) => within(form()).getByLabelText(label);

/** The bodies of the POST /api/Contact requests, as sent (the mocks answer them as before). */
function sentEnquiries() {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/Contact', async ({ request }) => {
      sent.push((await request.clone().json()) as Record<string, unknown>);
    }),
  );
  return sent;
}

async function fillRequired(user: Awaited<ReturnType<typeof renderSite>>['user']) {
  for (const [label, value] of Object.entries(enquiry)) await user.type(field(label), value);
  // A person takes a while over the form (docs/decisions/0025).
  const real = performance.now.bind(performance);
  vi.spyOn(performance, 'now').mockImplementation(() => real() + 20_000);
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the contact form’s e-mail, province and topic', () => {
  it('are optional; the province offers the 81 and the e-mail is of e-mail type', async () => {
    await renderSite('/contact');
    await screen.findByRole('form', { name: 'İletişim formu' });
    expect(field('E-posta')).not.toBeRequired();
    expect(field('E-posta')).toHaveAttribute('type', 'email');
    expect(field('İl')).not.toBeRequired();
    expect(field('Konu')).not.toBeRequired();
    expect(field('Konu')).toHaveValue('');
    const list = document.getElementById(field('İl').getAttribute('list') ?? '');
    expect(list?.querySelectorAll('option')).toHaveLength(81);
    expect(list?.querySelector('option[value="İstanbul"]')).not.toBeNull();
    expect(screen.getByText('E-posta, il ve konu dışındaki tüm alanlar zorunludur.')).toBeVisible();
  });

  it('says in Turkish when the e-mail or the province is not valid, and sends nothing', async () => {
    const sent = sentEnquiries();
    const { user } = await renderSite('/contact');
    await screen.findByRole('form', { name: 'İletişim formu' });
    await fillRequired(user);
    await user.type(field('E-posta'), 'ayse-firma');
    await user.type(field('İl'), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText(EMAIL_INVALID_MESSAGE)).toBeVisible();
    expect(screen.getByText(PROVINCE_INVALID_MESSAGE)).toBeVisible();
    expect(field('E-posta')).toHaveAccessibleDescription(EMAIL_INVALID_MESSAGE);
    expect(sent).toEqual([]);
    await user.clear(field('E-posta'));
    await user.type(field('E-posta'), 'ayse@firma.com');
    await user.tab();
    expect(screen.queryByText(EMAIL_INVALID_MESSAGE)).not.toBeInTheDocument();
  });

  it('opens with the topic of the link, sends it changed or not, with the source', async () => {
    window.history.replaceState(
      null,
      '',
      '/PoliuretanEnjeksiyon?utm_source=google&utm_campaign=kis',
    );
    captureLanding(location, 'https://www.google.com/search?q=enjeksiyon');
    const sent = sentEnquiries();
    const { user } = await renderSite(
      `/contact?konu=${encodeURIComponent('Poliüretan Enjeksiyon')}&kaynak=/product/poliuretan-enjeksiyon`,
    );
    await screen.findByRole('form', { name: 'İletişim formu' });
    expect(field('Konu')).toHaveValue('Poliüretan Enjeksiyon');
    await fillRequired(user);
    await user.type(field('E-posta'), 'ayse@firma.com');
    await user.type(field('İl'), 'istanbul');
    await user.tab();
    expect(field('İl')).toHaveValue('İstanbul');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Mesajınız başarıyla gönderildi!')).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        isim: 'Ayşe',
        email: 'ayse@firma.com',
        province: 'İstanbul',
        topic: 'Poliüretan Enjeksiyon',
        source: {
          page: '/product/poliuretan-enjeksiyon',
          landingPage: '/PoliuretanEnjeksiyon',
          referrerHost: 'www.google.com',
          utmSource: 'google',
          utmCampaign: 'kis',
        },
      }),
    ]);
  });

  it("a product's 'Bilgi Al' opens the form with the product as its topic", async () => {
    const sent = sentEnquiries();
    const { user } = await renderSite('/product/poliuretan-enjeksiyon');
    await screen.findByRole('heading', { level: 1, name: 'Poliüretan Enjeksiyon' });
    await user.click(screen.getByRole('link', { name: 'Bilgi Al' }));
    await screen.findByRole('form', { name: 'İletişim formu' });
    await waitFor(() => expect(field('Konu')).toHaveValue('Poliüretan Enjeksiyon'));
    await user.clear(field('Konu'));
    await user.type(field('Konu'), 'Fiyat teklifi');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Mesajınız başarıyla gönderildi!')).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        topic: 'Fiyat teklifi',
        source: { page: '/product/poliuretan-enjeksiyon' },
      }),
    ]);
    expect(sent[0]).not.toHaveProperty('email');
    expect(sent[0]).not.toHaveProperty('province');
  });
});
