import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { logMessages, queueMessages, type OutboxMessage } from '../modules/claims/outbox.ts';
import { isValidEmail, passwordError, texts } from './interactions.ts';
import { messagePage, newPasswordPage, resetRequestPage, resetRequestSentPage } from './pages.ts';
import {
  consumeResetToken,
  findUsableResetToken,
  issueResetToken,
  resetLinkLifetimeMinutes,
} from './password-reset-tokens.ts';
import { revokeOtherSessions } from './sessions.ts';
import { findUserByEmail, findUserById, hashPassword, normaliseEmail } from './users.ts';

export interface PasswordResetRoutesOptions {
  db: Kysely<Database>;
  publicUrl: string;
  now?: () => Date;
}

type FormBody = Record<string, string | string[] | undefined>;

export const resetTexts = {
  passwordsDiffer: 'Salasanat eivät täsmää.',
  linkInvalidTitle: 'Linkki ei ole voimassa',
  linkInvalid: `Salasanan vaihtolinkki on jo käytetty tai vanhentunut. Linkki on voimassa ${resetLinkLifetimeMinutes} minuuttia ja toimii kerran. Pyydä uusi linkki kirjautumissivun kohdasta ”Unohtuiko salasana?”.`,
  askNewLink: 'Pyydä uusi linkki',
  doneTitle: 'Salasana vaihdettu',
  done: 'Salasanasi on vaihdettu, ja sinut on kirjattu ulos kaikilta laitteilta. Kirjaudu sisään uudella salasanalla.',
  signIn: 'Kirjaudu sisään',
  emailSubject: 'Salasanan vaihtaminen',
} as const;

function text(body: FormBody, name: string): string {
  const value = body[name];
  return (Array.isArray(value) ? value[0] : value)?.toString() ?? '';
}

export function resetEmailBody(link: string): string {
  return [
    `${resetTexts.emailSubject}`,
    '',
    'Hei,',
    '',
    `Arpa-tilisi salasanan vaihtamista pyydettiin. Aseta uusi salasana tästä linkistä ${resetLinkLifetimeMinutes} minuutin kuluessa:`,
    link,
    '',
    'Linkki toimii kerran. Jos et pyytänyt vaihtoa, voit jättää tämän viestin huomiotta: salasanasi pysyy ennallaan.',
  ].join('\n');
}

/**
 * "Unohtuiko salasana?" of the embedded identity provider, below the issuer (`{issuer}/password-reset`):
 * a request page that answers the same for every email, a one-time link through the outbox, and the
 * link's page that sets the new password and ends every session of the player
 * (docs/decisions/0033-idp-design.md).
 */
export async function passwordResetRoutes(
  app: FastifyInstance,
  options: PasswordResetRoutesOptions,
): Promise<void> {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const publicUrl = options.publicUrl.replace(/\/$/, '');
  const home = `${publicUrl}/`;
  const requestPath = app.prefix;
  await app.register(formbody);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-frame-options', 'DENY');
    // The link's token is in the address: it is not handed on to any page linked from here.
    reply.header('referrer-policy', 'no-referrer');
  });

  function html(reply: FastifyReply, status: number, page: string) {
    return reply.code(status).type('text/html; charset=utf-8').send(page);
  }

  function linkInvalid(reply: FastifyReply) {
    return html(
      reply,
      410,
      messagePage(
        resetTexts.linkInvalidTitle,
        resetTexts.linkInvalid,
        { href: requestPath, text: resetTexts.askNewLink },
        home,
      ),
    );
  }

  app.get('/', async (_request, reply) => html(reply, 200, resetRequestPage({ home, action: requestPath })));
  // Any other address below the request page (a link cut short or run together with other text by a mail
  // program, a token too long to be ours) is a link that does not work: the same page, not a bare 404.
  app.all('/*', async (_request, reply) => linkInvalid(reply));

  app.post<{ Body: FormBody }>('/', async (request, reply) => {
    const email = text(request.body ?? {}, 'email').trim();
    const refuse = (status: number, emailError: string | undefined, error?: string) =>
      html(reply, status, resetRequestPage({ home, action: requestPath, email, emailError, error }));
    if (!email) return refuse(400, texts.missingValue, texts.fixErrors);
    if (!isValidEmail(email)) return refuse(400, texts.invalidEmail, texts.fixErrors);
    const account = normaliseEmail(email);
    // Both counted for every request, registered email or not: the answer never tells which.
    const perAddress = await app.throttles.passwordResetPerAddress.hit(request, request.ip);
    const perAccount = await app.throttles.passwordResetPerAccount.hit(request, account);
    const exceeded = [perAddress, perAccount].find((result) => result.exceeded);
    if (exceeded) {
      reply.header('retry-after', String(exceeded.retryAfter));
      return refuse(429, undefined, texts.tooManyAttempts);
    }
    const user = await findUserByEmail(db, account);
    // A player of an external issuer (no password here) resets it there; the answer is the same.
    if (user?.email && user.password_hash) {
      const messages: OutboxMessage[] = [];
      await db.transaction().execute(async (trx) => {
        const token = await issueResetToken(trx, user.id, now());
        messages.push({
          channel: 'email',
          recipient: user.email!,
          body: resetEmailBody(`${publicUrl}${requestPath}/${token}`),
        });
        await queueMessages(trx, messages);
      });
      logMessages(request.log, messages);
    }
    return html(
      reply,
      200,
      resetRequestSentPage({
        home,
        email,
        minutes: resetLinkLifetimeMinutes,
        requestHref: requestPath,
      }),
    );
  });

  app.get<{ Params: { token: string } }>('/:token', async (request, reply) => {
    const usable = await findUsableResetToken(db, request.params.token, now());
    if (!usable) return linkInvalid(reply);
    return html(reply, 200, newPasswordPage({ home, action: `${requestPath}/${request.params.token}` }));
  });

  app.post<{ Params: { token: string }; Body: FormBody }>('/:token', async (request, reply) => {
    const { token } = request.params;
    if (!(await findUsableResetToken(db, token, now()))) return linkInvalid(reply);
    const body = request.body ?? {};
    const password = text(body, 'password');
    const repeat = text(body, 'password_repeat');
    const problem = passwordError(password);
    const errors = problem
      ? { password: problem }
      : repeat !== password
        ? { password_repeat: repeat ? resetTexts.passwordsDiffer : texts.missingValue }
        : undefined;
    if (errors) {
      return html(
        reply,
        400,
        newPasswordPage({ home, action: `${requestPath}/${token}`, errors, error: texts.fixErrors }),
      );
    }
    const passwordHash = await hashPassword(password);
    const changed = await db.transaction().execute(async (trx) => {
      const consumed = await consumeResetToken(trx, token, now());
      if (!consumed) return undefined;
      const user = await findUserById(trx, consumed.userId);
      if (!user) return undefined;
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
      // Whoever knew the old password is signed out everywhere.
      await revokeOtherSessions(trx, user.sub, undefined);
      // Failed sign-ins of the old password no longer keep the owner out.
      if (user.email) {
        await trx
          .deleteFrom('rate_limit_counters')
          .where('key', '=', `loginFailuresPerAccount:${user.email}`)
          .execute();
      }
      return user;
    });
    if (!changed) return linkInvalid(reply);
    return html(
      reply,
      200,
      messagePage(
        resetTexts.doneTitle,
        resetTexts.done,
        { href: `${home}?automatic_login=1`, text: resetTexts.signIn },
        home,
      ),
    );
  });
}
