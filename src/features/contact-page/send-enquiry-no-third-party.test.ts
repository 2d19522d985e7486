import { describe, expect, it, vi } from 'vitest';
import { db } from '../../../mocks/node';
import type * as Env from '../../api/env';
import { sendEnquiry } from './send-enquiry';

// A build that names no third-party e-mail service (the default, KVKK, ADR 0038).
vi.mock('../../api/env', async (importOriginal) => {
  const actual = await importOriginal<typeof Env>();
  return {
    ...actual,
    apiConfig: { ...actual.apiConfig, emailServiceId: '' },
    thirdPartyEmail: false,
  };
});

describe('sendEnquiry without a third-party e-mail service', () => {
  it('stores the enquiry and sends it nowhere else', async () => {
    const before = db.state.enquiries.length;
    const sent = await sendEnquiry({
      isim: 'Ayşe',
      soyisim: 'Yılmaz',
      telefon: '0532 000 00 00',
      sektor: 'İnşaat',
      mesaj: 'Bodrum katta su sızıntısı var, enjeksiyon için teklif rica ediyorum.',
    });
    expect(sent).toEqual({ delivered: true, stored: true });
    expect(db.state.enquiries).toHaveLength(before + 1);
    expect(db.state.sentEmails).toEqual([]);
  });
});
