// The players of the claims benchmark: `connections` keep-alive HTTP/1.1 connections, each sending one
// claim, reading its whole answer, then sending the next (what 50 players at their browsers do, without a
// browser). Written for the bench instead of autocannon (docs/decisions/0070-claims-bench-players.md):
// autocannon spent 44–57 µs of CPU a claim on this 2-core machine, pgbench's own client 7 µs a transaction,
// and every microsecond the generator spends is taken from the cores the server and PostgreSQL share.
import { connect } from 'node:net';

const headerEnd = Buffer.from('\r\n\r\n');

/**
 * The length of the answer at the start of `buffer` (head and body), or -1 while it is incomplete. An
 * answer without Content-Length (chunked, or closed by the server) is an error: the server answers every
 * claim with a length, and guessing would count answers wrongly.
 */
function answerLength(buffer) {
  const end = buffer.indexOf(headerEnd);
  if (end < 0) return -1;
  const head = buffer.toString('latin1', 0, end).toLowerCase();
  const at = head.indexOf('\r\ncontent-length:');
  if (at < 0) throw new Error(`an answer without content-length: ${head.split('\r\n')[0]}`);
  const length = Number.parseInt(head.slice(at + 17), 10);
  const total = end + 4 + length;
  return buffer.length >= total ? total : -1;
}

/**
 * Valid claims by `connections` players at once: every request presents a different ticket's code (body
 * `{"code_b": …}`), each code once, with `headers` (the CSRF pair). Answers { claimsPerSecond, ok (2xx),
 * failed, startedAt, endedAt (performance.now()) }, timed from the first request to the last answer.
 */
export function claimRun(base, lotteryId, codes, { connections = 50, headers = {} }) {
  const url = new URL(`${base}/api/v1/lotteries/${lotteryId}/claims`);
  const head =
    `POST ${url.pathname} HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
  let next = 0;
  let ok = 0;
  let failed = 0;
  let open = 0;
  const startedAt = performance.now();
  let endedAt = startedAt;
  if (codes.length === 0)
    return Promise.resolve({ claimsPerSecond: 0, ok: 0, failed: 0, startedAt, endedAt });
  return new Promise((resolve, reject) => {
    const fail = (error) => {
      for (const socket of sockets) socket.destroy();
      reject(error);
    };
    const player = () => {
      const socket = connect(Number(url.port), url.hostname);
      socket.setNoDelay(true);
      let pending = Buffer.alloc(0);
      let waiting = false;
      const send = () => {
        if (next >= codes.length) {
          socket.end();
          return;
        }
        const body = JSON.stringify({ code_b: codes[next++] });
        waiting = true;
        socket.write(`${head}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
      };
      socket.on('data', (chunk) => {
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
        try {
          for (let length = answerLength(pending); length > 0; length = answerLength(pending)) {
            // "HTTP/1.1 200": the status class is the tenth byte.
            if (pending[9] === 0x32) ok += 1;
            else failed += 1;
            pending = pending.subarray(length);
            endedAt = performance.now();
            waiting = false;
            send();
          }
        } catch (error) {
          fail(error);
        }
      });
      socket.once('connect', send);
      socket.on('error', fail);
      socket.on('close', () => {
        if (waiting) return fail(new Error('the server closed a connection before answering'));
        open -= 1;
        if (open === 0) {
          const seconds = (endedAt - startedAt) / 1000;
          resolve({ claimsPerSecond: ok / seconds, ok, failed, startedAt, endedAt });
        }
      });
      return socket;
    };
    const sockets = [];
    for (let i = 0; i < Math.min(connections, codes.length); i += 1) {
      open += 1;
      sockets.push(player());
    }
  });
}
