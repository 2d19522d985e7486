import {
  getListTrashQueryKey,
  getListTrashQueryOptions,
} from '../../api/generated/backend/endpoints/trash/trash';
import { toPageIndex } from '../../lib/paging';

/** Items a page of the trash. */
const TRASH_PAGE_SIZE = 20;

/** One page of the trash (GET /api/Trash), the last deleted first. */
export const trashPageQuery = (page: number) =>
  getListTrashQueryOptions({ PageIndex: toPageIndex(page), PageSize: TRASH_PAGE_SIZE });

/** Every page of the trash starts with this key. */
export const trashQueryKeyPrefix = () => [getListTrashQueryKey()[0]];
