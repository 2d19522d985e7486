import type { HttpHandler } from 'msw';
import { controlHandler, type MockControl } from '../control';
import type { MockDb } from '../db';
import { backendHandlers } from './backend';
import { contentHandlers } from './content';
import { emailHandlers } from './email';
import { methodNotAllowedHandler } from './methods';
import { uploadHandlers, type ByteLoader } from './uploads';

/**
 * Every handler of the three contracts over one store, the same in the browser and in Node; the
 * stored files' route early (a page asks for many), the 405 of a known path's unlisted method last.
 */
export function createHandlers(
  db: MockDb,
  control: MockControl,
  loadBytes?: ByteLoader,
): HttpHandler[] {
  return [
    controlHandler(control),
    ...uploadHandlers(db, loadBytes),
    ...backendHandlers(db),
    ...contentHandlers(db),
    ...emailHandlers(db),
    methodNotAllowedHandler(),
  ];
}
