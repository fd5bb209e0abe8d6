import type { Kysely } from 'kysely';
import Provider, { interactionPolicy, type ClientMetadata, type ProviderContext } from 'oidc-provider';
import type { Database } from '../db/schema.ts';
import { createPayloadAdapter } from './adapter.ts';
import type { IssuerKeys } from './keys.ts';
import { issuerMount, logoutPage, messagePage } from './pages.ts';
import { authorizationsOf, revokeSessions, sessionLifetimeSeconds } from './sessions.ts';
import { findUserBySub, userClaims } from './users.ts';

/** The app's client id; also the audience of the id tokens the API accepts. */
export const webClientId = 'arpa-web';

/**
 * `offline` is the name SPEC §9 asks for; it is declared as a scope of its own that makes the
 * provider issue a refresh token. The standard `offline_access` still works, but oidc-provider
 * honours it only together with prompt=consent.
 */
export const refreshScopes = ['offline', 'offline_access'] as const;

const day = 24 * 60 * 60;

/** The id token's lifetime; the API refuses a token claiming a longer one. */
export const idTokenLifetimeSeconds = 60 * 60;

export interface ProviderOptions {
  db: Kysely<Database>;
  /** The site's public origin, e.g. http://localhost:8080. */
  publicUrl: string;
  keys: IssuerKeys;
  /** Further origins whose /callback, /silent-renew.html and / the client may use (a Vite dev server). */
  extraOrigins?: string[];
}

export function issuerFor(publicUrl: string): string {
  return `${publicUrl.replace(/\/$/, '')}${issuerMount}`;
}

/** Where the interaction pages live: below the issuer, outside oidc-provider's own routes. */
export function interactionPath(issuer: string, uid: string): string {
  return `${new URL(issuer).pathname}/interaction/${uid}`;
}

function webClient(origins: string[]): ClientMetadata {
  return {
    client_id: webClientId,
    client_name: 'Arpa',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: origins.flatMap((origin) => [`${origin}/callback`, `${origin}/silent-renew.html`]),
    post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
  };
}

/** prompt=create (OpenID Connect Prompt Create 1.0): shows the registration page. */
function interactionPolicyWithCreate() {
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'create', requestable: true }), 0);
  return policy;
}

function refreshRequested(scopes: Set<string>): boolean {
  return refreshScopes.some((scope) => scopes.has(scope));
}

/**
 * oidc-provider keeps a grant that issued refresh tokens alive through RP-initiated logout
 * (`persistsLogout`), so its refresh tokens would keep minting id tokens for 14 days. A confirmed
 * logout here revokes every grant of the browser's session and records its sids as revoked before
 * the redirect is sent.
 */
function endSessionRevokesGrants(provider: Provider, db: Kysely<Database>) {
  return async (ctx: ProviderContext, next: () => Promise<void>) => {
    if (ctx.method !== 'POST' || ctx.path !== '/session/end/confirm') return next();
    const session = await provider.Session.get(ctx);
    const authorizations = authorizationsOf(session);
    await next();
    if (ctx.status < 300 || ctx.status >= 400) return;
    await revokeSessions(db, {
      sids: authorizations.flatMap((authorization) => (authorization.sid ? [authorization.sid] : [])),
      grantIds: authorizations.flatMap((authorization) =>
        authorization.grantId ? [authorization.grantId] : [],
      ),
    });
  };
}

export function createProvider(options: ProviderOptions): Provider {
  const publicUrl = options.publicUrl.replace(/\/$/, '');
  const issuer = issuerFor(publicUrl);
  const origins = [publicUrl, ...(options.extraOrigins ?? [])].map((origin) => origin.replace(/\/$/, ''));
  const policy = interactionPolicyWithCreate();

  const provider = new Provider(issuer, {
    adapter: createPayloadAdapter(options.db),
    clients: [webClient(origins)],
    jwks: options.keys.signing,
    cookies: {
      keys: options.keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name'],
      email: ['email', 'email_verified'],
      phone: ['phone_number'],
      address: ['address'],
    },
    scopes: ['openid', ...refreshScopes],
    responseTypes: ['code'],
    // The API authenticates the id token the app sends (SPEC §7), so it carries the profile claims.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: ProviderContext, form: string) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form, `${publicUrl}/`);
        },
        postLogoutSuccessSource: async (ctx: ProviderContext) => {
          ctx.type = 'html';
          ctx.body = messagePage(
            'Kirjaudu ulos',
            'Olet kirjautunut ulos.',
            {
              href: `${publicUrl}/`,
              text: 'Etusivulle',
            },
            `${publicUrl}/`,
          );
        },
      },
    },
    discovery: {
      prompt_values_supported: ['none', ...policy.map((prompt) => prompt.name)],
      ui_locales_supported: ['fi'],
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => interactionPath(issuer, interaction.uid),
    },
    issueRefreshToken: async (_ctx, client, source) =>
      client.grantTypeAllowed('refresh_token') && refreshRequested(source.scopes),
    expiresWithSession: async (_ctx, source) => !refreshRequested(source.scopes),
    findAccount: async (_ctx, sub) => {
      const user = await findUserBySub(options.db, sub);
      if (!user) return undefined;
      return { accountId: user.sub, claims: async () => userClaims(user) };
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage(
        'Kirjautuminen epäonnistui',
        `Kirjautumisessa tapahtui virhe (${out.error ?? 'server_error'}). Yritä uudelleen.`,
        { href: `${publicUrl}/`, text: 'Etusivulle' },
        `${publicUrl}/`,
      );
    },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 60 * 60,
      IdToken: idTokenLifetimeSeconds,
      Interaction: 60 * 60,
      Session: 14 * day,
      Grant: sessionLifetimeSeconds,
      RefreshToken: sessionLifetimeSeconds,
    },
  });
  // Id tokens carry the session's `sid` (oidc-provider adds it only for clients with back-channel
  // logout), so the API can refuse the tokens of a session that has ended.
  provider.Client.prototype.includeSid = () => true;
  provider.use(endSessionRevokesGrants(provider, options.db));
  return provider;
}
