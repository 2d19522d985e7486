import { useState } from 'react';
import { exportContacts } from '../../api/generated/backend/endpoints/contact/contact';
import type { ExportContactsParams } from '../../api/generated/backend/model';
import { turkeyDay } from '../../../core/lib/turkey-time';
import { describeFailure } from '../../lib/failure';
import { saveBlob } from '../../lib/save-blob';
import { notifyError } from '../../lib/toast';
import { EXPORT_FAILURE_MESSAGE, exportFileName } from './enquiries';

/**
 * 'CSV indir': the inbox's filtered list as the server writes it (GET /api/Contact/export, UTF-8
 * with a byte order mark, for Excel), fetched as a Blob so that its bytes are kept, and saved
 * under the server's name (Content-Disposition) or mesajlar-YYYY-MM-DD.csv.
 */
export function useExport() {
  const [exporting, setExporting] = useState(false);

  const run = async (params: ExportContactsParams) => {
    if (exporting) return;
    setExporting(true);
    let disposition: string | undefined;
    try {
      // The mutator returns the body only: the header is read on the way through axios.
      const reply: unknown = await exportContacts(params, {
        responseType: 'blob',
        transformResponse: [
          (data: unknown, headers: Record<string, unknown> | undefined) => {
            const header = headers?.['content-disposition'];
            disposition = typeof header === 'string' ? header : undefined;
            return data;
          },
        ],
      });
      const blob =
        reply instanceof Blob
          ? reply
          : new Blob([String(reply)], { type: 'text/csv;charset=utf-8' });
      saveBlob(blob, exportFileName(disposition, turkeyDay(Date.now())));
    } catch (error) {
      const failure = describeFailure(error, EXPORT_FAILURE_MESSAGE);
      if (failure) notifyError(failure.title);
    } finally {
      setExporting(false);
    }
  };

  return { run, exporting };
}
