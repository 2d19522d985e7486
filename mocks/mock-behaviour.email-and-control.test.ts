import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPages } from '../src/api/generated/backend/endpoints/page/page';
import { getProductById } from '../src/api/generated/backend/endpoints/product/product';
import { getContactContent } from '../src/api/generated/content/endpoints/contact-content/contact-content';
import { sendEmailForm } from '../src/api/generated/email/endpoints/email/email';
import { control, db } from './node';
import { SEED_IDS } from '../seed';
import { failure } from '../tests/helpers/mock-behaviour';

afterEach(() => {
  vi.useRealTimers();
});

// E-mail service --------------------------------------------------------------------------------

describe('the e-mail service', () => {
  const form = {
    service_id: 'service_asilyapi',
    template_id: 'template_iletisim',
    user_id: 'pk_test_user',
    isim: 'Mehmet',
    soyisim: 'Yıldırım',
    telefon: '0532 555 12 34',
    sektor: 'Endüstriyel Tesis',
    mesaj: 'Fabrika zeminimizdeki derzlerden su geliyor.',
  };

  it("a complete form gets 'OK' and is recorded", async () => {
    expect(await sendEmailForm(form)).toBe('OK');
    expect(db.state.sentEmails).toEqual([form]);
  });

  it('a missing field gets 400 and nothing is sent', async () => {
    const error = await failure(sendEmailForm({ ...form, telefon: '  ', mesaj: '' }));
    expect(error).toMatchObject({ status: 400, message: 'Missing parameters: telefon, mesaj.' });
    expect(error.body).toBe('Missing parameters: telefon, mesaj.');
    expect(db.state.sentEmails).toEqual([]);
  });
});

// Control switches ------------------------------------------------------------------------------

describe('the mock control', () => {
  it('failures: exactly the next two API calls fail with 503', async () => {
    control.failures = { remaining: 2, status: 503 };
    for (let i = 0; i < 2; i += 1) {
      const error = await failure(getProductById(SEED_IDS.products.poliuretan));
      expect(error).toMatchObject({ status: 503, message: 'Sahte hata (mock paneli): HTTP 503.' });
    }
    expect(control.failures.remaining).toBe(0);
    expect((await getProductById(SEED_IDS.products.poliuretan)).data.name).toBe(
      'Poliüretan Enjeksiyon',
    );
    expect((await getContactContent()).bannerTitle).toBe('İletişim');
  });

  it('failures reach the content and e-mail services, and status 0 is a network error', async () => {
    control.failures = { remaining: 3, status: 500 };
    expect(await failure(getContactContent())).toMatchObject({
      status: 500,
      message: 'Sahte hata (mock paneli): HTTP 500.',
    });
    const email = await failure(
      sendEmailForm({
        service_id: 's',
        template_id: 't',
        user_id: 'u',
        isim: 'A',
        soyisim: 'B',
        telefon: '1',
        sektor: 'C',
        mesaj: 'D',
      }),
    );
    expect(email).toMatchObject({ status: 500, message: 'Sahte hata (mock paneli): HTTP 500.' });
    expect(db.state.sentEmails).toEqual([]);
    control.failures = { remaining: 1, status: 0 };
    expect(await failure(listPages())).toMatchObject({ status: 0, kind: 'network' });
  });

  it("latency 'none' answers without waiting for a timer; 'realistic' waits at least 150 ms", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    control.latency = 'none';
    // With setTimeout frozen, any added delay would never end.
    expect((await getProductById(SEED_IDS.products.poliuretan)).data.name).toBe(
      'Poliüretan Enjeksiyon',
    );

    control.latency = 'realistic';
    let answered = false;
    const pending = getProductById(SEED_IDS.products.poliuretan).then(() => {
      answered = true;
    });
    await vi.advanceTimersByTimeAsync(149);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(600);
    await pending;
    expect(answered).toBe(true);
  });
});
