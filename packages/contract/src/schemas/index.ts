/**
 * The wire contract as TypeBox schemas (`@arpa/contract/schemas`): the server validates requests and
 * serialises answers through them. Clients import only the `Static<>` types, from `@arpa/contract`, so
 * no schema code reaches the app's or the design system's bundle.
 */
export * from './accounts.ts';
export * from './admin.ts';
export * from './content.ts';
export * from './limits.ts';
export * from './lotteries.ts';
export * from './orders.ts';
export * from './playable.ts';
export * from './shared.ts';
export * from './shop.ts';
export * from './users.ts';
