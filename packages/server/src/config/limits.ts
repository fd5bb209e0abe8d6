import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import fastifyUnderPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';
import { InvalidSettingError, wholeNumberSetting } from './settings.ts';

/**
 * How long a client may take and how much of the server it may hold (docs/runbook.md, "Timeouts and
 * limits"). A client that dribbles its headers or body is cut off by the timeouts; one address cannot
 * hold more than its share of sockets; a process whose event loop lags answers 503 `server_busy` at once
 * instead of queueing work it cannot finish.
 */
export interface ServerLimits {
  /** REQUEST_TIMEOUT_MS: the whole request (headers and body) must arrive within this. */
  requestTimeoutMs: number;
  /** HEADERS_TIMEOUT_MS: the headers must arrive within this (at most the request timeout). */
  headersTimeoutMs: number;
  /** CONNECTION_TIMEOUT_MS: a socket with no traffic in either direction this long is closed. */
  connectionTimeoutMs: number;
  /** KEEP_ALIVE_TIMEOUT_MS: an idle kept-alive socket waits this long for its next request. */
  keepAliveTimeoutMs: number;
  /** MAX_REQUESTS_PER_SOCKET: a kept-alive socket is closed after this many requests. */
  maxRequestsPerSocket: number;
  /** MAX_CONNECTIONS_PER_ADDRESS: open sockets per client address; 0 turns the cap off. */
  maxConnectionsPerAddress: number;
  /** MAX_EVENT_LOOP_DELAY_MS: above this event-loop lag requests are refused with 503; 0 turns it off. */
  maxEventLoopDelayMs: number;
  /** MAX_EVENT_LOOP_UTILIZATION: above this share of busy time (0..1) requests are refused; 0 turns it off. */
  maxEventLoopUtilization: number;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  return wholeNumberSetting(env, name, 0) ?? fallback;
}

function share(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0 || number > 1) {
    throw new InvalidSettingError(`${name} must be a number from 0 to 1, not "${value}"`);
  }
  return number;
}

export function serverLimitsFromEnv(env: NodeJS.ProcessEnv): ServerLimits {
  const production = env.NODE_ENV === 'production';
  const limits: ServerLimits = {
    requestTimeoutMs: wholeNumber(env, 'REQUEST_TIMEOUT_MS', 60_000),
    headersTimeoutMs: wholeNumber(env, 'HEADERS_TIMEOUT_MS', 10_000),
    connectionTimeoutMs: wholeNumber(env, 'CONNECTION_TIMEOUT_MS', 120_000),
    keepAliveTimeoutMs: wholeNumber(env, 'KEEP_ALIVE_TIMEOUT_MS', 72_000),
    maxRequestsPerSocket: wholeNumber(env, 'MAX_REQUESTS_PER_SOCKET', 1000),
    // Behind a trusted proxy every socket comes from the proxy: the proxy limits its clients instead.
    maxConnectionsPerAddress: wholeNumber(env, 'MAX_CONNECTIONS_PER_ADDRESS', env.TRUST_PROXY ? 0 : 64),
    // Load shedding is on by default in production only: a development machine running the test suite
    // is busy in bursts that no player should see as 503s.
    maxEventLoopDelayMs: wholeNumber(env, 'MAX_EVENT_LOOP_DELAY_MS', production ? 1000 : 0),
    maxEventLoopUtilization: share(env, 'MAX_EVENT_LOOP_UTILIZATION', production ? 0.98 : 0),
  };
  if (limits.requestTimeoutMs < 1 || limits.headersTimeoutMs < 1) {
    throw new InvalidSettingError(
      'REQUEST_TIMEOUT_MS and HEADERS_TIMEOUT_MS must be at least 1 (a request without a deadline)',
    );
  }
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new InvalidSettingError('HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS');
  }
  return limits;
}

/** Fastify's and Node's HTTP server options for these limits. */
export function serverTimeoutOptions(limits: ServerLimits): {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  maxRequestsPerSocket: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      // Node looks for expired requests only this often (default 30 s), so a deadline is late by up to this.
      connectionsCheckingInterval: Math.min(
        1000,
        Math.max(50, Math.floor(Math.min(limits.requestTimeoutMs, limits.headersTimeoutMs) / 4)),
      ),
    },
  };
}

/** Closes new sockets of an address that already holds `max` open ones (the socket's own address). */
export function capConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

/**
 * @fastify/under-pressure: when the event loop lags or stays busy past the limits (sampled every half
 * second), every request except the liveness
 * probe is refused at once with 503 `server_busy` and Retry-After, so the process sheds load before it
 * drowns. Readiness (/readyz) is refused too: a load balancer then sends the traffic elsewhere.
 */
export async function registerUnderPressure(app: FastifyInstance, limits: ServerLimits): Promise<void> {
  if (limits.maxEventLoopDelayMs <= 0 && limits.maxEventLoopUtilization <= 0) return;
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxEventLoopUtilization: limits.maxEventLoopUtilization,
    // Busy time of the last sample, not the average since the start (the library's default).
    eventLoopUtilizationMode: 'interval',
    sampleInterval: 500,
    pressureHandler: async (request, reply) => {
      if (request.url === '/healthz') return;
      reply.header('retry-after', '10');
      throw new ApiError('server_busy', 503);
    },
  });
}
