import { useRouter } from '@tanstack/react-router';
import { buttonClass } from '../../components/button-class';
import { ErrorState } from '../../components/query-states';

/** docs/SPEC.md section 2: the loading text of the product page (the route's pending view). */
export const PRODUCT_LOADING_TEXT = 'Ürün bilgileri yükleniyor...';

/** The slug as the page reads it: surrounding blanks do not count, so '  ' is no slug at all. */
export const normaliseSlug = (slug: string | null | undefined) => slug?.trim() ?? '';

/** docs/SPEC.md section 2: the product page's error view. */
export const PRODUCT_ERROR_TITLE = 'Ürün Bulunamadı';

/** docs/SPEC.md sections 5 and 8: the messages of the product page's error view. */
export const PRODUCT_ERROR_MESSAGES = {
  invalidSlug: "Geçersiz ürün slug'ı.",
  notFound: 'Aradığınız ürün mevcut değil.',
  failed: 'Ürün verileri yüklenirken bir hata oluştu.',
} as const;

/**
 * 'Ürün Bulunamadı' with its message and a 'Geri Dön' button: back in the history when the
 * visitor came from a page of this site, otherwise (an address typed or opened from elsewhere)
 * to the home page, so the button never leaves the site.
 */
export function ProductError({ message }: { message: string }) {
  const router = useRouter();
  const goBack = () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: '/' });
  };
  return (
    <ErrorState
      title={PRODUCT_ERROR_TITLE}
      message={message}
      action={
        <button type="button" className={buttonClass('primary', 'lg')} onClick={goBack}>
          Geri Dön
        </button>
      }
    />
  );
}
