import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { control, db, holdMockRequests } from '../../../mocks/node';
import { renderSite } from '../../../tests/helpers/render-site';
import { PAGE_LINK_ID, pendingPageWithLink } from '../../../tests/helpers/page-preview-link';
import { MESSAGES } from '../../../core/domain/messages';
import { PREVIEW_BANNER_TEXT } from '../../components/preview-banner';
import { endSession } from '../../lib/session';

const aboutPage = () => {
  const page = db.state.pages.find((candidate) => candidate.name === 'Hakkımızda');
  if (!page) throw new Error("the seed has no page 'Hakkımızda'");
  return page;
};

const fileById = (id: string | null) => db.state.files.find((file) => file.id === id);

describe('about page', () => {
  it("shows the banner and the intro of page 'Hakkımızda'", async () => {
    const page = aboutPage();
    const { container } = await renderSite('/about');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hakkımızda' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The banner image is decorative (alt=""), so it is found by its source.
    expect(container.querySelector(`img[src$="${page.bannerImageUrl}"]`)).toHaveAttribute(
      'alt',
      '',
    );

    const intro = screen.getByRole('region', { name: page.titles[0] });
    expect(within(intro).getByRole('heading', { level: 2 })).toHaveTextContent(
      page.titles[0] ?? '',
    );
    // Only the first title: the others are not part of the intro.
    expect(screen.queryByRole('heading', { name: page.titles[1] })).not.toBeInTheDocument();
    for (const subtitle of page.subtitles) expect(within(intro).getByText(subtitle)).toBeVisible();
    for (const paragraph of page.descriptions)
      expect(within(intro).getByText(paragraph)).toBeVisible();

    const mainImage = within(intro).getByRole('img', {
      name: 'Asil Yapı Kimyasalları ekibi ve sahadan bir görünüm',
    });
    expect(mainImage.getAttribute('src')).toMatch(
      new RegExp(`${fileById(page.mainImageId)?.path}$`),
    );
    expect(mainImage).toHaveAttribute('width');
    expect(mainImage).toHaveAttribute('height');
  });

  it('shows the services under the first list title, with the four gallery images', async () => {
    const page = aboutPage();
    await renderSite('/about');

    const services = await screen.findByRole('region', { name: page.listTitles[0] });
    expect(within(services).getByRole('heading', { level: 2 })).toHaveTextContent(
      page.listTitles[0] ?? '',
    );
    const [serviceList, galleryList] = within(services).getAllByRole('list');
    expect(
      within(serviceList as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(page.listItems);

    const images = within(galleryList as HTMLElement).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('src'))).toEqual(
      page.fileIds.map((id) => expect.stringMatching(new RegExp(`${fileById(id)?.path}$`))),
    );
    expect(images[0]).toHaveAccessibleName('Saha çalışmalarımızdan görsel 1 / 4');
  });

  it('shows at most 4 gallery images, the first four, even when the page has 6 files', async () => {
    const page = aboutPage();
    const extra = db.state.files
      .filter((file) => file.contentType.startsWith('image/') && !page.fileIds.includes(file.id))
      .slice(0, 2)
      .map((file) => file.id);
    page.fileIds = [...page.fileIds, ...extra];
    expect(page.fileIds).toHaveLength(6);
    await renderSite('/about');

    const services = await screen.findByRole('region', { name: page.listTitles[0] });
    const galleryList = within(services).getAllByRole('list')[1] as HTMLElement;
    const images = within(galleryList).getAllByRole('img');
    expect(images).toHaveLength(4);
    expect(images.map((image) => image.getAttribute('src'))).toEqual(
      page.fileIds
        .slice(0, 4)
        .map((id) => expect.stringMatching(new RegExp(`${fileById(id)?.path}$`))),
    );
    for (const id of extra) {
      expect(
        document.querySelector(`img[src$="${fileById(id)?.path}"]`),
        'a file after the fourth',
      ).toBeNull();
    }
  });

  it('shows the 19 partner logos once to assistive technology, the looping copy hidden', async () => {
    const page = aboutPage();
    expect(page.urls).toHaveLength(19);
    await renderSite('/about');

    const partners = await screen.findByRole('region', { name: 'İş Ortaklarımız' });
    const list = within(partners).getByRole('list', { name: 'İş ortaklarımızın logoları' });
    expect(within(partners).getAllByRole('list')).toEqual([list]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(19);
    const logos = within(partners).getAllByRole('img');
    expect(logos).toHaveLength(19);
    expect(logos.map((logo) => logo.getAttribute('src'))).toEqual(
      page.urls.map((url) => expect.stringMatching(new RegExp(`${url}$`))),
    );
    // Every logo has a name of its own, read from the file name.
    expect(logos[0]).toHaveAccessibleName('Tasoren Yapi logosu');
    expect(new Set(logos.map((logo) => logo.getAttribute('alt'))).size).toBe(19);

    // The second copy, there only to close the loop, is the same 19 logos, hidden and unnamed.
    const copies = partners.querySelectorAll('ul[aria-hidden="true"]');
    expect(copies).toHaveLength(1);
    const copyImages = [...(copies[0]?.querySelectorAll('img') ?? [])];
    expect(copyImages).toHaveLength(19);
    expect(copyImages.every((image) => image.getAttribute('alt') === '')).toBe(true);
  });

  it('lets the visitor pause and resume the logo strip', async () => {
    const { user } = await renderSite('/about');
    const partners = await screen.findByRole('region', { name: 'İş Ortaklarımız' });
    await user.click(within(partners).getByRole('button', { name: 'Kaydırmayı durdur' }));
    await user.click(within(partners).getByRole('button', { name: 'Kaydırmayı sürdür' }));
    expect(within(partners).getByRole('button', { name: 'Kaydırmayı durdur' })).toBeVisible();
  });

  it('leaves out the services, the gallery and the logos when the page has none', async () => {
    const page = aboutPage();
    page.listItems = [];
    page.fileIds = [];
    page.urls = ['', '  '];
    await renderSite('/about');

    expect(await screen.findByRole('region', { name: page.titles[0] })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: page.listTitles[0] })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'İş Ortaklarımız' })).not.toBeInTheDocument();
    expect(screen.queryByText('Saha çalışmalarımızdan görsel 1 / 4')).not.toBeInTheDocument();
  });

  it('shows the gallery alone when there are no services', async () => {
    const page = aboutPage();
    page.listItems = [];
    await renderSite('/about');
    const services = await screen.findByRole('region', { name: page.listTitles[0] });
    expect(within(services).getAllByRole('list')).toHaveLength(1);
    expect(within(services).getAllByRole('img')).toHaveLength(4);
  });

  it('shows the services alone when there is no gallery', async () => {
    const page = aboutPage();
    page.fileIds = [];
    await renderSite('/about');
    const services = await screen.findByRole('region', { name: page.listTitles[0] });
    expect(within(services).getAllByRole('listitem')).toHaveLength(page.listItems.length);
    expect(within(services).queryAllByRole('img')).toHaveLength(0);
  });

  it('says so politely when the page has no content yet', async () => {
    const page = aboutPage();
    Object.assign(page, {
      titles: [],
      subtitles: [],
      descriptions: [],
      listTitles: [],
      listItems: [],
      urls: [],
      fileIds: [],
      mainImageId: null,
      mainImageUrl: null,
    });
    await renderSite('/about');
    expect(await screen.findByText('Bu sayfanın içeriği henüz eklenmemiş.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeInTheDocument();
  });

  it("shows 'Yükleniyor...', then the error view on a 500, and retry recovers", async () => {
    const release = holdMockRequests();
    control.failures = { remaining: 1, status: 500 };
    const { user } = await renderSite('/about');
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
    release();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent('Sayfa yüklenemedi');
    expect(alert).toHaveTextContent('Veriler yüklenirken bir hata oluştu.');
    await user.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hakkımızda' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'İş Ortaklarımız' })).toBeInTheDocument();
  });

  it('says the content is missing when there is no page named Hakkımızda', async () => {
    db.state.pages = db.state.pages.filter((page) => page.name !== 'Hakkımızda');
    await renderSite('/about');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hakkımızda içeriği henüz eklenmemiş.',
    );
  });

  it("titles the browser tab 'Hakkımızda' and describes the page", async () => {
    await renderSite('/about');
    await waitFor(() => expect(document.title).toBe('Hakkımızda | Asil Yapı Kimyasalları'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Asil Yapı Kimyasalları'),
    );
  });
});

describe('about page: a preview link (issue 21)', () => {
  it('shows the pending changes to a visitor who never signed in, under the banner', async () => {
    const live = aboutPage().titles[0] ?? '';
    pendingPageWithLink('Hakkımızda', ['Yakında Hakkımızda']);
    endSession(localStorage);
    const { router } = await renderSite(`/about?onizleme=${PAGE_LINK_ID}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Yakında Hakkımızda' }),
    ).toBeInTheDocument();
    const banner = screen.getByRole('complementary', { name: 'Önizleme' });
    expect(banner).toHaveTextContent(PREVIEW_BANNER_TEXT);
    expect(within(banner).getByRole('link', { name: 'Yayındaki sayfayı aç' })).toHaveAttribute(
      'href',
      '/about',
    );
    await waitFor(() => expect(document.title).toMatch(/^Önizleme: /));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    await router.navigate({ to: '/about' });
    expect(await screen.findByRole('heading', { level: 2, name: live })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Önizleme' })).not.toBeInTheDocument();
  });

  it('says a revoked or unknown link no longer works', async () => {
    endSession(localStorage);
    await renderSite(`/about?onizleme=${PAGE_LINK_ID}`);
    expect(await screen.findByText(MESSAGES.previewInvalid)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Önizleme açılamadı' })).toBeVisible();
  });
});
