import type { UserManager } from 'oidc-client-ts';
import { createUserManager } from './auth';
import { config } from './config';

let instance: Promise<UserManager> | undefined;

/** The app's one OIDC client, against the environment's issuer (lib/config.ts), created on first use. */
export function getUserManager(): Promise<UserManager> {
  instance ??= createUserManager(window.location.origin, config.oidcAuthority);
  return instance;
}
