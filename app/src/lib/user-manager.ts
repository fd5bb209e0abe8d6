import type { UserManager } from 'oidc-client-ts';
import { createUserManager } from './auth';

let instance: Promise<UserManager> | undefined;

/** The app's one OIDC client, against the issuer on the site's own origin, created on first use. */
export function getUserManager(): Promise<UserManager> {
  instance ??= createUserManager(window.location.origin);
  return instance;
}
