import { createUserManager } from './auth';

/** The app's one OIDC client, against the issuer on the site's own origin. */
export const userManager = createUserManager(window.location.origin);
