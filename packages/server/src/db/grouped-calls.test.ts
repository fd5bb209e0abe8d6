import { describe, expect, it } from 'vitest';
import { groupCalls, isStatementRefused } from './grouped-calls.ts';

/** A statement that answers when the test lets it, recording what was sent. */
function fakeStatements() {
  const sent: string[][] = [];
  const pending: (() => void)[] = [];
  let refuse: ((inputs: readonly string[]) => unknown) | undefined;
  const answer = <T>(inputs: readonly string[], value: T) =>
    new Promise<T>((resolve, reject) => {
      sent.push([...inputs]);
      pending.push(() => {
        const error = refuse?.(inputs);
        if (error) reject(error);
        else resolve(value);
      });
    });
  return {
    sent,
    refuseWith(rule: (inputs: readonly string[]) => unknown) {
      refuse = rule;
    },
    runOne: (input: string) => answer([input], `${input}!`),
    runGroup: (inputs: readonly string[]) =>
      answer(
        inputs,
        inputs.map((input) => `${input}!`),
      ),
    /** Lets every statement sent so far answer, and waits for the calls' continuations. */
    async finish() {
      const tick = () => new Promise((done) => setTimeout(done, 0));
      await tick();
      while (pending.length > 0) {
        pending.shift()!();
        await tick();
      }
    },
  };
}

const settled = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

describe('groupCalls', () => {
  it('sends a call alone when nothing is in flight, and groups the calls that arrive meanwhile', async () => {
    const db = fakeStatements();
    const call = groupCalls(db.runOne, db.runGroup, { maxGroup: 64, maxInFlight: 1 });
    const first = call('a');
    await new Promise((done) => setImmediate(done));
    const later = ['b', 'c', 'd'].map((input) => call(input));
    await db.finish();
    expect(await first).toBe('a!');
    expect(await Promise.all(later)).toEqual(['b!', 'c!', 'd!']);
    expect(db.sent).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('sends the calls of one turn of the event loop together, though each came in a callback of its own', async () => {
    const db = fakeStatements();
    const call = groupCalls(db.runOne, db.runGroup, { maxGroup: 64, maxInFlight: 1 });
    // Two requests read in one pass over the ready sockets: two callbacks, with microtasks run between them.
    const calls = await new Promise<Promise<string>[]>((done) => {
      const made: Promise<string>[] = [];
      setTimeout(() => made.push(call('a')), 0);
      setTimeout(() => made.push(call('b')), 0);
      setTimeout(() => done(made), 0);
    });
    await db.finish();
    expect(await Promise.all(calls)).toEqual(['a!', 'b!']);
    expect(db.sent).toEqual([['a', 'b']]);
  });

  it('puts no more than maxGroup calls in one statement', async () => {
    const db = fakeStatements();
    const call = groupCalls(db.runOne, db.runGroup, { maxGroup: 2, maxInFlight: 1 });
    const calls = ['a', 'b', 'c', 'd', 'e'].map((input) => call(input));
    await db.finish();
    expect(await Promise.all(calls)).toEqual(['a!', 'b!', 'c!', 'd!', 'e!']);
    expect(db.sent).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('runs each call of a refused group alone, so only the call at fault gets the error', async () => {
    const db = fakeStatements();
    const locked = Object.assign(new Error('could not obtain lock on row'), {
      severity: 'ERROR',
      code: '55P03',
    });
    db.refuseWith((inputs) => (inputs.includes('b') ? locked : undefined));
    const call = groupCalls(db.runOne, db.runGroup, { maxGroup: 64, maxInFlight: 1 });
    const calls = ['a', 'b', 'c'].map((input) => settled(call(input)));
    await db.finish();
    expect(await Promise.all(calls)).toEqual([{ value: 'a!' }, { error: locked }, { value: 'c!' }]);
    expect(db.sent).toEqual([['a', 'b', 'c'], ['a'], ['b'], ['c']]);
  });

  it('gives every call of a group a lost connection as its answer, and runs none of them again', async () => {
    const db = fakeStatements();
    const lost = new Error('Connection terminated unexpectedly');
    db.refuseWith((inputs) => (inputs.length > 1 ? lost : undefined));
    const call = groupCalls(db.runOne, db.runGroup, { maxGroup: 64, maxInFlight: 1 });
    const calls = ['a', 'b'].map((input) => settled(call(input)));
    await db.finish();
    expect(await Promise.all(calls)).toEqual([{ error: lost }, { error: lost }]);
    expect(db.sent).toEqual([['a', 'b']]);
  });

  it('tells an answer of PostgreSQL from a socket error', () => {
    expect(isStatementRefused(Object.assign(new Error('x'), { severity: 'ERROR', code: '23505' }))).toBe(
      true,
    );
    expect(isStatementRefused(Object.assign(new Error('x'), { code: 'EPIPE', syscall: 'write' }))).toBe(
      false,
    );
    expect(isStatementRefused(new Error('x'))).toBe(false);
    expect(isStatementRefused(null)).toBe(false);
  });
});
