import { pageUpdateBody } from '../../components/admin/page-update-body';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  updatePage,
  updatePageProductOrder,
} from '../../api/generated/backend/endpoints/page/page';
import type {
  Page,
  PageResponse,
  PageUpdate,
  Product,
  PublishStatus,
} from '../../api/generated/backend/model';
import { AdminCard, AdminPage } from '../../components/admin/admin-page';
import { useLoadErrorNotice } from '../../components/admin/load-error-notice';
import {
  PagePendingNote,
  PagePublishBar,
  pageRecord,
  pageSavedMessage,
} from '../../components/admin/page-drafts';
import { keptStatus } from '../../components/admin/publish-bar';
import {
  seoFormFields,
  seoFormValues,
  seoPayload,
  type SeoFormValues,
} from '../../components/admin/seo-form';
import { SeoCard } from '../../components/admin/seo-section';
import { UnsavedChangesGuard } from '../../components/admin/unsaved-changes-guard';
import { KeptWorkBanner } from '../../components/admin/kept-work-banner';
import { useRecordEditing } from '../../components/admin/use-record-editing';
import { EmptyState, LoadingState } from '../../components/query-states';
import { useSave } from '../../lib/save';
import { SITE_NAME } from '../../lib/seo';
import { pageSeoFallback } from '../../../core/lib/seo-fields';
import { notifyError } from '../../lib/toast';
import { BannerDialog, type BannerValues } from './banner-dialog';
import {
  SortableProductGrid,
  type SortableProduct,
} from '../../components/admin/sortable-product-grid';
import {
  MAX_FEATURED,
  MAX_FEATURED_MESSAGE,
  MESSAGES,
  addFeatured,
  canAddMore,
  moveProduct,
  removeFeatured,
  sameOrder,
  withFirstText,
} from './home-editor-rules';
import { ProductPickerDialog } from './product-picker-dialog';
import { adminProductsQuery } from './admin-products-query';
import { homePageQuery, homePageQueryKey } from './queries';
import { NOTICE_READS } from '../../components/admin/use-versioned-write';
import { Button } from '../../components/admin/button';
import { HOME_FIELD_LABELS } from '../../components/admin/field-labels/page';

/**
 * The editor's unsaved state in one form, so that it is kept on the device as one copy (ADR 0035):
 * the SEO fields, and the featured list as changed here (null: the list as saved).
 */
interface HomeFormValues extends SeoFormValues {
  featured: string[] | null;
}

const homeSchema = z.object({
  ...seoFormFields,
  featured: z.array(z.string()).nullable(),
});

const TITLE = 'Anasayfa Yönetimi';
const DESCRIPTION = 'Ana sayfa bannerı ve öne çıkan ürünler.';

/**
 * docs/SPEC.md section 2, admin screen 1: the home page editor at /admin/Home. It holds the panel's
 * read: the page's pending changes when it has some (issue 21).
 */
export function HomeEditor() {
  const page = useQuery({ ...homePageQuery(), ...NOTICE_READS });
  useLoadErrorNotice(page.isError);
  // A restored revision ('Geçmiş') replaces the form: it starts again from the page read anew.
  const [restores, setRestores] = useState(0);
  const onRestored = async () => {
    await page.refetch();
    setRestores((count) => count + 1);
  };

  return (
    <AdminPage title={TITLE} description={DESCRIPTION}>
      {page.isPending ? (
        <LoadingState className="!py-12" />
      ) : page.isError ? (
        <div
          role="alert"
          className="rounded-xl bg-white p-6 text-center text-concrete-800 shadow-card"
        >
          <p>Veriler yüklenirken bir hata oluştu.</p>
          <Button variant="secondary" className="mt-4" onClick={() => void page.refetch()}>
            Tekrar Dene
          </Button>
        </div>
      ) : (
        <HomeEditorForm key={restores} page={page.data.data} onRestored={onRestored} />
      )}
    </AdminPage>
  );
}

/** What 'Değişiklikleri Kaydet' (and the bar's other saves) sends, and how it publishes. */
interface PageSave {
  productIds: string[];
  seo: SeoFormValues;
  status: PublishStatus;
  publishAt: string | null;
}

function HomeEditorForm({ page, onRestored }: { page: Page; onRestored: () => Promise<void> }) {
  const queryClient = useQueryClient();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [bannerOpen, setBannerOpen] = useState(false);
  // A removed card takes its focused (x) button with it: focus goes on to 'Ürün Seç'.
  const addButton = useRef<HTMLButtonElement>(null);
  const [removals, setRemovals] = useState(0);
  useEffect(() => {
    if (removals > 0) addButton.current?.focus();
  }, [removals]);

  // The SEO fields and the featured list's adds and removes stay local until 'Değişiklikleri
  // Kaydet' (docs/SPEC.md section 4); the banner and order saves send the page's saved values.
  const form = useForm<HomeFormValues>({
    defaultValues: { ...seoFormValues(page), featured: null },
    resolver: zodResolver(homeSchema),
  });
  const localIds = useWatch({ control: form.control, name: 'featured' });
  // A list back in its saved order is "the list as saved" again: nothing to keep for it.
  const setLocalIds = (next: (current: string[] | null) => string[] | null) => {
    const value = next(form.getValues('featured'));
    form.setValue('featured', value && sameOrder(value, page.productIds) ? null : value, {
      shouldDirty: true,
    });
  };
  // The picker loads the product list; the cards of added products (restored ones too) read it.
  const products = useQuery({
    ...adminProductsQuery(),
    enabled:
      pickerOpen || (localIds ?? []).some((id) => !page.products.some((known) => known.id === id)),
  });
  // Every save of the page is made from the version the editor started from (issue 22 section 1).
  const { kept, versioned } = useRecordEditing({
    form,
    kind: 'page',
    id: page.id,
    labels: HOME_FIELD_LABELS,
  });
  const writePage = (body: PageUpdate) =>
    versioned.write(body, (data, options) => updatePage(data, options));

  const savedIds = page.productIds;
  const ids = localIds ?? savedIds;
  const seoDirty = Object.keys(form.formState.dirtyFields).some((field) => field !== 'featured');
  const dirty = (localIds !== null && !sameOrder(localIds, savedIds)) || seoDirty;

  const items = useMemo<SortableProduct[]>(() => {
    const known = new Map<string, Product>();
    for (const product of products.data?.data.items ?? []) known.set(product.id, product);
    for (const product of page.products) known.set(product.id, product);
    return ids.map((id) => {
      const product = known.get(id);
      return { id, product, name: product?.name || 'Adsız ürün' };
    });
  }, [ids, page.products, products.data]);

  /** The reply is the page as saved: show it at once, then read it again (public home too). */
  const applySaved = async (reply: PageResponse) => {
    queryClient.setQueryData(homePageQuery().queryKey, reply);
    await queryClient.invalidateQueries({ queryKey: homePageQueryKey() });
  };
  const record = pageRecord(page);
  /**
   * The banner and a drag save on their own. With pending changes they keep them pending (the
   * page read is their version), so nothing is published by accident; else they go live.
   */
  const keptPending = (body: PageUpdate): PageUpdate =>
    record.hasPendingChanges ? { ...body, ...keptStatus(record) } : body;
  const forgetLocalIfSaved = (saved: readonly string[]) =>
    setLocalIds((current) => (current && sameOrder(current, saved) ? null : current));

  const savePage = useSave({
    save: ({ productIds, seo, status, publishAt }: PageSave) =>
      writePage({
        ...pageUpdateBody(page, { productIds, ...seoPayload(seo) }),
        status,
        publishAt,
      }),
    failure: MESSAGES.saveFailed,
    success: (_reply, { status }) => pageSavedMessage(status, MESSAGES.saved),
    onSaved: async (reply) => {
      const current = form.getValues('featured');
      form.reset({
        ...seoFormValues(reply.data),
        featured: current && sameOrder(current, reply.data.productIds) ? null : current,
      });
      kept.saved();
      await applySaved(reply);
    },
  });

  // A drag saves the order at once (docs/SPEC.md section 4). It sends the list as shown, local adds
  // and removes included: after it the editor is "unsaved" only if the server's list differs.
  const saveOrder = useSave({
    save: ({ next }: { next: string[]; previous: string[] | null }) =>
      record.hasPendingChanges
        ? writePage(keptPending(pageUpdateBody(page, { productIds: next })))
        : updatePageProductOrder({ pageId: page.id, productIds: next }),
    failure: MESSAGES.orderFailed,
    success: MESSAGES.orderSaved,
    onSaved: async (reply) => {
      forgetLocalIfSaved(reply.data.productIds);
      await applySaved(reply);
    },
    // Put the previous order back, unless the list has changed again meanwhile.
    optimistic: ({ next, previous }) =>
      Promise.resolve(() =>
        setLocalIds((current) => (sameOrder(current ?? savedIds, next) ? previous : current)),
      ),
  });

  /** The banner saves the page as the server has it: unsaved product changes stay local. */
  const saveBanner = async ({ title, subtitle }: BannerValues) => {
    const reply = await writePage(
      keptPending(
        pageUpdateBody(page, {
          titles: withFirstText(page.titles, title),
          subtitles: withFirstText(page.subtitles, subtitle),
        }),
      ),
    );
    await applySaved(reply);
  };

  const add = (product: Product) => {
    const result = addFeatured(ids, product.id);
    if (result.ok) setLocalIds(() => result.ids);
    else if (result.reason === 'full') notifyError(MAX_FEATURED_MESSAGE);
  };
  const remove = (item: SortableProduct) => {
    setLocalIds(() => removeFeatured(ids, item.id));
    setRemovals((count) => count + 1);
  };
  const reorder = (activeId: string, overId: string) => {
    const next = moveProduct(ids, activeId, overId);
    if (sameOrder(next, ids)) return;
    setLocalIds(() => next);
    void saveOrder.run({ next, previous: localIds });
  };

  const title = page.titles[0]?.trim() ?? '';
  const subtitle = page.subtitles[0]?.trim() ?? '';
  const full = !canAddMore(ids);
  const saving = savePage.saving || saveOrder.saving;
  /** 'Değişiklikleri Kaydet' and the bar's other saves: the featured list as shown, the SEO fields. */
  const saveWith = (status: PublishStatus, publishAt: string | null = null) =>
    void form.handleSubmit(({ featured: _featured, ...seo }) =>
      savePage.run({ productIds: ids, seo, status, publishAt }),
    )();
  // The bar's own submit keeps the status: pending changes stay pending.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React passes a dialog's own submit up through portals: it must not save the page as well.
    if (event.target !== event.currentTarget) return;
    const kept = keptStatus(record);
    saveWith(kept.status, kept.publishAt);
  };

  return (
    <>
      <UnsavedChangesGuard when={dirty && !saving} />
      <PagePendingNote page={page} />
      <KeptWorkBanner kept={kept} />
      {versioned.view}
      <form aria-label="Anasayfa değişiklikleri" onSubmit={submit}>
        <PagePublishBar
          page={page}
          // A failure is its toast (docs/SPEC.md section 8); the line keeps the unsaved reminder.
          bar={{ saving, feedback: null, dirty, onSave: saveWith }}
          onRestored={onRestored}
          className="rounded-xl bg-white shadow-card"
        />
      </form>

      <AdminCard
        title="Ana Sayfa Banner"
        actions={
          <Button variant="secondary" onClick={() => setBannerOpen(true)}>
            Banner Düzenle
          </Button>
        }
      >
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-small font-semibold text-concrete-700">Başlık</dt>
            <dd className={`mt-1 text-h4 ${title ? 'text-brand-950' : 'text-concrete-700 italic'}`}>
              {title || MESSAGES.noTitle}
            </dd>
          </div>
          <div>
            <dt className="text-small font-semibold text-concrete-700">Alt Başlık</dt>
            <dd className={`mt-1 ${subtitle ? 'text-concrete-900' : 'text-concrete-700 italic'}`}>
              {subtitle || MESSAGES.noSubtitle}
            </dd>
          </div>
        </dl>
      </AdminCard>

      <AdminCard
        title="Öne Çıkan Ürünler"
        description={`Ana sayfadaki 'Ürün ve Hizmetlerimiz' bölümünde bu sırayla gösterilir (en fazla ${MAX_FEATURED}). Sürükleyerek sıralayın; sıralama hemen kaydedilir (taslak bekliyorsa sıralama da taslakta kalır). Ürün ekleme ve çıkarma 'Değişiklikleri Kaydet' ile kaydedilir.`}
        actions={
          <Button
            variant="secondary"
            disabled={full}
            aria-describedby={full ? 'home-featured-limit' : undefined}
            ref={addButton}
            onClick={() => setPickerOpen(true)}
          >
            Ürün Seç
          </Button>
        }
      >
        {full ? (
          <p id="home-featured-limit" className="mb-4 text-small font-semibold text-concrete-800">
            {MAX_FEATURED_MESSAGE}
          </p>
        ) : null}
        {items.length === 0 ? (
          <EmptyState>Ana sayfada gösterilecek ürün seçilmedi.</EmptyState>
        ) : (
          <SortableProductGrid
            label="Öne çıkan ürünler"
            items={items}
            onReorder={reorder}
            onRemove={remove}
            disabled={saving}
          />
        )}
      </AdminCard>

      <SeoCard
        description="Ana sayfanın Google sonucunda ve paylaşılan bağlantılarda görünenler. Boş başlık yerine sitenin adı, boş açıklama yerine sayfanın metni kullanılır; 'Değişiklikleri Kaydet' ile kaydedilir."
        control={form.control}
        fallback={() => ({ ...pageSeoFallback(page), title: SITE_NAME })}
        path="/"
        idPrefix="home-seo"
      />

      <ProductPickerDialog
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        featuredIds={ids}
        onPick={add}
      />
      <BannerDialog
        open={bannerOpen}
        onOpenChange={setBannerOpen}
        initial={{ title, subtitle }}
        onSave={saveBanner}
        success={
          record.hasPendingChanges
            ? pageSavedMessage(keptStatus(record).status, MESSAGES.saved)
            : MESSAGES.saved
        }
      />
    </>
  );
}
