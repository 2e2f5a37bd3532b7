import type { PGlite } from '@electric-sql/pglite';
import { takeTurns } from '../take-turns';

/** A stand-in for PGlite: each call logs when it starts and ends, and can be made to fail. */
function fakeClient(log: string[], onStart: (name: string) => void = () => undefined) {
  const run = async (name: unknown) => {
    log.push(`start ${String(name)}`);
    onStart(String(name));
    await Promise.resolve();
    if (String(name).startsWith('bad')) {
      log.push(`fail ${String(name)}`);
      throw new Error(String(name));
    }
    log.push(`end ${String(name)}`);
    return { rows: [name] };
  };
  return {
    query: (text: string) => run(text),
    exec: (text: string) => run(text),
    transaction: (callback: (tx: unknown) => Promise<unknown>) =>
      run('transaction').then(() => callback({})),
  } as unknown as PGlite;
}

describe('takeTurns', () => {
  it('serves the calls one at a time in the order they were made', async () => {
    const log: string[] = [];
    const client = fakeClient(log);
    takeTurns(client);
    const answers = await Promise.all([client.query('a'), client.exec('b'), client.query('c')]);
    expect(answers).toEqual([{ rows: ['a'] }, { rows: ['b'] }, { rows: ['c'] }]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('gives the event loop a turn between two queued statements', async () => {
    const log: string[] = [];
    // I/O that becomes ready while a statement runs (here: an immediate scheduled then), such as
    // a request arriving, is handled before the next queued statement starts.
    const client = fakeClient(log, (name) => {
      if (name === 'a') setImmediate(() => log.push('i/o'));
    });
    takeTurns(client);
    await Promise.all([client.query('a'), client.query('b')]);
    expect(log).toEqual(['start a', 'end a', 'i/o', 'start b', 'end b']);
  });

  it('goes on after a failed statement, which still fails for its caller', async () => {
    const log: string[] = [];
    const client = fakeClient(log);
    takeTurns(client);
    const failed = client.query('bad');
    const next = client.query('good');
    await expect(failed).rejects.toThrow('bad');
    await expect(next).resolves.toEqual({ rows: ['good'] });
    expect(log).toEqual(['start bad', 'fail bad', 'start good', 'end good']);
  });

  it('queues a transaction as one turn', async () => {
    const log: string[] = [];
    const client = fakeClient(log);
    takeTurns(client);
    const transaction = client.transaction(async () => {
      log.push('in transaction');
    });
    const after = client.query('after');
    await Promise.all([transaction, after]);
    expect(log).toEqual([
      'start transaction',
      'end transaction',
      'in transaction',
      'start after',
      'end after',
    ]);
  });
});
