import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyServerOptions } from 'fastify';
import { ApiError } from '../errors.ts';
import { messagePage } from '../idp/pages.ts';
import { resetTexts } from '../idp/password-reset.ts';
import { toApiError } from './errors.ts';

/**
 * Refusals that happen before a route exists for the request, answered like every other error: a
 * catalogued `{ code, description }`. Fastify answers these itself with its own body (`FST_ERR_BAD_URL`,
 * `FST_ERR_MAX_PARAM_LENGTH`), and Node's HTTP parser refuses oversized headers, bad request lines and
 * slow requests on the socket before Fastify sees a request at all.
 */

function frameworkError(error: FastifyError): ApiError {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return new ApiError('invalid_format', 400, [], { cause: error });
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new ApiError('value_too_big', 414, [], { cause: error });
    default:
      return toApiError(error);
  }
}

function clientError(error: NodeJS.ErrnoException): ApiError {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ApiError('request_timeout', 408, [], { cause: error });
    case 'HPE_HEADER_OVERFLOW':
      return new ApiError('payload_too_large', 431, [], { cause: error });
    default:
      return new ApiError('invalid_format', 400, [], { cause: error });
  }
}

/** The page a browser gets for an address it cannot decode (a link cut short or mangled on its way). */
export const badAddressTexts = {
  title: 'Osoite ei kelpaa',
  text: 'Osoitteessa on merkkejä, joita ei voi lukea: linkki on voinut katketa tai muuttua matkalla. Tarkista osoite tai siirry etusivulle.',
  home: 'Siirry etusivulle',
};

/**
 * A page address (not the API's) that cannot be decoded: a Finnish page, not the API's JSON, to the person
 * who followed the link. A password-reset link (the usual link that travels by mail) gets the reset page's
 * own "the link does not work" text with its way to ask for a new one.
 */
function badAddressPage(path: string): string | undefined {
  if (path.startsWith('/api/')) return undefined;
  const reset = /^(.*\/password-reset)\//.exec(path);
  if (reset) {
    return messagePage(
      resetTexts.linkInvalidTitle,
      resetTexts.linkInvalid,
      { href: reset[1]!, text: resetTexts.askNewLink },
      '/',
    );
  }
  return messagePage(
    badAddressTexts.title,
    badAddressTexts.text,
    { href: '/', text: badAddressTexts.home },
    '/',
  );
}

/**
 * Answers the page for an address a person followed that cannot be read (`badAddressPage`); false, with
 * nothing sent, for an API address, which gets the catalogued JSON.
 */
export function sendBadAddressPage(reply: FastifyReply, path: string): boolean {
  const page = badAddressPage(path);
  if (!page) return false;
  // The address may hold a token (a reset link): kept out of caches and of any page linked from here.
  void reply
    .code(400)
    .headers({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' })
    .type('text/html; charset=utf-8')
    .send(page);
  return true;
}

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

export const frameworkErrorOptions: Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> = {
  frameworkErrors(error, request, untypedReply) {
    const apiError = frameworkError(error);
    // The option's reply is typed for no route in particular; it is an ordinary reply.
    const reply = untypedReply as unknown as FastifyReply;
    request.log.info({ code: apiError.code, err: error }, 'request refused');
    if (error.code === 'FST_ERR_BAD_URL' && sendBadAddressPage(reply, request.raw.url ?? '/')) return;
    void reply.code(apiError.statusCode).type('application/json; charset=utf-8').send(apiError.toBody());
  },
  clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (!socket.writable) {
      socket.destroy(error);
      return;
    }
    const apiError = clientError(error);
    const body = JSON.stringify(apiError.toBody());
    socket.end(
      `HTTP/1.1 ${apiError.statusCode} ${reasonPhrases[apiError.statusCode] ?? 'Bad Request'}\r\n` +
        'Connection: close\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  },
};
