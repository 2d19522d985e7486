import { transactionalRevisionOperations } from '../../core/domain/revision-operations.ts';
import type { RevisionKind } from '../../core/domain/revisions.ts';
import type { DomainStore } from '../../core/domain/store.ts';
import { actorOf, param, type Handler } from './common.ts';

/** History and undo (core/domain/revision-operations.ts): every operation needs a token. */
export function revisionHandlers(store: DomainStore) {
  const operations = transactionalRevisionOperations(store);
  const listRevisions: Handler = async (request) => {
    const query = request.query as { Kind: RevisionKind; ItemId: string };
    return operations.listRevisions(query.Kind, query.ItemId);
  };
  const getRevision: Handler = async (request) => operations.getRevision(param(request, 'id'));
  const restoreRevision: Handler = async (request) =>
    operations.restoreRevision(param(request, 'id'), actorOf(request));
  return { listRevisions, getRevision, restoreRevision };
}
