/**
 * One write, one commit (issue 22 section 3), once for the mocks and the server: each of an
 * operation set's writes runs on a store bound to one transaction, so a record's write, its
 * revision and its audit line are kept together or not at all. The server's store commits or rolls
 * back in the database (server/store/store.ts); the mocks' puts its state back (mocks/store/store.ts).
 */

/**
 * Runs `work` in one transaction, on a store `S` bound to it; a throw undoes every write of it.
 * (`S` is the store that composes this port: core/domain/store.ts's DomainStore.)
 */
export interface Transactions<S> {
  transaction<T>(work: (store: S) => Promise<T>): Promise<T>;
  /**
   * Holds the write lock of the record named `key` until the transaction ends, so that two saves
   * of one record (on any replica) check its version one after the other (core/domain/versions.ts).
   */
  lockRecord(key: string): Promise<void>;
}

type Operation = (...args: never[]) => Promise<unknown>;

/**
 * The operations `build` makes on `store`, each of `writes` run in a transaction of its own:
 * `build` again on the transaction's store, then the operation there.
 */
export function inTransactions<S extends Transactions<S>, O extends object>(
  store: S,
  build: (store: S) => O,
  writes: readonly (keyof O)[],
): O {
  const wrapped = writes.map((name) => [
    name,
    (...args: never[]) => store.transaction((bound) => (build(bound)[name] as Operation)(...args)),
  ]);
  return { ...build(store), ...Object.fromEntries(wrapped) };
}
