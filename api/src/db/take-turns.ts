import type { PGlite } from '@electric-sql/pglite';

/**
 * Makes PGlite serve its callers in the order they asked, with the event loop getting a turn
 * between two statements.
 *
 * Why: PGlite is one connection whose statements run synchronously on the API's thread, and the
 * next waiting statement starts in the same microtask chain as the last one ends. While callers
 * are queued the event loop never reaches its I/O phase, so requests that arrived meanwhile are
 * read only when the queue runs dry, and then compete as a batch: under concurrent clients some
 * requests waited two full rounds (docs/performance.md has the measurements). Yielding with
 * `setImmediate` before each statement lets Node read new requests (and flush answers) between
 * statements, so each joins the queue when it arrives and the queue is served first come, first
 * served. The cost is one macrotask turn per statement (microseconds).
 *
 * `query`, `exec` and `transaction` share one FIFO; statements inside a transaction go through the
 * transaction object, not through these methods, so they are not queued again (a statement on
 * the outer client from inside a transaction waited for it already, PGlite's own mutex included).
 */
export function takeTurns(client: PGlite): void {
  let last: Promise<unknown> = Promise.resolve();
  const inTurn =
    <Args extends unknown[], Result>(method: (...args: Args) => Promise<Result>) =>
    (...args: Args): Promise<Result> => {
      const turn = last.then(
        () => new Promise<void>((resolve) => setImmediate(resolve)),
        () => new Promise<void>((resolve) => setImmediate(resolve)),
      );
      const result = turn.then(() => method(...args));
      last = result.catch(() => undefined);
      return result;
    };
  client.query = inTurn(client.query.bind(client)) as PGlite['query'];
  client.exec = inTurn(client.exec.bind(client)) as PGlite['exec'];
  client.transaction = inTurn(client.transaction.bind(client)) as PGlite['transaction'];
}
