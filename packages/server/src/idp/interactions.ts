import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Interaction, InteractionResults, Provider } from 'oidc-provider';
import type { Database } from '../db/schema.ts';
import { PHONE_PATTERN } from '@arpa/contract';
import {
  loginPage,
  messagePage,
  registrationPage,
  type RegistrationErrors,
  type RegistrationValues,
} from './pages.ts';
import { webClientId } from './provider.ts';
import type { ThrottleResult } from '../plugins/rate-limit.ts';
import { authenticate, minimumPasswordLength, normaliseEmail, registerUser } from './users.ts';

export interface InteractionRoutesOptions {
  provider: Provider;
  db: Kysely<Database>;
  publicUrl: string;
  /** The password-reset request page the login page links to. */
  resetHref: string;
}

type Params = { uid: string };
type FormBody = Record<string, string | string[] | undefined>;

export const texts = {
  invalidCredentials: 'Virheellinen sähköposti tai salasana.',
  emailTaken: 'Sähköpostiosoite on jo käytössä.',
  missingValue: 'Puuttuva arvo',
  invalidEmail: 'Virheellinen sähköpostiosoite.',
  passwordTooShort: `Salasanan on oltava vähintään ${minimumPasswordLength} merkkiä pitkä.`,
  tooLong: 'Arvo on liian pitkä.',
  invalidPhone: 'Virheellinen puhelinnumero.',
  fixErrors: 'Tarkista lomakkeen tiedot.',
  expiredTitle: 'Kirjautuminen vanheni',
  expired: 'Kirjautumisen aikaraja ylittyi tai se tehtiin toisessa ikkunassa. Aloita alusta.',
  tooManyAttempts: 'Liian monta yritystä. Odota hetki ja yritä uudelleen.',
} as const;

const maxLength = { name: 100, email: 254, phone: 30, password: 1024 } as const;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function text(body: FormBody, name: string): string {
  const value = body[name];
  return (Array.isArray(value) ? value[0] : value)?.toString() ?? '';
}

function validateRegistration(values: RegistrationValues, password: string): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const name of ['first_name', 'last_name'] as const) {
    if (!values[name].trim()) errors[name] = texts.missingValue;
    else if (values[name].length > maxLength.name) errors[name] = texts.tooLong;
  }
  if (!values.email.trim()) errors.email = texts.missingValue;
  else if (!isValidEmail(values.email)) errors.email = texts.invalidEmail;
  if (
    values.phone.trim() &&
    (values.phone.length > maxLength.phone || !PHONE_PATTERN.test(values.phone.trim()))
  )
    errors.phone = texts.invalidPhone;
  const passwordProblem = passwordError(password);
  if (passwordProblem) errors.password = passwordProblem;
  return errors;
}

export function isValidEmail(email: string): boolean {
  return email.length <= maxLength.email && emailPattern.test(email.trim());
}

/** The rules of a new password (registration and password reset), or undefined when it passes. */
export function passwordError(password: string): string | undefined {
  if (!password) return texts.missingValue;
  if (password.length < minimumPasswordLength) return texts.passwordTooShort;
  if (password.length > maxLength.password) return texts.tooLong;
  return undefined;
}

/**
 * Our own Finnish login and registration pages for oidc-provider's interactions, under
 * `{issuer}/interaction/:uid`. oidc-provider scopes its `_interaction` cookie (httpOnly,
 * SameSite=Lax, signed) to that path and uid: a form posted from another site arrives without it
 * and is refused, which is the CSRF protection of these forms.
 */
export async function interactionRoutes(
  app: FastifyInstance,
  options: InteractionRoutesOptions,
): Promise<void> {
  const { provider, db, resetHref } = options;
  const home = `${options.publicUrl.replace(/\/$/, '')}/`;
  await app.register(formbody);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-frame-options', 'DENY');
    reply.header('content-security-policy', "frame-ancestors 'none'");
  });

  function html(reply: FastifyReply, status: number, page: string) {
    return reply.code(status).type('text/html; charset=utf-8').send(page);
  }

  /** The interaction named in the URL, if this browser holds its cookie; else an explanatory page. */
  async function interactionOf(
    request: FastifyRequest<{ Params: Params }>,
    reply: FastifyReply,
  ): Promise<Interaction | undefined> {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      if (interaction.uid === request.params.uid) return interaction;
    } catch (error) {
      if (!(error instanceof Error && error.name === 'SessionNotFound')) throw error;
    }
    await html(
      reply,
      400,
      messagePage(texts.expiredTitle, texts.expired, { href: home, text: 'Etusivulle' }, home),
    );
    return undefined;
  }

  async function finish(
    request: FastifyRequest,
    reply: FastifyReply,
    result: InteractionResults,
  ): Promise<FastifyReply> {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result);
    return reply.redirect(returnTo, 303);
  }

  const paths = (uid: string) => {
    const base = `${app.prefix}/${uid}`;
    return { login: `${base}/login`, register: `${base}/register` };
  };

  /** Consent for our own first-party client is given on the user's behalf. */
  async function grantConsent(
    request: FastifyRequest,
    reply: FastifyReply,
    interaction: Interaction,
  ): Promise<FastifyReply> {
    const accountId = interaction.session?.accountId;
    if (interaction.params.client_id !== webClientId || !accountId) {
      return finish(request, reply, {
        error: 'access_denied',
        error_description: 'consent is only given for the first-party client',
      });
    }
    const grant =
      (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
      new provider.Grant({ accountId, clientId: interaction.params.client_id });
    const details = interaction.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
    };
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    return finish(request, reply, { consent: { grantId: await grant.save() } });
  }

  app.get<{ Params: Params }>('/:uid', async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return reply;
    const { login, register } = paths(interaction.uid);
    switch (interaction.prompt.name) {
      case 'consent':
        return grantConsent(request, reply, interaction);
      case 'create':
        return html(reply, 200, registrationPage({ home, action: register, loginHref: login }));
      default:
        return html(
          reply,
          200,
          loginPage({
            home,
            action: login,
            registerHref: register,
            resetHref,
            email: interaction.params.login_hint,
          }),
        );
    }
  });

  app.get<{ Params: Params }>('/:uid/login', async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return reply;
    const { login, register } = paths(interaction.uid);
    return html(reply, 200, loginPage({ home, action: login, registerHref: register, resetHref }));
  });

  app.get<{ Params: Params }>('/:uid/register', async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return reply;
    const { login, register } = paths(interaction.uid);
    return html(reply, 200, registrationPage({ home, action: register, loginHref: login }));
  });

  app.post<{ Params: Params; Body: FormBody }>('/:uid/login', async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return reply;
    const body = request.body ?? {};
    const email = text(body, 'email').slice(0, maxLength.email);
    const password = text(body, 'password').slice(0, maxLength.password);
    const { login, register } = paths(interaction.uid);
    const refuse = (status: number, error: string) =>
      html(
        reply,
        status,
        loginPage({ home, action: login, registerHref: register, resetHref, email, error }),
      );
    const tooMany = (result: ThrottleResult) => {
      reply.header('retry-after', String(result.retryAfter));
      return refuse(429, texts.tooManyAttempts);
    };
    const { throttles } = app;
    const perAddress = await throttles.loginPerAddress.hit(request, request.ip);
    if (perAddress.exceeded) return tooMany(perAddress);
    // An account under attack is refused before its password is checked, also the right one.
    const account = normaliseEmail(email);
    const perAccount = await throttles.loginFailuresPerAccount.full(request, account);
    if (perAccount.exceeded) return tooMany(perAccount);
    const user = email && password ? await authenticate(db, email, password) : undefined;
    if (!user) {
      if (account) await throttles.loginFailuresPerAccount.hit(request, account);
      return refuse(401, texts.invalidCredentials);
    }
    return finish(request, reply, { login: { accountId: user.sub } });
  });

  app.post<{ Params: Params; Body: FormBody }>('/:uid/register', async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return reply;
    const body = request.body ?? {};
    const values: RegistrationValues = {
      first_name: text(body, 'first_name'),
      last_name: text(body, 'last_name'),
      email: text(body, 'email'),
      phone: text(body, 'phone'),
    };
    const password = text(body, 'password');
    const { login, register } = paths(interaction.uid);
    const perAddress = await app.throttles.registrationPerAddress.hit(request, request.ip);
    if (perAddress.exceeded) {
      reply.header('retry-after', String(perAddress.retryAfter));
      return html(
        reply,
        429,
        registrationPage({ home, action: register, loginHref: login, values, error: texts.tooManyAttempts }),
      );
    }
    const errors = validateRegistration(values, password);
    if (Object.keys(errors).length > 0) {
      return html(
        reply,
        400,
        registrationPage({
          home,
          action: register,
          loginHref: login,
          values,
          errors,
          error: texts.fixErrors,
        }),
      );
    }
    const result = await registerUser(db, {
      firstName: values.first_name,
      lastName: values.last_name,
      email: values.email,
      phone: values.phone || null,
      password,
    });
    if (!result.ok) {
      return html(
        reply,
        409,
        registrationPage({
          home,
          action: register,
          loginHref: login,
          values,
          errors: { email: texts.emailTaken },
          error: texts.emailTaken,
        }),
      );
    }
    return finish(request, reply, { create: {}, login: { accountId: result.user.sub } });
  });
}
