import { useEffect } from 'react';
import { showNotice } from '../notice/notice-store';

const LOAD_ERROR_TITLE = 'Hata!';
const LOAD_ERROR_TEXT = 'Veriler yüklenirken bir hata oluştu.';

/** docs/SPEC.md section 8: a failed load in the panel shows 'Hata!' / 'Veriler yüklenirken bir hata oluştu.' with 'Tamam'. */
export function useLoadErrorNotice(failed: boolean): void {
  useEffect(() => {
    if (failed) {
      showNotice({
        title: LOAD_ERROR_TITLE,
        text: LOAD_ERROR_TEXT,
        variant: 'error',
        confirmLabel: 'Tamam',
      });
    }
  }, [failed]);
}
