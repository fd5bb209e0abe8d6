export { ensureDemoUsers, demoUsers, hasNoUsers } from './demo-users.ts';
export { identityPlugin, identityOptionsFromEnv } from './plugin.ts';
export type { Identity, IdentityOptions } from './plugin.ts';
export { webClientId } from './provider.ts';
