/**
 * The error codes (SPEC §8): every code the server may answer with, and reading the code of an error
 * body. The Finnish texts and HTTP statuses are in errors.ts; the two are apart so that a browser can
 * tell errors apart without loading every text (the app loads the texts when it first shows one).
 *
 * The codes come in three groups so that the spec's own texts stay recognisable:
 * - `specTextedErrorCodes`: SPEC §8 gives the Finnish text; it is copied exactly, typos included.
 * - `specUntextedErrorCodes`: SPEC §8 lists the code without a text; the text is ours.
 * - `ourErrorCodes`: codes the server needs that SPEC §8 lacks; code and text are ours.
 */

/** SPEC §8 codes whose Finnish text the spec gives (the code spelling is the spec's, typos included). */
export const specTextedErrorCodes = [
  'account_not_found',
  'admin_disallowed_claming_for_self',
  'already_partaking_extra_lottery',
  'another_claim_in_progress',
  'cannot_partake_extra_lottery',
  'cart_size_too_big',
  'deposit_limit',
  'earlier_unplayed_purchased_ticket_available',
  'game_client_invalid_version',
  'input_validation_error',
  'invalid_codes',
  'invalid_lottery_state',
  'missing_required_user_info',
  'no_saldo',
  'playtime_limited',
  'purchase_period_limited',
  'product_requires_option',
  'signature_has_expired',
  'strong_authentication_required',
  'ticket_already_claimed',
  'ticket_invalidated',
] as const;

/** SPEC §8 codes listed with "text not shown": the Finnish texts for these are ours. */
export const specUntextedErrorCodes = [
  'either_lottery_id_or_slug_must_be_defined',
  'extra_lottery_not_enabled',
  'invalid_auth_token',
  'invalid_claim_token',
  'invalid_token',
  'invalid_playable_ticket_token',
  'invalid_format',
  'invalid_input',
  'invalid_value',
  'invalid_variety',
  'invalid_payment_method',
  'invalid_postal_code',
  'invalid_product',
  'invalid_product_option',
  'invalid_task_type',
  'lottery_is_inactive',
  'lottery_not_found',
  'missing_payment_method',
  'missing_payment_value',
  'missing_value',
  'not_found',
  'not_integer',
  'partaking_extra_lottery_not_allowed',
  'playable_ticket_price_conflict',
  'prize_id_not_found_in_ticket_series',
  'product_attached_to_active_ticket_series',
  'product_attached_to_ticket_series',
  'product_is_not_gift',
  'product_not_found',
  'product_not_in_lottery',
  'product_option_not_found',
  'product_value_not_set',
  'query_param_user_id_not_allowed',
  'task_not_found',
  'ticket_not_found',
  'ticket_already_invalidated',
  'ticket_already_played',
  'ticket_not_yet_claimed',
  'ticket_series_account_value_validity_has_ended',
  'ticket_series_not_active',
  'ticket_series_not_found',
  'token_missing',
  'unknown_error',
  'user_is_a_required_property',
  'user_not_found',
  'value_too_big',
] as const;

/** Ours: codes the server needs that SPEC §8 does not list. */
export const ourErrorCodes = [
  'csrf_token_invalid',
  'too_many_attempts',
  'unauthorized',
  'forbidden',
  'payload_too_large',
  'invalid_signature',
  'payment_not_found',
  'personal_code_already_linked',
  'invalid_credentials',
  'email_already_registered',
  'names_locked',
  'play_paused',
  'play_limit_exceeded',
  'idempotency_key_reused',
  'order_not_pending',
  'request_timeout',
  'server_busy',
  'conflict',
  'quick_stop_active',
  'self_excluded',
  'limits_required',
  'limit_raise_not_due',
  'code_submissions_capped',
  'extra_draw_already_drawn',
  'extra_draw_not_closed',
  'playable_tickets_sold_out',
  'bundle_already_bought',
  'play_too_fast',
  'reality_check_due',
  'backup_in_progress',
  'cart_changed',
  'claim_taken_over',
] as const;

/** Every error code, SPEC §8 first, then ours. */
export const errorCodes = [...specTextedErrorCodes, ...specUntextedErrorCodes, ...ourErrorCodes] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** A parameter of an array-form code, e.g. the 50 of `["deposit_limit", 50]`. */
export type ErrorParameter = string | number;

/**
 * The body of a failed API call. `code` is either a plain code or an array whose first element is the code
 * and the rest its parameters (`["deposit_limit", 50]` fills `%1` of the text).
 */
export interface ApiErrorBody {
  code: ErrorCode | [ErrorCode, ...ErrorParameter[]];
  description?: string;
  title?: string;
}

const knownCodes: ReadonlySet<string> = new Set(errorCodes);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && knownCodes.has(value);
}

function isErrorParameter(value: unknown): value is ErrorParameter {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

interface ParsedErrorCode {
  code: ErrorCode;
  parameters: ErrorParameter[];
}

/** The code and parameters of an error body (plain or array form), or undefined when it has no code we know. */
export function parseErrorCode(body: unknown): ParsedErrorCode | undefined {
  if (typeof body !== 'object' || body === null || !('code' in body)) return undefined;
  const { code } = body;
  if (isErrorCode(code)) return { code, parameters: [] };
  if (Array.isArray(code)) {
    const [first, ...rest] = code as unknown[];
    if (isErrorCode(first) && rest.every(isErrorParameter)) return { code: first, parameters: rest };
  }
  return undefined;
}

/** The catalogued code of an error body (plain or array form), or undefined when it has none we know. */
export function errorCodeOf(body: unknown): ErrorCode | undefined {
  return parseErrorCode(body)?.code;
}
