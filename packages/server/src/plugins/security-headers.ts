import { globalPlugin } from './global-plugin.ts';

export interface SecurityHeadersOptions {
  /**
   * Origins outside this site that forms may post to: the bank payment form and the strong-identification
   * redirect go to their providers (the simulators run on this origin, so none are needed by default).
   */
  formActionOrigins?: string[];
  /** Origins whose pages may be framed (the playable-ticket game client). */
  frameOrigins?: string[];
}

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function contentSecurityPolicy(options: SecurityHeadersOptions = {}): string {
  const formAction = ["'self'", ...(options.formActionOrigins ?? [])].join(' ');
  const frame = ["'self'", ...(options.frameOrigins ?? [])].join(' ');
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
    `form-action ${formAction}`,
    `frame-src ${frame}`,
    "img-src 'self' data:",
    // Radix Dialog's scroll lock injects a <style> element; scripts stay strictly same-origin.
    "style-src 'self' 'unsafe-inline'",
  ].join('; ');
}

/**
 * Headers on every response. HSTS only off localhost: a browser that once saw it for localhost would
 * refuse plain HTTP to every local development server afterwards.
 */
export const securityHeadersPlugin = globalPlugin<SecurityHeadersOptions>(
  'arpa-security-headers',
  async (app, options) => {
    const csp = contentSecurityPolicy(options);
    app.addHook('onSend', async (request, reply) => {
      reply.header('content-security-policy', csp);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('x-frame-options', 'SAMEORIGIN');
      if (!localHosts.has(request.hostname)) {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
    });
  },
);
