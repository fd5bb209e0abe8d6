/**
 * Calls of one statement that arrive while earlier ones are in flight, sent together as one statement
 * (group commit; docs/decisions/0050-grouped-claim-statements.md).
 *
 * A call made while fewer than `maxInFlight` statements are running is sent as it is, by `runOne`, so a
 * quiet server answers as soon as it did before. Calls made while the limit is reached wait and leave
 * together, up to `maxGroup` of them, by `runGroup`, in one round trip and (for writes) one commit.
 *
 * A group statement is one transaction: when PostgreSQL refuses it (an error it answered with, so nothing
 * of it was written), each of its calls is run again alone by `runOne`, one after the other, and each gets
 * its own answer or error, as if it had never been grouped. Any other error (a lost connection: the group
 * may or may not have been committed) is every call's answer, as it would be for a call run alone.
 */
export interface GroupedCallsOptions {
  /** Most calls in one statement. */
  maxGroup: number;
  /** Statements of this kind running at once; calls beyond wait and are grouped. */
  maxInFlight: number;
}

interface Waiting<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/**
 * An error PostgreSQL answered a statement with: its ErrorResponse's severity and five-character SQLSTATE
 * (pg's DatabaseError, and PGlite's as the database thread passes it on). A socket error has neither.
 */
export function isStatementRefused(error: unknown): boolean {
  const { code, severity } = (error ?? {}) as { code?: unknown; severity?: unknown };
  return typeof severity === 'string' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

export function groupCalls<I, O>(
  runOne: (input: I) => Promise<O>,
  runGroup: (inputs: readonly I[]) => Promise<readonly O[]>,
  { maxGroup, maxInFlight }: GroupedCallsOptions,
): (input: I) => Promise<O> {
  const waiting: Waiting<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;

  const settleAlone = (call: Waiting<I, O>) => runOne(call.input).then(call.resolve, call.reject);

  const send = async (calls: Waiting<I, O>[]): Promise<void> => {
    if (calls.length === 1) return settleAlone(calls[0]!);
    let outputs: readonly O[];
    try {
      outputs = await runGroup(calls.map((call) => call.input));
    } catch (error) {
      if (!isStatementRefused(error)) {
        for (const call of calls) call.reject(error);
        return;
      }
      // Nothing of the group was written: each call again on its own, in order.
      for (const call of calls) await settleAlone(call);
      return;
    }
    calls.forEach((call, index) => call.resolve(outputs[index] as O));
  };

  const flush = (): void => {
    scheduled = false;
    while (inFlight < maxInFlight && waiting.length > 0) {
      const calls = waiting.splice(0, maxGroup);
      inFlight += 1;
      void send(calls).finally(() => {
        inFlight -= 1;
        flush();
      });
    }
  };

  return (input: I) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      // The calls of this turn of the event loop leave together: the requests read from every socket that
      // was ready, each in a callback of its own, so the group is sent after them (setImmediate: once the
      // loop has handled its I/O), not after the first (a microtask ran after each callback, and the groups
      // were half as large: docs/decisions/0065-groups-per-turn.md). Later calls wait for a statement to finish.
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
