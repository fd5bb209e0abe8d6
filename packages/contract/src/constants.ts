import type { Account, AccountVariety, ClaimPrize, ContactDetails } from './api.ts';

/**
 * The operator's time zone: limit periods, the play-time window, the monthly bundle's countdown and the
 * import files' local times follow the Finnish wall clock.
 */
export const SERVICE_TIME_ZONE = 'Europe/Helsinki';

/** Paged lists load this many rows at a time (`limit=7`, the next offset is +7). SPEC §9. */
export const LIST_PAGE_SIZE = 7;

/** Toasts hide themselves after this long. SPEC §2, §9. */
export const TOAST_DURATION_MS = 4000;

/** The stored profile is loaded at start and again after this long. SPEC §4, §9. */
export const PROFILE_RELOAD_MS = 1000;

/** Finnish postal code: exactly five digits (00000–99999). SPEC §5. */
export const POSTAL_CODE_PATTERN = /^\d{5}$/;

/**
 * An email address as every form takes it: something, "@", a domain with a dot; no spaces. The contact
 * schemas of the API use its source (blank allowed there: presence is a separate rule), so a typo is refused
 * before an order, a payment or a claim is written.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** JSON-schema form of {@link EMAIL_PATTERN} for a contact field: blank (checked elsewhere) or an address. */
export const CONTACT_EMAIL_SCHEMA_PATTERN = `^\\s*(?:|${EMAIL_PATTERN.source.slice(1, -1)})\\s*$`;

/**
 * A phone number as every form takes it (registration, profile, contact details): an optional "+", then at
 * least five digits, spaces, hyphens or brackets.
 */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{5,}$/;

/** JSON-schema form of {@link PHONE_PATTERN} for a phone field: blank (presence is a separate rule) or a number. */
export const CONTACT_PHONE_SCHEMA_PATTERN = `^\\s*(?:|${PHONE_PATTERN.source.slice(1, -1)})\\s*$`;

/** Each box of the triple code input holds at most this many characters; focus moves on when full. */
export const CODE_BOX_LENGTH = 4;

/** Deposit preset buttons, in euros. */
export const DEPOSIT_PRESETS_EUR = [10, 20, 50, 100] as const;

/** Smallest deposit, in euros. */
export const DEPOSIT_MIN_EUR = 10;

/** The shortest password the identity provider accepts, at registration, reset and change. */
export const PASSWORD_MIN_LENGTH = 8;

/** Largest deposit, in euros. */
export const DEPOSIT_MAX_EUR = 100;

/** Self-imposed limits a player can set (SPEC §9). */
export const LIMIT_VARIETIES = [
  'play_by_day',
  'play_by_week',
  'play_by_month',
  'deposit_by_month',
  'play_time_start',
  'play_time_end',
  'play_pause',
] as const;

export type LimitVariety = (typeof LIMIT_VARIETIES)[number];

/** The limits whose values are money, in integer cents. */
export const MONEY_LIMIT_VARIETIES = [
  'play_by_day',
  'play_by_week',
  'play_by_month',
  'deposit_by_month',
] as const satisfies readonly LimitVariety[];

/** A limit's `next_value` is this when the player has removed it and the removal waits for the next period. */
export const LIMIT_REMOVAL_PENDING = -1;

/**
 * The contact details' text fields, in the order the forms show them; an order and an extra-draw entry need
 * every one of them (SPEC §5, §7).
 */
export const CONTACT_TEXT_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'address',
  'postal_code',
  'city',
] as const satisfies readonly (keyof ContactDetails)[];

/** The fields that reach a winner without a street address: a gift code, a money value, a prize sent by email. */
export const REACH_CONTACT_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'phone',
] as const satisfies readonly (typeof CONTACT_TEXT_FIELDS)[number][];

/** The placeholder postal code of a provisional order, sent before the contact step (SPEC §7). */
export const PROVISIONAL_ORDER_POSTAL_CODE = '20780';

/** Play pause lengths in minutes: one day, one week, one month (30 days). */
export const PAUSE_OPTIONS_MINUTES = [1440, 10080, 43200] as const;

export type PauseMinutes = (typeof PAUSE_OPTIONS_MINUTES)[number];

/** A quick stop ("Pikatauko") stops purchases and deposits for this many hours (docs/player-protection.md). */
export const QUICK_STOP_HOURS = 24;

/** Self-exclusion ("Pelikielto") lengths in months; the indefinite one is `null` beside them. */
export const SELF_EXCLUSION_MONTHS = [3, 6, 12] as const;

/** A self-exclusion's length: one of SELF_EXCLUSION_MONTHS, or `null` for an indefinite one. */
export type SelfExclusionMonths = (typeof SELF_EXCLUSION_MONTHS)[number] | null;

/** Banks offered as deposit and order payment methods, in the order SPEC §2 lists them. */
export const BANKS = [
  'nordea',
  'osuuspankki',
  'danske',
  'alandsbanken',
  'handelsbanken',
  'spankki',
  'aktia',
  'pop',
  'saastopankki',
  'omasp',
] as const;

export type BankId = (typeof BANKS)[number];

/** The banks' names as a player knows them (the payment form's choices, the simulated bank's page). */
export const BANK_NAMES: Record<BankId, string> = {
  nordea: 'Nordea',
  osuuspankki: 'OP',
  danske: 'Danske Bank',
  alandsbanken: 'Ålandsbanken',
  handelsbanken: 'Handelsbanken',
  spankki: 'S-Pankki',
  aktia: 'Aktia',
  pop: 'POP Pankki',
  saastopankki: 'Säästöpankki',
  omasp: 'Oma Säästöpankki',
};

/** OIDC scope of sign-in and registration (response_type code). */
export const SIGN_IN_SCOPE = 'openid profile email phone address offline';

/** OIDC response type of sign-in and of strong authentication. */
export const SIGN_IN_RESPONSE_TYPE = 'code';

/** OIDC scope of the one-time strong authentication. */
export const STRONG_AUTH_SCOPE = 'openid';

type BalanceAccount = Pick<Account, 'variety' | 'saldo'>;

function sumOf(accounts: readonly BalanceAccount[], varieties: readonly AccountVariety[]): number {
  return accounts.reduce(
    (sum, account) => (varieties.includes(account.variety) ? sum + account.saldo : sum),
    0,
  );
}

/** Winnings in cents: wins + bonus + extra_wins, over every account of those varieties. */
export function winningsBalance(accounts: readonly BalanceAccount[]): number {
  return sumOf(accounts, ['wins', 'bonus', 'extra_wins']);
}

/** The account varieties whose balances can be played with (SPEC §9); the server sums the same in SQL. */
export const PLAYABLE_VARIETIES = [
  'money',
  'extra_wins',
  'game_currency',
] as const satisfies readonly AccountVariety[];

/** What can be played with, in cents: money + extra_wins + game_currency. */
export function playableBalance(accounts: readonly BalanceAccount[]): number {
  return sumOf(accounts, PLAYABLE_VARIETIES);
}

/** Total in cents: the playable balance plus wins. */
export function totalBalance(accounts: readonly BalanceAccount[]): number {
  return playableBalance(accounts) + sumOf(accounts, ['wins']);
}

/**
 * Header of POST /api/v1/shop/orders and POST /api/v2/accounts/deposit naming one checkout attempt: the
 * same key answers the same result, and concurrent duplicates create one order or payment.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * The anti-forgery token (docs/decisions/0028-csrf.md): the server sets it as a cookie the app can read,
 * and every state-changing call echoes it in the header. `CSRF_TOKEN_PATH` answers a token for the
 * current session.
 */
export const CSRF_COOKIE = '_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_TOKEN_PATH = '/api/v1/csrf';

/**
 * What a client tells the player when a call it made got no answer at all (the connection dropped, the
 * server could not be reached): there is no error body to read a catalogued message from. A write may or
 * may not have arrived; the calls that move money or tickets carry idempotency keys or are safe to repeat.
 */
export const NETWORK_FAILURE_MESSAGE = 'Yhteys palveluun katkesi. Tarkista verkkoyhteys ja yritä uudelleen.';

/** The quick-claim token of an anonymous claimer: the claim calls set it as a cookie and answer it in the header. */
export const CLAIM_TOKEN_COOKIE = 'claim_token';
export const CLAIM_TOKEN_HEADER = 'claim-token';

/** The waiting order's token (SPEC §7): set as a cookie by POST /api/v1/shop/orders, sent back in the header. */
export const ORDER_TOKEN_COOKIE = 'order_token';
export const ORDER_TOKEN_HEADER = 'order-token';

/** Query parameter the bank's return redirect adds to the app page: the payment's stamp (GET /api/v1/payments/{stamp}). */
export const PAYMENT_RETURN_QUERY = 'maksu';

/**
 * What a claim's winner is asked before the commit (issue 12, item 6): a street address (`address`) only for a
 * product sent by post; a money value, a prize the operator handles (not claimable online) and a product sent
 * by email need only a way to reach the winner (`reach`: name, email, phone).
 */
export type ClaimContactNeed = 'address' | 'reach';

export function claimContactNeed(
  prize: Pick<ClaimPrize, 'product_claimable' | 'product_value_transferrable' | 'product_delivery'>,
): ClaimContactNeed {
  const byPost = (prize.product_delivery ?? 'post') === 'post';
  return prize.product_claimable && !prize.product_value_transferrable && byPost ? 'address' : 'reach';
}
