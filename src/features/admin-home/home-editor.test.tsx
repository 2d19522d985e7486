import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { issueToken } from '../../../mocks/auth';
import { db, server } from '../../../mocks/node';
import { renderPanel } from '../../../tests/helpers/render-panel';
import { startSession } from '../../lib/session';
import { MESSAGES } from '../../../core/domain/messages';
import { pageUpdateBody } from '../../components/admin/page-update-body';
import { recordsOf } from '../../../tests/helpers/mock-records';
import { readHomeView } from '../public-home/home-view';

const homePage = () => {
  const page = db.state.pages.find((candidate) => candidate.name === 'Anasayfa');
  if (!page) throw new Error('no home page in the seed');
  return page;
};
const productName = (id: string) =>
  db.state.products.find((product) => product.id === id)?.name ?? '';
const featuredNames = () => homePage().productIds.map(productName);

/** A failing reply as the backend sends it (the contract's error envelope). */
const failure = (status: number) =>
  HttpResponse.json({ success: false, message: `HTTP ${status}`, data: null }, { status });

async function openEditor() {
  const admin = db.state.users.find((user) => user.username === 'admin');
  if (!admin) throw new Error('no admin user in the seed');
  startSession(localStorage, issueToken(admin).token);
  const app = await renderPanel('/admin/Home');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Anasayfa Yönetimi' }),
  ).toBeInTheDocument();
  await screen.findByRole('heading', { level: 2, name: 'Ana Sayfa Banner' });
  return app;
}

// hidden: true, because an open dialog hides the rest of the page from the accessibility tree.
const featuredList = () => screen.getByRole('list', { name: 'Öne çıkan ürünler', hidden: true });
/** The names on the featured cards, in the order shown. */
const shownNames = () =>
  within(featuredList())
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('button', { name: /ürününü taşı$/ }))
    .map((handle) => handle.getAttribute('aria-label')?.replace(/ ürününü taşı$/, ''));
const toasts = () => screen.getByRole('region', { name: /Notifications/ });

/** The API calls made while `action` runs, as 'METHOD /path'. */
async function recordCalls(action: () => Promise<unknown>) {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', listener);
  try {
    await action();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return calls;
}

/**
 * jsdom has no layout, and dnd-kit's keyboard moves go by the cards' boxes: lay the featured
 * cards out in one row, 300 px apart, as a wide screen shows them.
 */
function layOutCardsInARow() {
  const original = Element.prototype.getBoundingClientRect;
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const list = this.closest('ol[aria-label="Öne çıkan ürünler"]');
    const card = this.closest('li');
    if (!list || !card || card.parentElement !== list) return original.call(this);
    const index = [...list.children].indexOf(card);
    return DOMRect.fromRect({ x: index * 300, y: 100, width: 280, height: 320 });
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  // sonner keeps its toasts in one module-wide store and shows the ones still active to the next
  // Toaster that mounts: without this, one test's toasts would show up in the next test.
  toast.dismiss();
});

describe('home editor: banner', () => {
  it("shows the title and subtitle of page 'Anasayfa'", async () => {
    await openEditor();
    const page = homePage();
    expect(screen.getByText(page.titles[0] ?? '')).toBeInTheDocument();
    expect(screen.getByText(page.subtitles[0] ?? '')).toBeInTheDocument();
  });

  it("reads 'Başlık eklenmedi' and 'Alt başlık eklenmedi' when they are empty", async () => {
    homePage().titles = [];
    homePage().subtitles = [];
    await openEditor();
    expect(screen.getByText('Başlık eklenmedi')).toBeInTheDocument();
    expect(screen.getByText('Alt başlık eklenmedi')).toBeInTheDocument();
  });

  it('saves an edited banner with PUT /api/Page and the public home shows it', async () => {
    const { user } = await openEditor();
    const descriptions = [...homePage().descriptions];
    await user.click(screen.getByRole('button', { name: 'Banner Düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Banner Düzenle' });
    expect(within(dialog).getByLabelText('Başlık')).toHaveValue(homePage().titles[0]);
    await user.clear(within(dialog).getByLabelText('Başlık'));
    await user.type(within(dialog).getByLabelText('Başlık'), 'Yapınız güvende');
    await user.clear(within(dialog).getByLabelText('Alt Başlık'));
    await user.type(within(dialog).getByLabelText('Alt Başlık'), 'Enjeksiyon ve güçlendirme');
    const calls = await recordCalls(async () => {
      await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
    expect(calls).toContain('PUT /api/Page');
    expect(homePage().titles[0]).toBe('Yapınız güvende');
    expect(homePage().subtitles[0]).toBe('Enjeksiyon ve güçlendirme');
    // The rest of the page went along unchanged (a whole-object PUT).
    expect(homePage().descriptions).toEqual(descriptions);
    expect(homePage().productIds).toHaveLength(4);
    expect(screen.getByText('Yapınız güvende')).toBeInTheDocument();
    expect(await within(toasts()).findByText('Değişiklikler başarıyla kaydedildi!')).toBeVisible();

    // What a visitor's / reads (the public site is another app, docs/decisions/0073).
    const visitor = await readHomeView(undefined);
    expect(visitor.title).toBe('Yapınız güvende');
    expect(visitor.subtitle).toBe('Enjeksiyon ve güçlendirme');
  });

  it('keeps the dialog open with the typed values when the save fails', async () => {
    server.use(http.put('*/api/Page', () => failure(500)));
    const { user } = await openEditor();
    const before = homePage().titles[0];
    await user.click(screen.getByRole('button', { name: 'Banner Düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Banner Düzenle' });
    await user.clear(within(dialog).getByLabelText('Başlık'));
    await user.type(within(dialog).getByLabelText('Başlık'), 'Kaydedilemeyen başlık');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Banner kaydetme sırasında bir hata oluştu.',
    );
    expect(screen.getByRole('dialog', { name: 'Banner Düzenle' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Başlık')).toHaveValue('Kaydedilemeyen başlık');
    expect(homePage().titles[0]).toBe(before);
  });
});

describe('home editor: featured products', () => {
  it('shows the featured products in page order, each with a remove control', async () => {
    await openEditor();
    expect(shownNames()).toEqual(featuredNames());
    for (const name of featuredNames()) {
      expect(screen.getByRole('button', { name: `${name} ürününü kaldır` })).toBeInTheDocument();
    }
  });

  it('says so when no product is featured', async () => {
    homePage().productIds = [];
    await openEditor();
    expect(screen.getByText('Ana sayfada gösterilecek ürün seçilmedi.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ürün Seç' })).toBeEnabled();
  });

  it('disables the add button at 4 products, with the SPEC message', async () => {
    await openEditor();
    expect(homePage().productIds).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Ürün Seç' })).toBeDisabled();
    expect(screen.getByText('Ana sayfada maksimum 4 ürün gösterilebilir.')).toBeInTheDocument();
  });

  it('refuses a fifth product with the SPEC message', async () => {
    const { user } = await openEditor();
    const [first] = featuredNames();
    await user.click(screen.getByRole('button', { name: `${first} ürününü kaldır` }));
    await user.click(screen.getByRole('button', { name: 'Ürün Seç' }));
    const picker = await screen.findByRole('dialog', { name: 'Ürün Seç' });
    const choices = within(picker).getByRole('list', { name: 'Seçilebilir ürünler' });
    await user.click(within(choices).getAllByRole('button')[0] as HTMLElement);
    expect(within(picker).getByText(/\(4 \/ 4\)/)).toBeInTheDocument();
    await user.click(within(choices).getAllByRole('button')[0] as HTMLElement);
    await user.click(within(picker).getByRole('button', { name: 'Kapat' }));
    expect(
      await within(toasts()).findByText('Ana sayfada maksimum 4 ürün gösterilebilir.'),
    ).toBeInTheDocument();
    expect(shownNames()).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Ürün Seç' })).toBeDisabled();
  });

  it('lists in the picker only the products not yet featured', async () => {
    const { user } = await openEditor();
    const [first, ...rest] = featuredNames();
    await user.click(screen.getByRole('button', { name: `${first} ürününü kaldır` }));
    await user.click(screen.getByRole('button', { name: 'Ürün Seç' }));
    const picker = await screen.findByRole('dialog', { name: 'Ürün Seç' });
    const choices = await within(picker).findByRole('list', { name: 'Seçilebilir ürünler' });
    const offered = within(choices)
      .getAllByRole('button')
      .map((button) => button.textContent?.replace(/Ekle$/, ''));
    expect(offered).toHaveLength(db.state.products.length - 3);
    expect(offered).toContain(first);
    for (const name of rest) expect(offered).not.toContain(name);
    // The search box narrows the list (Turkish rules: case both ways, diacritics optional).
    const box = within(picker).getByRole('searchbox', { name: 'Ürün ara' });
    const narrowed = () => within(picker).getByRole('list', { name: 'Seçilebilir ürünler' });
    await user.type(box, 'EPOKSİ');
    await waitFor(() => expect(within(narrowed()).getAllByRole('button')).toHaveLength(1));
    expect(within(narrowed()).getByRole('button')).toHaveTextContent('Epoksi Enjeksiyon');
    await user.clear(box);
    await user.type(box, 'yalitimi');
    await waitFor(() =>
      expect(
        within(narrowed())
          .getAllByRole('button')
          .map((button) => button.textContent?.replace(/Ekle$/, '')),
      ).toEqual(expect.arrayContaining(['Su Yalıtımı', 'Derz Yalıtımı'])),
    );
  });

  it("says 'Tüm ürünler zaten seçildi.' when every product is featured", async () => {
    const featured = homePage().productIds.slice(0, 3);
    homePage().productIds = featured;
    db.state.products = db.state.products.filter((product) => featured.includes(product.id));
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Ürün Seç' }));
    const picker = await screen.findByRole('dialog', { name: 'Ürün Seç' });
    expect(await within(picker).findByText('Tüm ürünler zaten seçildi.')).toBeInTheDocument();
    expect(within(picker).queryByRole('list')).not.toBeInTheDocument();
  });

  it("keeps adds and removes local until 'Değişiklikleri Kaydet', then saves the list", async () => {
    const { user } = await openEditor();
    const saved = [...homePage().productIds];
    const [first, second] = featuredNames();
    await user.click(screen.getByRole('button', { name: `${first} ürününü kaldır` }));
    // The removed card's button is gone: focus moves on to 'Ürün Seç'.
    expect(screen.getByRole('button', { name: 'Ürün Seç' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: `${second} ürününü kaldır` }));
    await user.click(screen.getByRole('button', { name: 'Ürün Seç' }));
    const picker = await screen.findByRole('dialog', { name: 'Ürün Seç' });
    await user.click(await within(picker).findByRole('button', { name: /^Su Yalıtımı/ }));
    await user.click(within(picker).getByRole('button', { name: 'Kapat' }));
    const expected = [...featuredNames().slice(2), 'Su Yalıtımı'];
    expect(shownNames()).toEqual(expected);
    expect(screen.getByText(/^Kaydedilmemiş değişiklikler var\./)).toBeInTheDocument();
    expect(homePage().productIds).toEqual(saved);

    const calls = await recordCalls(async () => {
      await user.click(screen.getByRole('button', { name: 'Değişiklikleri Kaydet' }));
      expect(
        await within(toasts()).findByText('Değişiklikler başarıyla kaydedildi!'),
      ).toBeInTheDocument();
    });
    expect(calls).toContain('PUT /api/Page');
    expect(featuredNames()).toEqual(expected);
    expect(shownNames()).toEqual(expected);
    expect(screen.queryByText('Kaydedilmemiş değişiklikler var.', { exact: false })).toBeNull();
  });

  it('shows the failure toast and keeps the unsaved list when the save fails', async () => {
    server.use(http.put('*/api/Page', () => failure(500)));
    const { user } = await openEditor();
    const saved = [...homePage().productIds];
    const [first] = featuredNames();
    await user.click(screen.getByRole('button', { name: `${first} ürününü kaldır` }));
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri Kaydet' }));
    expect(
      await within(toasts()).findByText('Bir hata oluştu. Lütfen tekrar deneyin.'),
    ).toBeInTheDocument();
    expect(shownNames()).toHaveLength(3);
    expect(screen.getByText(/^Kaydedilmemiş değişiklikler var\./)).toBeInTheDocument();
    expect(homePage().productIds).toEqual(saved);
  });

  it('asks to sign in again on a 401 and then saves', async () => {
    server.use(http.put('*/api/Page', () => failure(401), { once: true }));
    const { user } = await openEditor();
    const [first, ...rest] = featuredNames();
    await user.click(screen.getByRole('button', { name: `${first} ürününü kaldır` }));
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri Kaydet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Oturumunuzun süresi doldu' });
    await user.type(within(dialog).getByLabelText('Kullanıcı Adı'), 'admin');
    await user.type(within(dialog).getByLabelText('Şifre'), 'admin123');
    await user.click(within(dialog).getByRole('button', { name: 'Giriş Yap ve Devam Et' }));
    expect(
      await within(toasts()).findByText('Değişiklikler başarıyla kaydedildi!'),
    ).toBeInTheDocument();
    expect(featuredNames()).toEqual(rest);
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = await openEditor();
    const [first] = featuredNames();
    await user.click(screen.getByRole('button', { name: `${first} ürününü kaldır` }));
    const menu = screen.getByRole('navigation', { name: 'Yönetim menüsü' });
    await user.click(within(menu).getByRole('link', { name: 'Hakkımızda' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Kaydedilmemiş değişiklikler' });
    await user.click(within(ask).getByRole('button', { name: 'Sayfada Kal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/admin/Home');
    expect(shownNames()).toHaveLength(3);
  });
});

describe('home editor: reordering with the keyboard', () => {
  it('saves the new order at once with PUT /api/Page/product-order', async () => {
    layOutCardsInARow();
    const { user } = await openEditor();
    const [first, second, third, fourth] = featuredNames();
    const handle = screen.getByRole('button', { name: `${first} ürününü taşı` });
    handle.focus();
    const calls = await recordCalls(async () => {
      await user.keyboard('[Space]');
      await user.keyboard('[ArrowRight]');
      await user.keyboard('[Space]');
      expect(await within(toasts()).findByText('Sıralama güncellendi!')).toBeInTheDocument();
    });
    expect(calls).toContain('PUT /api/Page/product-order');
    expect(calls).not.toContain('PUT /api/Page');
    expect(featuredNames()).toEqual([second, first, third, fourth]);
    expect(shownNames()).toEqual([second, first, third, fourth]);
    expect(screen.queryByText('Kaydedilmemiş değişiklikler var.', { exact: false })).toBeNull();
  });

  it("puts the previous order back and says 'Sıralama kaydedilemedi!' when the save fails", async () => {
    server.use(http.put('*/api/Page/product-order', () => failure(500)));
    layOutCardsInARow();
    const { user } = await openEditor();
    const before = featuredNames();
    screen.getByRole('button', { name: `${before[0]} ürününü taşı` }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowRight]');
    await user.keyboard('[Space]');
    expect(await within(toasts()).findByText('Sıralama kaydedilemedi!')).toBeInTheDocument();
    await waitFor(() => expect(shownNames()).toEqual(before));
    expect(featuredNames()).toEqual(before);
  });

  it('sends the list as shown, unsaved adds and removes included', async () => {
    layOutCardsInARow();
    const { user } = await openEditor();
    const [first, second, third] = featuredNames();
    await user.click(screen.getByRole('button', { name: `${first} ürününü kaldır` }));
    screen.getByRole('button', { name: `${second} ürününü taşı` }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowRight]');
    await user.keyboard('[Space]');
    expect(await within(toasts()).findByText('Sıralama güncellendi!')).toBeInTheDocument();
    expect(featuredNames().slice(0, 2)).toEqual([third, second]);
    expect(featuredNames()).toHaveLength(3);
    expect(screen.queryByText('Kaydedilmemiş değişiklikler var.', { exact: false })).toBeNull();
  });
});

describe('home editor: loading', () => {
  it('shows the loading state, then the load error with the notice and a retry', async () => {
    const admin = db.state.users.find((user) => user.username === 'admin');
    if (!admin) throw new Error('no admin user');
    startSession(localStorage, issueToken(admin).token);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(
        '*/api/Page/name/:name',
        async () => {
          await held;
          return failure(500);
        },
        { once: true },
      ),
    );
    const { user } = await renderPanel('/admin/Home');
    expect(await screen.findByText('Yükleniyor...')).toBeInTheDocument();
    release();
    const notice = await screen.findByRole('alertdialog', { name: 'Hata!' });
    expect(notice).toHaveTextContent('Veriler yüklenirken bir hata oluştu.');
    await user.click(within(notice).getByRole('button', { name: 'Tamam' }));
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Ana Sayfa Banner' }),
    ).toBeInTheDocument();
  });
});

describe('home editor: SEO ve Paylaşım', () => {
  it("previews the site's name, keeps typed fields local and saves them with 'Değişiklikleri Kaydet'", async () => {
    const { user } = await openEditor();
    const preview = screen.getByRole('region', { name: 'Arama ve paylaşım önizlemesi' });
    const google = within(preview).getByRole('figure', { name: 'Google arama sonucu' });
    const title = screen.getByLabelText('Meta Başlık');
    // Empty: the public home's title is the site's name; the description is the page's text.
    expect(title).toHaveAttribute('placeholder', 'Asil Yapı Kimyasalları');
    expect(google).toHaveTextContent('Asil Yapı Kimyasalları');
    expect(screen.getByLabelText('Meta Açıklama')).toHaveAttribute(
      'placeholder',
      homePage().descriptions[0],
    );

    await user.type(title, 'Yapı Kimyasalları ve Beton Kesme | İstanbul');
    expect(title).toHaveAccessibleDescription('43 / 60 karakter');
    expect(google).toHaveTextContent('Yapı Kimyasalları ve Beton Kesme | İstanbul');
    expect(screen.getByText(/Kaydedilmemiş değişiklikler var\./)).toBeInTheDocument();
    expect(homePage().metaTitle).toBeNull();

    // The banner saves the page as the server has it: the typed title stays local.
    await user.click(screen.getByRole('button', { name: 'Banner Düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Banner Düzenle' });
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(homePage().metaTitle).toBeNull();
    expect(title).toHaveValue('Yapı Kimyasalları ve Beton Kesme | İstanbul');

    const calls = await recordCalls(async () => {
      await user.click(screen.getByRole('button', { name: 'Değişiklikleri Kaydet' }));
      await waitFor(() =>
        expect(homePage().metaTitle).toBe('Yapı Kimyasalları ve Beton Kesme | İstanbul'),
      );
    });
    expect(calls).toContain('PUT /api/Page');
    expect(homePage()).toMatchObject({ metaDescription: null, shareImage: null });
    await waitFor(() =>
      expect(screen.queryByText(/Kaydedilmemiş değişiklikler var\./)).not.toBeInTheDocument(),
    );
  });

  it('refuses a share image that is neither a site path nor an http(s) address', async () => {
    const { user } = await openEditor();
    await user.type(screen.getByLabelText('Paylaşım Görseli adresi (URL)'), 'ftp://x/a.jpg');
    const calls = await recordCalls(async () => {
      await user.click(screen.getByRole('button', { name: 'Değişiklikleri Kaydet' }));
      expect(
        await screen.findByText(
          'Geçerli bir görsel adresi girin (ör. /uploads/... veya https://...).',
        ),
      ).toBeInTheDocument();
    });
    expect(calls).not.toContain('PUT /api/Page');
    expect(homePage().shareImage).toBeNull();
  });
});

describe('home editor: pending changes (issue 21)', () => {
  const pendingNote = () => screen.queryByText(/^Bu formda sayfanın yayımlanmamış/);

  it("'Taslak olarak kaydet' keeps the SEO fields and the product list from visitors", async () => {
    const { user } = await openEditor();
    const live = [...homePage().productIds];
    const [first] = featuredNames();
    await user.click(screen.getByRole('button', { name: `${first} ürününü kaldır` }));
    await user.type(screen.getByLabelText('Meta Başlık'), 'Taslak Başlık');
    await user.click(screen.getByRole('button', { name: 'Taslak olarak kaydet' }));
    expect(await within(toasts()).findByText(MESSAGES.pagePendingSaved)).toBeInTheDocument();
    expect(homePage()).toMatchObject({ productIds: live, metaTitle: null });
    expect(homePage().pending).toMatchObject({ metaTitle: 'Taslak Başlık' });
    expect(homePage().pending?.productIds).toHaveLength(3);
    expect(pendingNote()).toBeInTheDocument();
    expect(screen.getByText('Yayımlanmamış değişiklikler var')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Önizle' })).toBeInTheDocument();
  });

  it('an order drag while changes are pending keeps them pending, with the new order', async () => {
    layOutCardsInARow();
    const live = recordsOf(db).findPage((page) => page.id === homePage().id);
    if (!live) throw new Error('no home page in the seed');
    recordsOf(db).savePendingPage(
      live.id,
      pageUpdateBody(live, { titles: ['Bekleyen başlık'] }),
      null,
    );
    const { user } = await openEditor();
    expect(pendingNote()).toBeInTheDocument();
    const [first, second, third, fourth] = featuredNames();
    screen.getByRole('button', { name: `${first} ürününü taşı` }).focus();
    const calls = await recordCalls(async () => {
      await user.keyboard('[Space]');
      await user.keyboard('[ArrowRight]');
      await user.keyboard('[Space]');
      expect(await within(toasts()).findByText('Sıralama güncellendi!')).toBeInTheDocument();
    });
    expect(calls).toContain('PUT /api/Page');
    expect(calls).not.toContain('PUT /api/Page/product-order');
    expect(featuredNames()).toEqual([first, second, third, fourth]);
    expect(homePage().pending).toMatchObject({ titles: ['Bekleyen başlık'] });
    expect(homePage().pending?.productIds?.map(productName)).toEqual([
      second,
      first,
      third,
      fourth,
    ]);
    expect(pendingNote()).toBeInTheDocument();
  });

  it('a banner saved while changes are pending joins them, and the toast says so', async () => {
    const live = recordsOf(db).findPage((page) => page.id === homePage().id);
    if (!live) throw new Error('no home page in the seed');
    recordsOf(db).savePendingPage(
      live.id,
      pageUpdateBody(live, { metaTitle: 'Bekleyen Başlık' }),
      null,
    );
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Banner Düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Banner Düzenle' });
    const title = within(dialog).getByLabelText('Başlık');
    await user.clear(title);
    await user.type(title, 'Bekleyen Banner');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(toasts()).findByText(MESSAGES.pagePendingSaved)).toBeInTheDocument();
    expect(homePage().titles[0]).not.toBe('Bekleyen Banner');
    expect(homePage().pending).toMatchObject({
      titles: expect.arrayContaining(['Bekleyen Banner']),
      metaTitle: 'Bekleyen Başlık',
    });
    expect(pendingNote()).toBeInTheDocument();
  });
});
