// oidc-provider ships no type definitions and adding @types/oidc-provider is out of scope, so this
// declares the part of its public API that src/idp uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { EventEmitter } from 'node:events';

  export type AdapterPayload = Record<string, unknown> & {
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number;
    jti?: string;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export type ClaimsRecord = Record<string, unknown> & { sub: string };

  export interface Account {
    accountId: string;
    claims(use: string, scope: string, claims: unknown, rejected: string[]): Promise<ClaimsRecord>;
  }

  /** The request context oidc-provider hands to configuration callbacks (a Koa context). */
  export interface ProviderContext {
    body: unknown;
    type: string;
    status: number;
    host: string;
    method: string;
    path: string;
    oidc: {
      client?: { clientId: string; clientName?: string; grantTypeAllowed(type: string): boolean };
      route: string;
    };
  }

  export interface TokenSource {
    scopes: Set<string>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_name?: string;
    token_endpoint_auth_method?: string;
    grant_types?: string[];
    response_types?: string[];
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
    id_token_signed_response_alg?: string;
    application_type?: 'web' | 'native';
    scope?: string;
  }

  export interface Configuration {
    adapter?: (name: string) => Adapter;
    clients?: ClientMetadata[];
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    responseTypes?: string[];
    conformIdTokenClaims?: boolean;
    cookies?: {
      keys?: string[];
      long?: Record<string, unknown>;
      short?: Record<string, unknown>;
      names?: Record<string, string>;
    };
    discovery?: Record<string, unknown>;
    features?: Record<string, Record<string, unknown>>;
    findAccount?: (ctx: ProviderContext, sub: string) => Promise<Account | undefined>;
    interactions?: {
      policy?: Prompt[];
      url?: (ctx: ProviderContext, interaction: Interaction) => string | Promise<string>;
    };
    issueRefreshToken?: (
      ctx: ProviderContext,
      client: { grantTypeAllowed(type: string): boolean },
      source: TokenSource,
    ) => Promise<boolean>;
    expiresWithSession?: (ctx: ProviderContext, source: TokenSource) => Promise<boolean>;
    jwks?: { keys: Record<string, unknown>[] };
    pkce?: { required?: () => boolean };
    renderError?: (ctx: ProviderContext, out: Record<string, string>, error: Error) => void | Promise<void>;
    routes?: Record<string, string>;
    ttl?: Record<string, number | ((...args: unknown[]) => number)>;
    loadExistingGrant?: (ctx: ProviderContext) => Promise<unknown>;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId: string };
    create?: Record<string, never>;
    error?: string;
    error_description?: string;
  }

  export interface Interaction {
    uid: string;
    exp: number;
    returnTo: string;
    grantId?: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id: string; scope?: string; login_hint?: string };
    session?: { accountId?: string; uid: string };
    lastSubmission?: InteractionResults;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export class Provider extends EventEmitter {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    Grant: {
      new (properties: { accountId: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    /** The browser's session, loaded from (or created for) its session cookie. */
    Session: { get(ctx: ProviderContext): Promise<{ authorizations?: Record<string, unknown> }> };
    Client: { prototype: { includeSid(): boolean } };
    use(middleware: (ctx: ProviderContext, next: () => Promise<void>) => Promise<void>): void;
  }

  export class Check {
    constructor(
      reason: string,
      description: string,
      check: (ctx: { oidc: { prompts: Set<string> } }) => boolean | Promise<boolean>,
    );
  }

  export class Prompt {
    constructor(options: { name: string; requestable: boolean }, ...checks: Check[]);
    readonly name: string;
    readonly requestable: boolean;
  }

  export const interactionPolicy: {
    Prompt: typeof Prompt;
    Check: typeof Check;
    base(): Prompt[] & { add(prompt: Prompt, index?: number): void; get(name: string): Prompt };
  };

  export const errors: {
    SessionNotFound: new (description?: string) => Error;
  };

  export default Provider;
}
