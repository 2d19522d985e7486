import type { HttpHandler } from 'msw';
import {
  getCreateFileMockHandler,
  getDeleteFileMockHandler,
  getGetFileByIdMockHandler,
  getListFilesMockHandler,
  getUpdateFileMockHandler,
  getUploadFileMockHandler,
  getUploadMultipleFilesMockHandler,
} from '../../src/api/generated/backend/endpoints/file/file.msw';
import * as schemas from '../../src/api/generated/backend-zod/backend.zod';
import type { FileCreate, FileUpdate, UploadedFile } from '../../src/api/generated/backend/model';
import { auditUploads } from '../../core/domain/audit';
import { MESSAGES, filesUploadedMessage } from '../../core/domain/messages';
import { invalid, ok } from '../../core/domain/replies';
import { uploadedFileOf } from '../../core/lib/image-variants';
import { actorOf, bearerToken, verifyToken } from '../auth';
import { ifMatchOf, readForm } from '../http';
import { mockAudit } from '../store/audit';
import { storeUpload } from '../upload';
import { bodyOf, guarded, idParam, type MockHandlerContext } from './common';

/** The File operations of openapi/backend.yaml; the bytes live in the mocks' memory. */
export function fileHandlers({ db, operations, writes }: MockHandlerContext): HttpHandler[] {
  return [
    getListFilesMockHandler(guarded('listFiles', () => operations.listFiles())),
    getCreateFileMockHandler(
      guarded('createFile', async ({ request }) =>
        operations.createFile(
          await bodyOf<FileCreate>(schemas.CreateFileBody, request),
          actorOf(request),
        ),
      ),
    ),
    getUpdateFileMockHandler(
      guarded('updateFile', async ({ request }) =>
        writes.updateFile(
          await bodyOf<FileUpdate>(schemas.UpdateFileBody, request),
          actorOf(request),
          ifMatchOf(request),
        ),
      ),
    ),
    getGetFileByIdMockHandler(
      guarded('getFileById', ({ params, request }) =>
        operations.getFileById(idParam(params), verifyToken(bearerToken(request))),
      ),
    ),
    getDeleteFileMockHandler(
      // To the trash: the bytes stay in the mocks' memory until the purge (mocks/store/trash.ts).
      guarded('deleteFile', ({ params, request }) =>
        operations.deleteFile(idParam(params), actorOf(request)),
      ),
    ),
    getUploadFileMockHandler(
      guarded('uploadFile', async ({ request }) => {
        const form = await readForm(request);
        const stored = await storeUpload(db, form.get('file'));
        await auditUploads(mockAudit(db), actorOf(request), [stored]);
        return ok(uploadedFileOf(stored), MESSAGES.fileUploaded);
      }),
    ),
    getUploadMultipleFilesMockHandler(
      guarded('uploadMultipleFiles', async ({ request }) => {
        const files = (await readForm(request)).getAll('files');
        if (files.length === 0) invalid({ files: [MESSAGES.chooseFiles] });
        const stored: UploadedFile[] = [];
        for (const file of files) stored.push(uploadedFileOf(await storeUpload(db, file)));
        await auditUploads(mockAudit(db), actorOf(request), stored);
        return ok(stored, filesUploadedMessage(stored.length));
      }),
    ),
  ];
}
