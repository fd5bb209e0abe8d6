/**
 * The error catalogue (SPEC §8): the HTTP status of every code (error-codes.ts) and the Finnish text the
 * app shows in the red toast.
 */
import { parseErrorCode, type ErrorCode, type ErrorParameter } from './error-codes.ts';

// The app loads this module on a failed call and reads the code from it too.
export { errorCodeOf } from './error-codes.ts';

/**
 * Finnish toast texts. `%1`, `%2`, … are filled from the parameters of an array-form code.
 * The first group is SPEC §8's text exactly (including "osallistus" and the missing full stop after
 * "Arpajaista ei löytynyt"); the rest are ours.
 */
export const errorMessages: Record<ErrorCode, string> = {
  // SPEC §8, exactly as written there.
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

  // SPEC §8 codes without a text in the spec: the texts are ours.
  either_lottery_id_or_slug_must_be_defined: 'Arpajaisten tunniste puuttuu.',
  extra_lottery_not_enabled: 'Lisäarvonta ei ole käytössä.',
  invalid_auth_token: 'Virheellinen tunnistautumistunniste.',
  invalid_claim_token: 'Virheellinen lunastustunniste.',
  invalid_token: 'Virheellinen tunniste.',
  invalid_playable_ticket_token: 'Virheellinen pelattavan arvan tunniste.',
  invalid_format: 'Virheellinen muoto.',
  invalid_input: 'Virheellinen syöte.',
  invalid_value: 'Virheellinen arvo.',
  invalid_variety: 'Virheellinen tyyppi.',
  invalid_payment_method: 'Virheellinen maksutapa.',
  invalid_postal_code: 'Virheellinen postinumero.',
  invalid_product: 'Virheellinen tuote.',
  invalid_product_option: 'Virheellinen optio.',
  invalid_task_type: 'Virheellinen tehtävätyyppi.',
  lottery_is_inactive: 'Arpajaiset eivät ole käynnissä.',
  lottery_not_found: 'Arpajaisia ei löytynyt.',
  missing_payment_method: 'Valitse maksutapa.',
  missing_payment_value: 'Valitse summa.',
  missing_value: 'Puuttuva arvo.',
  not_found: 'Ei löytynyt.',
  not_integer: 'Ei kokonaisluku.',
  partaking_extra_lottery_not_allowed: 'Lisäarvontaan osallistuminen ei ole sallittu.',
  playable_ticket_price_conflict: 'Arvan hinta ei täsmää.',
  prize_id_not_found_in_ticket_series: 'Voittoa ei löytynyt arpasarjasta.',
  product_attached_to_active_ticket_series: 'Tuote on liitetty aktiiviseen arpasarjaan.',
  product_attached_to_ticket_series: 'Tuote on liitetty arpasarjaan.',
  product_is_not_gift: 'Tuote ei ole lahjatuote.',
  product_not_found: 'Tuotetta ei löytynyt.',
  product_not_in_lottery: 'Tuote ei kuulu arpajaisiin.',
  product_option_not_found: 'Optiota ei löytynyt.',
  product_value_not_set: 'Tuotteen arvoa ei ole asetettu.',
  query_param_user_id_not_allowed: 'Käyttäjätunnistetta ei voi antaa kyselyssä.',
  task_not_found: 'Tehtävää ei löytynyt.',
  ticket_not_found: 'Arpaa ei löytynyt.',
  ticket_already_invalidated: 'Arpa on jo mitätöity.',
  ticket_already_played: 'Arpa on jo pelattu.',
  ticket_not_yet_claimed: 'Arpaa ei ole vielä lunastettu.',
  ticket_series_account_value_validity_has_ended: 'Arpasarjan saldon voimassaolo on päättynyt.',
  ticket_series_not_active: 'Arpasarja ei ole aktiivinen.',
  ticket_series_not_found: 'Arpasarjaa ei löytynyt.',
  token_missing: 'Tunniste puuttuu.',
  unknown_error: 'Tuntematon virhe.',
  user_is_a_required_property: 'Käyttäjätiedot puuttuvat.',
  user_not_found: 'Käyttäjää ei löytynyt.',
  value_too_big: 'Arvo on liian suuri.',

  // Ours: codes SPEC §8 lacks.
  csrf_token_invalid: 'Istunnon suojaus ei kelpaa. Lataa sivu uudelleen.',
  too_many_attempts: 'Liian monta virheellistä yritystä. Yritä myöhemmin uudelleen.',
  unauthorized: 'Kirjaudu sisään.',
  forbidden: 'Ei käyttöoikeutta.',
  payload_too_large: 'Pyyntö on liian suuri.',
  invalid_signature: 'Virheellinen allekirjoitus.',
  payment_not_found: 'Maksua ei löytynyt.',
  personal_code_already_linked: 'Henkilötunnuksellasi on jo toinen vahvasti tunnistettu pelitili.',
  invalid_credentials: 'Virheellinen sähköpostiosoite tai salasana.',
  email_already_registered: 'Sähköpostiosoite on jo rekisteröity.',
  names_locked: 'Vahvasti tunnistautuneen käyttäjän nimeä ei voi muuttaa.',
  play_paused:
    'Pelitauko on voimassa %1 asti. Voit lunastaa voittoja, mutta et voi ostaa etkä lisätä saldoa.',
  play_limit_exceeded: 'Ostojen peliraja ylittyy: %1 on %2 €, jäljellä %3 €.',
  idempotency_key_reused: 'Sama pyyntö lähetettiin eri tiedoilla. Lataa sivu ja yritä uudelleen.',
  order_not_pending: 'Tilaus ei enää odota maksua. Katso tilauksen tila kohdasta Tilaukset.',
  request_timeout: 'Pyyntö kesti liian kauan. Tarkista yhteys ja yritä uudelleen.',
  server_busy: 'Palvelu on ruuhkautunut. Yritä hetken kuluttua uudelleen.',
  conflict: 'Samoja tietoja muutettiin samaan aikaan toisaalla. Yritä uudelleen.',
  quick_stop_active: 'Pikatauko on voimassa %1 asti. Et voi ostaa etkä lisätä saldoa ennen sitä.',
  self_excluded: 'Pelikielto on voimassa %1. Voit lunastaa voittoja, mutta et voi ostaa etkä lisätä saldoa.',
  limits_required: 'Aseta ensin päivä- ja kuukausikohtainen peliraja kohdassa Oma tili > Pelirajat.',
  limit_raise_not_due: 'Rajan korotuksen voi vahvistaa aikaisintaan %1.',
  code_submissions_capped:
    'Koodeja voi syöttää enintään %1 kuukaudessa. Voit syöttää koodeja taas %2 alkaen.',
  extra_draw_already_drawn: 'Tämän jakson lisäarvonta on jo arvottu.',
  extra_draw_not_closed: 'Lisäarvontaan voi vielä osallistua: arvonta tehdään jakson päätyttyä.',
  playable_tickets_sold_out: 'Arvat on myyty loppuun.',
  backup_in_progress: 'Varmuuskopiota tehdään jo. Odota, että se valmistuu, ja pyydä sitten uusi.',
  cart_changed: 'Ostoskoria muutettiin samaan aikaan toisaalla. Tarkista ostoskori ja yritä uudelleen.',
  claim_taken_over:
    'Arvan koodit syötettiin toisessa selaimessa, ja lunastus siirtyi sinne. Syötä koodit uudelleen, jos haluat jatkaa tässä.',
  bundle_already_bought: 'Tämän kuukauden arpapaketti on jo ostettu.',
  play_too_fast:
    'Odota hetki: seuraavan arvan voi ostaa tai avata aikaisintaan %1 sekunnin kuluttua edellisestä.',
  reality_check_due:
    'Peliaikamuistutus odottaa: katso pelikertasi yhteenveto ja valitse Jatka ennen seuraavaa ostoa.',
};

/**
 * The HTTP status the server answers each code with. SPEC §8 fixes only signature_has_expired (401);
 * the rest follow one rule: 400 malformed or invalid input, 401 no valid session, 403 a rule forbids it,
 * 404 the thing does not exist, 409 the thing's state does not allow it, 413 and 429 as HTTP defines them,
 * 500 unknown_error.
 */
export const errorStatus: Record<ErrorCode, number> = {
  account_not_found: 404,
  admin_disallowed_claming_for_self: 403,
  already_partaking_extra_lottery: 409,
  another_claim_in_progress: 409,
  cannot_partake_extra_lottery: 403,
  cart_size_too_big: 400,
  deposit_limit: 403,
  earlier_unplayed_purchased_ticket_available: 409,
  game_client_invalid_version: 400,
  input_validation_error: 400,
  invalid_codes: 400,
  invalid_lottery_state: 409,
  missing_required_user_info: 400,
  no_saldo: 409,
  playtime_limited: 403,
  purchase_period_limited: 403,
  product_requires_option: 400,
  signature_has_expired: 401,
  strong_authentication_required: 403,
  ticket_already_claimed: 409,
  ticket_invalidated: 409,

  either_lottery_id_or_slug_must_be_defined: 400,
  extra_lottery_not_enabled: 403,
  invalid_auth_token: 400,
  invalid_claim_token: 400,
  invalid_token: 401,
  invalid_playable_ticket_token: 400,
  invalid_format: 400,
  invalid_input: 400,
  invalid_value: 400,
  invalid_variety: 400,
  invalid_payment_method: 400,
  invalid_postal_code: 400,
  invalid_product: 400,
  invalid_product_option: 400,
  invalid_task_type: 400,
  lottery_is_inactive: 409,
  lottery_not_found: 404,
  missing_payment_method: 400,
  missing_payment_value: 400,
  missing_value: 400,
  not_found: 404,
  not_integer: 400,
  partaking_extra_lottery_not_allowed: 403,
  playable_ticket_price_conflict: 409,
  prize_id_not_found_in_ticket_series: 404,
  product_attached_to_active_ticket_series: 409,
  product_attached_to_ticket_series: 409,
  product_is_not_gift: 400,
  product_not_found: 404,
  product_not_in_lottery: 400,
  product_option_not_found: 404,
  product_value_not_set: 409,
  query_param_user_id_not_allowed: 403,
  task_not_found: 404,
  ticket_not_found: 404,
  ticket_already_invalidated: 409,
  ticket_already_played: 409,
  ticket_not_yet_claimed: 409,
  ticket_series_account_value_validity_has_ended: 409,
  ticket_series_not_active: 409,
  ticket_series_not_found: 404,
  token_missing: 401,
  unknown_error: 500,
  user_is_a_required_property: 400,
  user_not_found: 404,
  value_too_big: 400,

  csrf_token_invalid: 403,
  too_many_attempts: 429,
  unauthorized: 401,
  forbidden: 403,
  payload_too_large: 413,
  invalid_signature: 400,
  payment_not_found: 404,
  personal_code_already_linked: 409,
  invalid_credentials: 401,
  email_already_registered: 409,
  names_locked: 403,
  play_paused: 403,
  play_limit_exceeded: 403,
  idempotency_key_reused: 422,
  order_not_pending: 409,
  request_timeout: 408,
  server_busy: 503,
  conflict: 409,
  quick_stop_active: 403,
  self_excluded: 403,
  limits_required: 403,
  limit_raise_not_due: 409,
  code_submissions_capped: 429,
  extra_draw_already_drawn: 409,
  extra_draw_not_closed: 409,
  playable_tickets_sold_out: 409,
  bundle_already_bought: 409,
  play_too_fast: 429,
  reality_check_due: 409,
  backup_in_progress: 409,
  cart_changed: 409,
  claim_taken_over: 409,
};

const wholeNumber = new Intl.NumberFormat('fi-FI', { maximumFractionDigits: 0 });
/** The catalogue's fractional numbers are euros: written with their cents (`6,90`, not `6,9`). */
const euroNumber = new Intl.NumberFormat('fi-FI', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const finnishNumber = {
  format: (value: number) => (Number.isInteger(value) ? wholeNumber : euroNumber).format(value),
};

/**
 * Fills `%1`, `%2`, … of a code's text with its parameters. Numbers are written the Finnish way
 * (`1 000`, `12,50`, with U+00A0 no-break spaces); a placeholder without a parameter is left as it is.
 */
export function formatErrorMessage(code: ErrorCode, parameters: readonly ErrorParameter[] = []): string {
  return errorMessages[code].replace(/%(\d+)/g, (placeholder, index: string) => {
    const parameter = parameters[Number(index) - 1];
    if (parameter === undefined) return placeholder;
    return typeof parameter === 'number' ? finnishNumber.format(parameter) : parameter;
  });
}

function nonEmptyString(body: unknown, key: 'description' | 'title'): string | undefined {
  if (typeof body !== 'object' || body === null || !(key in body)) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The text of the red toast for a failed call (SPEC §8): the catalogue text of the body's code (an array
 * code formatted with its parameters); otherwise the body's description, then its title, then
 * "{status} {statusText}".
 */
export function errorToastText(body: unknown, status: number, statusText: string): string {
  const parsed = parseErrorCode(body);
  if (parsed) return formatErrorMessage(parsed.code, parsed.parameters);
  return (
    nonEmptyString(body, 'description') ?? nonEmptyString(body, 'title') ?? `${status} ${statusText}`.trim()
  );
}
