import { arrayMove } from '@dnd-kit/sortable';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  createPage,
  updatePage,
  updatePageProductOrder,
} from '../../api/generated/backend/endpoints/page/page';
import type { PageCreate, PageResponse } from '../../api/generated/backend/model';
import { AdminCard, AdminPage } from '../../components/admin/admin-page';
import { useLoadErrorNotice } from '../../components/admin/load-error-notice';
import { pageUpdateBody } from '../../components/admin/page-update-body';
import { SaveButton } from '../../components/admin/save-button';
import {
  seoFormFields,
  seoFormValues,
  seoPayload,
  type SeoFormValues,
} from '../../components/admin/seo-form';
import { SeoCard } from '../../components/admin/seo-section';
import { SortableProductGrid } from '../../components/admin/sortable-product-grid';
import { UnsavedChangesGuard } from '../../components/admin/unsaved-changes-guard';
import { NOTICE_READS } from '../../components/admin/use-versioned-write';
import { EmptyState, LoadError, LoadingState } from '../../components/query-states';
import { useSave } from '../../lib/save';
import {
  CATALOGUE_PAGE_NAME,
  CATALOGUE_PAGE_SLUG,
  CATALOGUE_PATH,
  CATALOGUE_SEO_FALLBACK,
  catalogueOrder,
} from '../../../core/lib/catalogue';
import { catalogueQuery, cataloguePageQueryKey, type CatalogueData } from './queries';

const TITLE = 'Ürün Kataloğu';
const DESCRIPTION = 'Ürünler sayfasında (/urunler) ürünlerin sırası, arama ve paylaşım bilgileri.';

/** docs/SPEC.md, the catalogue screen. */
const CATALOGUE_MESSAGES = {
  orderSaved: 'Sıralama güncellendi!',
  orderFailed: 'Sıralama kaydedilemedi!',
  saved: 'Değişiklikler başarıyla kaydedildi!',
  saveFailed: 'Bir hata oluştu. Lütfen tekrar deneyin.',
  empty: 'Henüz yayınlanmış ürün yok. Yayınlanan ürünler burada sıralanır.',
} as const;

const seoSchema = z.object(seoFormFields);

/** The page 'Ürünler' the first save makes (no page holds the catalogue's order before it). */
const newCataloguePage = (changes: Partial<PageCreate>): PageCreate => ({
  pageType: 0,
  name: CATALOGUE_PAGE_NAME,
  slug: CATALOGUE_PAGE_SLUG,
  ...changes,
});

/**
 * The catalogue screen at /admin/katalog (issue 49): every published product in the catalogue's
 * order, to drag or move with the keyboard (each move is saved at once), and the page's search and
 * share fields.
 */
export function CatalogueEditor() {
  const catalogue = useQuery({ ...catalogueQuery(), ...NOTICE_READS });
  useLoadErrorNotice(catalogue.isError);
  return (
    <AdminPage title={TITLE} description={DESCRIPTION}>
      {catalogue.isPending ? (
        <LoadingState className="!py-12" />
      ) : catalogue.isError ? (
        <LoadError variant="box" onRetry={() => void catalogue.refetch()} />
      ) : (
        <CatalogueEditorForm data={catalogue.data} />
      )}
    </AdminPage>
  );
}

function CatalogueEditorForm({ data: { page, products } }: { data: CatalogueData }) {
  const queryClient = useQueryClient();
  const saved = useMemo(
    () => catalogueOrder(page?.productIds ?? [], products).map((product) => product.id),
    [page, products],
  );
  // The order as shown: a drag shows at once, and goes back if its save fails.
  const [shown, setShown] = useState<string[] | null>(null);
  const ids = shown ?? saved;
  const items = useMemo(() => {
    const byId = new Map(products.map((product) => [product.id, product]));
    return ids.flatMap((id) => {
      const product = byId.get(id);
      return product ? [{ id, product, name: product.name || 'Adsız ürün' }] : [];
    });
  }, [ids, products]);

  const form = useForm<SeoFormValues>({
    defaultValues: seoFormValues(page ?? {}),
    resolver: zodResolver(seoSchema),
  });

  /** The reply is the page as saved: show it at once, then read it again (the public page too). */
  const applySaved = async (reply: PageResponse) => {
    queryClient.setQueryData(catalogueQuery().queryKey, { page: reply.data, products });
    await queryClient.invalidateQueries({ queryKey: cataloguePageQueryKey() });
  };

  const saveOrder = useSave({
    save: ({ next }: { next: string[]; previous: string[] | null }) =>
      page
        ? updatePageProductOrder({ pageId: page.id, productIds: next })
        : createPage(newCataloguePage({ productIds: next, ...seoPayload(form.getValues()) })),
    failure: CATALOGUE_MESSAGES.orderFailed,
    success: CATALOGUE_MESSAGES.orderSaved,
    onSaved: applySaved,
    optimistic: ({ previous }) => Promise.resolve(() => setShown(previous)),
  });

  const saveSeo = useSave({
    save: (values: SeoFormValues) =>
      page
        ? updatePage(pageUpdateBody(page, seoPayload(values)))
        : createPage(newCataloguePage({ productIds: ids, ...seoPayload(values) })),
    failure: CATALOGUE_MESSAGES.saveFailed,
    success: CATALOGUE_MESSAGES.saved,
    form: { setError: form.setError, fields: ['metaTitle', 'metaDescription', 'shareImage'] },
    onSaved: async (reply) => {
      form.reset(seoFormValues(reply.data));
      await applySaved(reply);
    },
  });

  const reorder = (activeId: string, overId: string) => {
    const next = arrayMove(ids, ids.indexOf(activeId), ids.indexOf(overId));
    setShown(next);
    void saveOrder.run({ next, previous: shown });
  };
  const saving = saveOrder.saving || saveSeo.saving;

  return (
    <>
      <UnsavedChangesGuard when={form.formState.isDirty && !saving} />
      <AdminCard
        title="Ürün Sırası"
        description="Yayınlanmış ürünler Ürünler sayfasında bu sırayla gösterilir. Sürükleyerek veya taşıma düğmesine odaklanıp boşluk ve ok tuşlarıyla sıralayın; sıralama hemen kaydedilir. Yeni yayınlanan ürünler sona eklenir."
      >
        {items.length === 0 ? (
          <EmptyState>{CATALOGUE_MESSAGES.empty}</EmptyState>
        ) : (
          <SortableProductGrid
            label="Ürün sırası"
            items={items}
            onReorder={reorder}
            disabled={saving}
          />
        )}
      </AdminCard>
      <form
        aria-label="Ürünler sayfasının arama ve paylaşım bilgileri"
        onSubmit={(event) => void form.handleSubmit((values) => saveSeo.run(values))(event)}
        className="space-y-6"
      >
        <SeoCard
          description="Ürünler sayfasının Google sonucunda ve paylaşılan bağlantılarda görünenler. Boş başlık yerine 'Ürünler', boş açıklama yerine sayfanın hazır açıklaması kullanılır."
          control={form.control}
          fallback={() => CATALOGUE_SEO_FALLBACK}
          path={CATALOGUE_PATH}
          idPrefix="catalogue-seo"
        />
        <div className="flex justify-end">
          <SaveButton saving={saveSeo.saving}>Kaydet</SaveButton>
        </div>
      </form>
    </>
  );
}
