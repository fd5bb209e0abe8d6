import { describe, expect, it } from 'vitest';
import {
  errorCodeOf,
  errorCodes,
  isErrorCode,
  ourErrorCodes,
  specTextedErrorCodes,
  specUntextedErrorCodes,
} from './error-codes.ts';
import { errorMessages, errorStatus, errorToastText, formatErrorMessage } from './errors.ts';
import errorsDoc from '../../../docs/errors.md?raw';

const NBSP = '\u00a0';

// Copied by hand from SPEC §8 so that a changed text or a lost code fails here.
const specTexts: Record<string, string> = {
  account_not_found: 'Arpajaista ei löytynyt',
  admin_disallowed_claming_for_self: 'Ylläpitäjä ei voi lunastaa itselleen.',
  already_partaking_extra_lottery: 'Osallistuu jo lisäarvontaan.',
  another_claim_in_progress: 'Toinen lunastus meneillään.',
  cannot_partake_extra_lottery: 'Lisäarvontaan ei voi osallistus.',
  cart_size_too_big: 'Tuotekori liian iso.',
  deposit_limit: 'Saldon lisäysraja ylittyy, sallittu %1 euroa.',
  earlier_unplayed_purchased_ticket_available: 'Aiemmin ostettu pelaamaton arpa löytyi.',
  game_client_invalid_version: 'Virheellinen asiakasohjelman versio.',
  input_validation_error: 'Syötevirhe.',
  invalid_codes: 'Virheelliset koodit.',
  invalid_lottery_state: 'Virheellinen arpajaisen tila.',
  missing_required_user_info: 'Vaaditut asiakastiedot puuttuu.',
  no_saldo: 'Ei saldoa.',
  playtime_limited: 'Peliaika on rajoitettu.',
  purchase_period_limited: 'Ostojen peliraja ylittyi.',
  product_requires_option: 'Tuote vaatii option.',
  signature_has_expired: 'Istunto vanheni.',
  strong_authentication_required: 'Vahva tunnistautuminen vaaditaan.',
  ticket_already_claimed: 'Arpa on jo lunastettu.',
  ticket_invalidated: 'Arpa on mitätöity.',
};

const specCodesWithoutText = [
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
];

const serverCodes = [
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
];

describe('error catalogue', () => {
  it('knows every SPEC §8 code and every code the server adds', () => {
    for (const code of [...Object.keys(specTexts), ...specCodesWithoutText, ...serverCodes]) {
      expect(isErrorCode(code), code).toBe(true);
    }
    expect(errorCodes).toHaveLength(
      Object.keys(specTexts).length + specCodesWithoutText.length + serverCodes.length,
    );
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
  });

  it('groups the codes as the spec does: with a text, without one, and ours', () => {
    expect([...specTextedErrorCodes].sort()).toEqual(Object.keys(specTexts).sort());
    expect([...specUntextedErrorCodes].sort()).toEqual([...specCodesWithoutText].sort());
    expect([...ourErrorCodes].sort()).toEqual([...serverCodes].sort());
  });

  it('uses the spec texts exactly, typos included', () => {
    for (const [code, text] of Object.entries(specTexts)) {
      expect(errorMessages[code as keyof typeof errorMessages], code).toBe(text);
    }
  });

  it('has a Finnish text of its own for every code', () => {
    for (const code of errorCodes) {
      expect(errorMessages[code].trim(), code).not.toBe('');
      expect(errorMessages[code], code).not.toBe(code);
    }
    expect(errorMessages.invalid_format).toBe('Virheellinen muoto.');
    expect(errorMessages.missing_value).toBe('Puuttuva arvo.');
    expect(errorMessages.not_found).toBe('Ei löytynyt.');
    expect(errorMessages.unknown_error).toBe('Tuntematon virhe.');
    expect(errorMessages.too_many_attempts).toBe(
      'Liian monta virheellistä yritystä. Yritä myöhemmin uudelleen.',
    );
  });

  it('gives every code an HTTP error status, 401 for an expired session', () => {
    for (const code of errorCodes) {
      expect(errorStatus[code], code).toBeGreaterThanOrEqual(400);
      expect(errorStatus[code], code).toBeLessThan(600);
    }
    expect(errorStatus.signature_has_expired).toBe(401);
    expect(errorStatus.too_many_attempts).toBe(429);
    expect(errorStatus.csrf_token_invalid).toBe(403);
    expect(errorStatus.unauthorized).toBe(401);
    expect(errorStatus.forbidden).toBe(403);
    expect(errorStatus.payload_too_large).toBe(413);
  });

  it('rejects strings that are not codes', () => {
    expect(isErrorCode('no_such_code')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
    expect(isErrorCode(['deposit_limit'])).toBe(false);
  });
});

describe('formatErrorMessage', () => {
  it('fills %1 of deposit_limit', () => {
    expect(formatErrorMessage('deposit_limit', [50])).toBe('Saldon lisäysraja ylittyy, sallittu 50 euroa.');
  });
  it('writes number parameters the Finnish way', () => {
    expect(formatErrorMessage('deposit_limit', [1000])).toBe(
      `Saldon lisäysraja ylittyy, sallittu 1${NBSP}000 euroa.`,
    );
    expect(formatErrorMessage('deposit_limit', [12.5])).toBe(
      'Saldon lisäysraja ylittyy, sallittu 12,50 euroa.',
    );
    // Euros with cents keep both digits of the cents.
    expect(formatErrorMessage('play_limit_exceeded', ['Päivän peliraja', 500, 6.9])).toBe(
      'Ostojen peliraja ylittyy: Päivän peliraja on 500 €, jäljellä 6,90 €.',
    );
  });
  it('takes string parameters as they are', () => {
    expect(formatErrorMessage('deposit_limit', ['75'])).toBe('Saldon lisäysraja ylittyy, sallittu 75 euroa.');
  });
  it('leaves texts without placeholders unchanged', () => {
    expect(formatErrorMessage('no_saldo', [1])).toBe('Ei saldoa.');
  });
});

describe('errorToastText', () => {
  it('shows the catalogue text of a plain code', () => {
    expect(errorToastText({ code: 'ticket_already_claimed' }, 409, 'Conflict')).toBe(
      'Arpa on jo lunastettu.',
    );
  });

  it('formats an array code with its parameters', () => {
    expect(errorToastText({ code: ['deposit_limit', 50] }, 403, 'Forbidden')).toBe(
      'Saldon lisäysraja ylittyy, sallittu 50 euroa.',
    );
  });

  it('prefers the catalogue text over description and title', () => {
    expect(
      errorToastText(
        { code: 'cart_size_too_big', description: 'Cart too big', title: 'Bad Request' },
        400,
        'Bad Request',
      ),
    ).toBe('Tuotekori liian iso.');
  });

  it('falls back to the description, then the title, then the status line', () => {
    const described = { description: 'Palvelu on huollossa', title: 'Huolto' };
    expect(errorToastText(described, 503, 'Service Unavailable')).toBe('Palvelu on huollossa');
    expect(errorToastText({ title: 'Huolto' }, 503, 'Service Unavailable')).toBe('Huolto');
    expect(errorToastText({}, 503, 'Service Unavailable')).toBe('503 Service Unavailable');
  });

  it('skips an empty description or title', () => {
    expect(errorToastText({ description: '', title: 'Huolto' }, 503, 'Service Unavailable')).toBe('Huolto');
    expect(errorToastText({ description: ' ', title: '' }, 502, 'Bad Gateway')).toBe('502 Bad Gateway');
  });

  it('falls back when the code is unknown, in plain or array form', () => {
    expect(errorToastText({ code: 'brand_new_code', description: 'Uusi virhe' }, 400, 'Bad Request')).toBe(
      'Uusi virhe',
    );
    expect(errorToastText({ code: ['brand_new_code', 1] }, 400, 'Bad Request')).toBe('400 Bad Request');
    expect(errorToastText({ code: [] }, 400, 'Bad Request')).toBe('400 Bad Request');
    expect(errorToastText({ code: ['deposit_limit', { euros: 50 }] }, 400, 'Bad Request')).toBe(
      '400 Bad Request',
    );
  });

  it('copes with bodies that are not error objects', () => {
    expect(errorToastText(null, 500, 'Internal Server Error')).toBe('500 Internal Server Error');
    expect(errorToastText('<html>Bad Gateway</html>', 502, 'Bad Gateway')).toBe('502 Bad Gateway');
    expect(errorToastText(undefined, 500, '')).toBe('500');
  });
});

describe('errorCodeOf', () => {
  it('reads plain and array codes, so the app can spot an expired session', () => {
    expect(errorCodeOf({ code: 'signature_has_expired' })).toBe('signature_has_expired');
    expect(errorCodeOf({ code: ['deposit_limit', 50] })).toBe('deposit_limit');
    expect(errorCodeOf({ code: 'brand_new_code' })).toBeUndefined();
    expect(errorCodeOf({ description: 'x' })).toBeUndefined();
  });
});

describe('docs/errors.md', () => {
  const rows = new Map(
    errorsDoc
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => {
        const [code, status, text, source] = line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim());
        return [code.replaceAll('`', ''), { status: Number(status), text, source }];
      }),
  );

  it('lists every code with the status and text of the catalogue', () => {
    expect([...rows.keys()].sort()).toEqual([...errorCodes].sort());
    for (const code of errorCodes) {
      expect(rows.get(code), code).toMatchObject({ status: errorStatus[code], text: errorMessages[code] });
    }
  });

  it('marks which texts are the spec’s and which are ours', () => {
    for (const code of specTextedErrorCodes) expect(rows.get(code)?.source, code).toBe('SPEC');
    for (const code of [...specUntextedErrorCodes, ...ourErrorCodes]) {
      expect(rows.get(code)?.source, code).toMatch(/^ours/);
    }
  });
});
