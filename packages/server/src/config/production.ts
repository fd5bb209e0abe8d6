import { paymentsProductionProblems } from '../modules/payments/provider.ts';
import { strongAuthProductionProblems } from '../modules/strong-auth/settings.ts';

/** Secrets shorter than this are guessable; generated ones are 43 characters of base64url. */
const minimumSecretLength = 32;

function secretProblem(name: string, value: string | undefined): string[] {
  if (!value) return [`${name} is not set (a generated one is a development default)`];
  if (value.length < minimumSecretLength)
    return [`${name} is shorter than ${minimumSecretLength} characters`];
  return [];
}

function publicUrlProblems(value: string | undefined): string[] {
  if (!value) return ['PUBLIC_URL is not set: the site’s https address is needed for callbacks and cookies'];
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return [`PUBLIC_URL is not an address: "${value}"`];
  }
  return url.protocol === 'https:' ? [] : [`PUBLIC_URL must be an https address, not "${value}"`];
}

/** The game's own origin (docs/decisions/0036-game-client.md): https, and not the site's origin. */
function gameUrlProblems(value: string | undefined, publicUrl: string | undefined): string[] {
  if (!value)
    return [
      'GAME_PUBLIC_URL is not set: the game’s own https origin is needed (http://localhost is a default)',
    ];
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return [`GAME_PUBLIC_URL is not an address: "${value}"`];
  }
  if (url.protocol !== 'https:') return [`GAME_PUBLIC_URL must be an https address, not "${value}"`];
  const site = URL.canParse(publicUrl ?? '') ? new URL(publicUrl!).origin : null;
  return url.origin === site
    ? ['GAME_PUBLIC_URL must be an origin of its own, not the site’s (PUBLIC_URL)']
    : [];
}

/**
 * Every reason these settings are unsafe for production (docs/runbook.md, "Production checklist"), one
 * line each, naming the setting; empty when the settings are fit for production. Development defaults
 * (simulators, public test merchants, generated secrets, the test clock) are all refused.
 */
export function productionSettingsProblems(env: NodeJS.ProcessEnv): string[] {
  return [
    ...publicUrlProblems(env.PUBLIC_URL),
    ...gameUrlProblems(env.GAME_PUBLIC_URL, env.PUBLIC_URL),
    ...paymentsProductionProblems(env),
    ...strongAuthProductionProblems(env),
    ...secretProblem('CSRF_SECRET', env.CSRF_SECRET),
    ...secretProblem('ADMIN_TOKEN', env.ADMIN_TOKEN),
    ...(env.TEST_CLOCK === 'on'
      ? ['TEST_CLOCK=on is a development setting (it lets a request move time)']
      : []),
  ];
}

export const isProduction = (env: NodeJS.ProcessEnv): boolean => env.NODE_ENV === 'production';

/** The server refuses to start in production with unsafe settings; `problems` names each. */
export class UnsafeProductionSettingsError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Unsafe settings for NODE_ENV=production: ${problems.join('; ')}`);
    this.name = 'UnsafeProductionSettingsError';
    this.problems = problems;
  }
}

/** Throws UnsafeProductionSettingsError when NODE_ENV=production and any setting is unsafe. */
export function assertSafeForProduction(env: NodeJS.ProcessEnv): void {
  if (!isProduction(env)) return;
  const problems = productionSettingsProblems(env);
  if (problems.length > 0) throw new UnsafeProductionSettingsError(problems);
}
