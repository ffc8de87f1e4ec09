import { AsyncLocalStorage } from 'node:async_hooks';
import { CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type QueryResult } from 'kysely';

/**
 * One request's own connection and transaction (PostgreSQL): every query the request's code makes,
 * in any function, runs inside it, and its transactions become savepoints. The idempotency store
 * keeps a change's answer in the same transaction as the change (DESIGN §8, issue 28), so a
 * process that dies between the two leaves neither, and a retry elsewhere applies it once.
 */
export interface RequestTransaction {
  /** Ends it (once; later calls do nothing) and gives the connection back to the pool. */
  commit: () => Promise<void>;
  rollback: () => Promise<void>;
  /** From now on a statement waits for a lock as long as it takes (see begin). */
  clearLockTimeout: () => Promise<void>;
  /** Whether it was committed or rolled back. */
  readonly ended: boolean;
}

export interface RequestTransactions {
  /** Opens one on a connection of its own; until clearLockTimeout, a statement waiting longer than lockTimeoutMs for a lock fails (55P03). */
  begin: (options: { lockTimeoutMs: number }) => Promise<RequestTransaction>;
  /** Runs `work`, and all it starts, with the database's queries inside `transaction`. */
  run: <T>(transaction: RequestTransaction, work: () => T) => T;
}

/** A dialect whose queries join the request transaction of their async context, if there is one. */
export function withRequestTransactions(dialect: Dialect): { dialect: Dialect; transactions: RequestTransactions } {
  const scopes = new AsyncLocalStorage<Scope>();
  let driver: ScopedDriver | undefined;
  const wrapped: Dialect = {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => (driver = new ScopedDriver(dialect.createDriver(), scopes)),
  };
  const transactions: RequestTransactions = {
    begin: async ({ lockTimeoutMs }) => {
      if (driver === undefined) throw new Error('The database is not open yet');
      const { inner } = driver;
      const connection = await inner.acquireConnection();
      try {
        // One round trip (no parameters, so PostgreSQL's simple protocol takes both statements).
        await connection.executeQuery(CompiledQuery.raw(`begin; set local lock_timeout = ${Math.max(1, Math.round(lockTimeoutMs))}`));
      } catch (error) {
        await inner.releaseConnection(connection);
        throw error;
      }
      return new Scope(inner, connection);
    },
    run: (transaction, work) => scopes.run(transaction as Scope, work),
  };
  return { dialect: wrapped, transactions };
}

class Scope implements RequestTransaction {
  #ended = false;
  #held = false;
  #waiting: Array<() => void> = [];
  /** Savepoints of the transactions open in this scope, innermost last. */
  readonly savepoints: string[] = [];
  #named = 0;
  readonly connection: ScopeConnection;

  constructor(
    private readonly driver: Driver,
    readonly inner: DatabaseConnection,
  ) {
    this.connection = new ScopeConnection(this);
  }

  get ended(): boolean {
    return this.#ended;
  }

  /**
   * One user of the connection at a time, as SQLite's single connection has: a transaction holds
   * it from begin to end, so savepoints nest and never interleave.
   */
  async lock(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  unlock(): void {
    const next = this.#waiting.shift();
    if (next === undefined) this.#held = false;
    else next();
  }

  nextSavepoint(): string {
    this.#named += 1;
    return `request_${this.#named}`;
  }

  clearLockTimeout = async (): Promise<void> => {
    await this.inner.executeQuery(CompiledQuery.raw('set local lock_timeout to default'));
  };

  commit = () => this.#end((connection) => this.driver.commitTransaction(connection));
  rollback = () => this.#end((connection) => this.driver.rollbackTransaction(connection));

  async #end(finish: (connection: DatabaseConnection) => Promise<void>): Promise<void> {
    if (this.#ended) return;
    await this.lock();
    this.#ended = true;
    try {
      await finish(this.inner);
    } finally {
      this.unlock();
      await this.driver.releaseConnection(this.inner);
    }
  }
}

/** The scope's connection as the request's code sees it. */
class ScopeConnection implements DatabaseConnection {
  constructor(readonly scope: Scope) {}

  /**
   * A change outside any of the request's transactions runs in a savepoint of its own, so one
   * that fails (a unique key a double tap took) fails alone, as it would on a connection of its
   * own, instead of aborting the request's whole transaction. A read needs none: no code goes on
   * after a failed read, and the savepoint's two round trips are most of a small request's cost.
   */
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { inner, savepoints } = this.scope;
    if (savepoints.length > 0 || query.query.kind === 'SelectQueryNode') return inner.executeQuery<R>(query);
    const name = this.scope.nextSavepoint();
    await inner.executeQuery(CompiledQuery.raw(`savepoint ${name}`));
    try {
      const result = await inner.executeQuery<R>(query);
      await inner.executeQuery(CompiledQuery.raw(`release savepoint ${name}`));
      return result;
    } catch (error) {
      await inner.executeQuery(CompiledQuery.raw(`rollback to savepoint ${name}`)).catch(() => undefined);
      throw error;
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.scope.inner.streamQuery<R>(query, chunkSize);
  }
}

/** The pool's driver, but inside a request transaction's scope its connection and savepoints. */
class ScopedDriver implements Driver {
  constructor(
    readonly inner: Driver,
    private readonly scopes: AsyncLocalStorage<Scope>,
  ) {}

  init = () => this.inner.init();
  destroy = () => this.inner.destroy();

  async acquireConnection(): Promise<DatabaseConnection> {
    const scope = this.scopes.getStore();
    // A promise the request left running past its end goes to the pool like any other.
    if (scope === undefined || scope.ended) return this.inner.acquireConnection();
    await scope.lock();
    return scope.connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (connection instanceof ScopeConnection) connection.scope.unlock();
    else await this.inner.releaseConnection(connection);
  }

  async beginTransaction(connection: DatabaseConnection, settings: Parameters<Driver['beginTransaction']>[1]): Promise<void> {
    if (!(connection instanceof ScopeConnection)) return this.inner.beginTransaction(connection, settings);
    const name = connection.scope.nextSavepoint();
    await connection.scope.inner.executeQuery(CompiledQuery.raw(`savepoint ${name}`));
    connection.scope.savepoints.push(name);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    if (!(connection instanceof ScopeConnection)) return this.inner.commitTransaction(connection);
    const name = connection.scope.savepoints.pop();
    await connection.scope.inner.executeQuery(CompiledQuery.raw(`release savepoint ${name}`));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (!(connection instanceof ScopeConnection)) return this.inner.rollbackTransaction(connection);
    const name = connection.scope.savepoints.pop();
    await connection.scope.inner.executeQuery(CompiledQuery.raw(`rollback to savepoint ${name}`));
  }

  savepoint: Driver['savepoint'] = (connection, name, compile) => this.inner.savepoint!(connection, name, compile);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (connection, name, compile) => this.inner.rollbackToSavepoint!(connection, name, compile);
  releaseSavepoint: Driver['releaseSavepoint'] = (connection, name, compile) => this.inner.releaseSavepoint!(connection, name, compile);
}
