import { describe, expect, it } from 'vitest';
import type { ContactContent, ServicePageContent } from '../../api/generated/content/model';
import { MAP_EMBED_ERROR } from '../../../core/lib/map-embed';
import {
  DOCUMENT_TITLE_REQUIRED,
  DOCUMENT_URL_REQUIRED,
  EMAIL_ERROR,
  LINK_ERROR,
  VIDEO_LINK_ERROR,
  asilnunxFormSchema,
  contactFormSchema,
  presentDocumentRows,
  servicePageFormSchema,
  toContactPayload,
  toGallerySlots,
  toServicePageFormValues,
  toServicePagePayload,
  turkishIssues,
  uploadFailedMessage,
} from './content-forms';

const contact: ContactContent = {
  bannerTitle: 'İletişim',
  bannerImage: '/uploads/iletisim-banner.svg',
  phoneTitle: 'Telefon',
  phoneNumber: '+90 (216) 574 38 12',
  emailTitle: 'E-posta',
  emailAddress: 'info@asilyapi.com.tr',
  locationTitle: 'Adres',
  locationAddress: 'Ümraniye / İstanbul',
  instagramTitle: 'Instagram',
  instagramUsername: 'asilyapi',
  messageFormTitle: 'Bize Ulaşın',
  messageFormDescription: 'Formu doldurun.',
  mapTitle: 'Konum',
  mapIframeCode: '<iframe src="https://www.google.com/maps/embed?pb=!1m18"></iframe>',
};

const servicePage: ServicePageContent = {
  mainBannerImage: '/uploads/banner.svg',
  mainTitle: 'Kimyasal Ankraj',
  descriptionTitle: 'Nedir?',
  descriptionText: 'Metin',
  applicationAreasTitle: 'Uygulama Alanları',
  applicationAreas: ['Kolon mantolama'],
  galleryTitle: 'Galeri',
  galleryImages: ['/uploads/1.svg', '/uploads/2.svg'],
  detailsTitle: 'Detay',
  detailsText: 'Detay metni',
  youtubeLink: 'https://youtu.be/Xq3bT7aKp2M',
  bottomInfoTitle: 'Bilgi',
  bottomInfoText: 'Bize ulaşın',
  documents: [{ title: 'Teknik Föy', url: '/uploads/foy.pdf' }],
  homepageTitle: 'Kimyasal Ankraj',
  homepageSubtitle: 'Filiz ekimi',
  homepageImage: '/uploads/kart.svg',
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('messages (docs/SPEC.md section 8)', () => {
  it('names the upload kind that failed', () => {
    expect(uploadFailedMessage('contact-banner')).toBe(
      'Dosya yüklenirken hata oluştu: contact-banner',
    );
  });

  it('words the generated schemas’ own limits in Turkish', () => {
    const result = contactFormSchema.safeParse(
      { ...contact, phoneNumber: '1'.repeat(41) },
      { error: turkishIssues },
    );
    expect(messagesOf(result)).toEqual(['En fazla 40 karakter girilebilir.']);
  });
});

describe('contact form schema', () => {
  it('accepts the seed-like content, an empty e-mail and an empty map code', () => {
    expect(contactFormSchema.safeParse(contact).success).toBe(true);
    expect(
      contactFormSchema.safeParse({ ...contact, emailAddress: '', mapIframeCode: '  ' }).success,
    ).toBe(true);
  });

  it('refuses a malformed e-mail address', () => {
    expect(messagesOf(contactFormSchema.safeParse({ ...contact, emailAddress: 'info@' }))).toEqual([
      EMAIL_ERROR,
    ]);
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['another host', '<iframe src="https://evil.example.com/maps/embed?pb=1"></iframe>'],
    ['plain http', 'http://www.google.com/maps/embed?pb=1'],
    [
      'an event handler',
      '<iframe src="https://www.google.com/maps/embed?pb=1" onload="x()"></iframe>',
    ],
  ])('refuses a map code with %s', (_case, mapIframeCode) => {
    expect(messagesOf(contactFormSchema.safeParse({ ...contact, mapIframeCode }))).toEqual([
      MAP_EMBED_ERROR,
    ]);
  });

  it('trims every text before saving', () => {
    expect(toContactPayload({ ...contact, phoneNumber: '  0216 555 00 00 ' }).phoneNumber).toBe(
      '0216 555 00 00',
    );
  });
});

describe('service page form', () => {
  const schema = servicePageFormSchema('kimyasal-ankraj');

  it('always has exactly 8 gallery slots', () => {
    expect(toGallerySlots(['a', 'b'])).toEqual(['a', 'b', '', '', '', '', '', '']);
    expect(toGallerySlots(Array.from({ length: 10 }, (_, i) => `${i}`))).toHaveLength(8);
    expect(toGallerySlots(undefined)).toEqual(Array(8).fill(''));
    expect(toServicePageFormValues(servicePage).galleryImages).toHaveLength(8);
  });

  it('keeps one application-area row to type into when there are none', () => {
    expect(
      toServicePageFormValues({ ...servicePage, applicationAreas: [] }).applicationAreas,
    ).toEqual(['']);
  });

  it('drops empty application areas and empty document rows, keeping the slots in place', () => {
    const values = toServicePageFormValues(servicePage);
    const payload = toServicePagePayload({
      ...values,
      applicationAreas: ['  Kolon mantolama ', '', '   ', 'Kat ilavesi'],
      galleryImages: ['', '/uploads/2.svg', '', '', '', '', '', ' /uploads/8.svg '],
      documents: [
        { title: ' Teknik Föy ', url: '/uploads/foy.pdf' },
        { title: '', url: '  ' },
      ],
      mainTitle: '  Kimyasal Ankraj ',
    });
    expect(payload.applicationAreas).toEqual(['Kolon mantolama', 'Kat ilavesi']);
    expect(payload.galleryImages).toEqual([
      '',
      '/uploads/2.svg',
      '',
      '',
      '',
      '',
      '',
      '/uploads/8.svg',
    ]);
    expect(payload.documents).toEqual([{ title: 'Teknik Föy', url: '/uploads/foy.pdf' }]);
    expect(payload.mainTitle).toBe('Kimyasal Ankraj');
    // The whole object, with the SEO fields (empty ones as null).
    expect(Object.keys(payload).sort()).toEqual(
      [...Object.keys(servicePage), 'metaTitle', 'metaDescription', 'shareImage'].sort(),
    );
    expect(payload).toMatchObject({ metaTitle: null, metaDescription: null, shareImage: null });
  });

  it('starts the SEO fields from the content and sends them trimmed, empty ones as null', () => {
    const values = toServicePageFormValues({
      ...servicePage,
      metaTitle: 'Kimyasal Ankraj Uygulaması',
      shareImage: null,
    });
    expect(values).toMatchObject({
      metaTitle: 'Kimyasal Ankraj Uygulaması',
      metaDescription: '',
      shareImage: '',
    });
    const payload = toServicePagePayload({
      ...values,
      metaDescription: ' Filiz ekimi ve çekme testi. ',
      shareImage: '  ',
    });
    expect(payload).toMatchObject({
      metaTitle: 'Kimyasal Ankraj Uygulaması',
      metaDescription: 'Filiz ekimi ve çekme testi.',
      shareImage: null,
    });
  });

  it.each([
    ['', true],
    ['https://youtu.be/Xq3bT7aKp2M', true],
    ['https://www.youtube.com/watch?v=Xq3bT7aKp2M', true],
    ['https://vimeo.com/12345678', false],
    ['youtube', false],
  ])('checks the video link %j', (youtubeLink, valid) => {
    const result = schema.safeParse({ ...toServicePageFormValues(servicePage), youtubeLink });
    expect(result.success).toBe(valid);
    if (!valid) expect(messagesOf(result)).toEqual([VIDEO_LINK_ERROR]);
  });

  it('asks for the missing half of a document row', () => {
    const result = schema.safeParse({
      ...toServicePageFormValues(servicePage),
      documents: [
        { title: 'Föy', url: '' },
        { title: '', url: '/uploads/x.pdf' },
        { title: '', url: '' },
      ],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['documents.0.url', DOCUMENT_URL_REQUIRED],
      ['documents.1.title', DOCUMENT_TITLE_REQUIRED],
    ]);
  });

  it('drops rows that are empty after trimming', () => {
    expect(presentDocumentRows([{ title: ' ', url: ' ' }])).toEqual([]);
  });
});

describe('AsilNunX form schema', () => {
  const content = {
    title: 'AsilNunX',
    description: 'a',
    details: 'b',
    info: 'c',
    documents: [],
    image: '',
    text: 'd',
    linkText: 'Teklif İsteyin',
    link: '/contact',
    metaTitle: '',
    metaDescription: '',
    shareImage: '',
  };

  it.each([
    ['/contact', true],
    ['', true],
    ['https://www.asilyapi.com.tr/iletisim', true],
    ['//evil.example.com', false],
    ['javascript:alert(1)', false],
    ['iletisim', false],
  ])('checks the link %j', (link, valid) => {
    const result = asilnunxFormSchema.safeParse({ ...content, link });
    expect(result.success).toBe(valid);
    if (!valid) expect(messagesOf(result)).toEqual([LINK_ERROR]);
  });
});
