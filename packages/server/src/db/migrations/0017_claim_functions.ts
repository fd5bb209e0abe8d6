import { sql, type Kysely } from 'kysely';

/**
 * The two statements of a quick claim as PL/pgSQL functions (docs/decisions/0044-claims-throughput.md).
 * PL/pgSQL keeps the plans of its queries for the life of a connection, where the same SQL sent by the
 * server as an unnamed statement is planned again on every call: planning the attempt's joins cost more
 * than running them.
 *
 * `claim_attempt`: the lottery (what the claim checks of it), the source's recent code-attempt failures
 * (the address's in the last minute; the player's, or the address's anonymous ones, in the last hour) and
 * the lottery's ticket whose code hash the lottery's check type reads (codeFieldsOf: 2 code_b, 4 both, any
 * other code_a), with its series and prize product, locked NOWAIT when `p_lock`. No row: no such lottery.
 *
 * `claim_unclaimed_ticket`: marks the ticket claimed only if it is still unclaimed (locked NOWAIT) and
 * inserts the quick claim from it in the same statement; no row when it was no longer unclaimed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function claim_attempt(
      p_lottery_id bigint, p_hash_a text, p_hash_b text, p_hash_both text, p_ip text, p_user_id text,
      p_minute_ago timestamptz, p_hour_ago timestamptz, p_lock boolean)
    returns table (
      id bigint, quick_claim_enabled boolean, extra_lottery_enabled boolean, codes_check_type integer,
      active boolean, failures_ip_minute bigint, failures_hour bigint,
      ticket_id bigint, ticket_series_id bigint, ticket_product_id bigint, ticket_value bigint,
      ticket_transferrable boolean, ticket_claimable boolean, ticket_state text, ticket_product_delivery text,
      ticket_product_is_gift boolean, ticket_product_value bigint, ticket_series_active boolean,
      ticket_series_validity_end timestamptz)
    language plpgsql as $$
    #variable_conflict use_column
    declare
      v_hash text;
    begin
      select l.id, l.quick_claim_enabled, l.extra_lottery_enabled, l.codes_check_type, l.active
        into id, quick_claim_enabled, extra_lottery_enabled, codes_check_type, active
        from lotteries l where l.id = p_lottery_id;
      if not found then
        return;
      end if;
      select count(*) into failures_ip_minute from code_attempts a
       where a.failed and a.ip = p_ip and a.attempted_at > p_minute_ago;
      if p_user_id is null then
        select count(*) into failures_hour from code_attempts a
         where a.failed and a.ip = p_ip and a.user_id is null and a.attempted_at > p_hour_ago;
      else
        select count(*) into failures_hour from code_attempts a
         where a.failed and a.user_id = p_user_id and a.attempted_at > p_hour_ago;
      end if;
      v_hash := case codes_check_type when 2 then p_hash_b when 4 then p_hash_both else p_hash_a end;
      if v_hash is not null and p_lock then
        select t.id, t.series_id, t.product_id, t.value, t.transferrable, t.claimable, t.state, p.delivery,
               p.is_gift, p.value, s.active, s.user_account_validity_end
          into ticket_id, ticket_series_id, ticket_product_id, ticket_value, ticket_transferrable,
               ticket_claimable, ticket_state, ticket_product_delivery, ticket_product_is_gift,
               ticket_product_value, ticket_series_active, ticket_series_validity_end
          from tickets t join ticket_series s on s.id = t.series_id left join products p on p.id = t.product_id
         where t.lottery_id = p_lottery_id and t.code_hash = v_hash
           for update of t nowait;
      elsif v_hash is not null then
        select t.id, t.series_id, t.product_id, t.value, t.transferrable, t.claimable, t.state, p.delivery,
               p.is_gift, p.value, s.active, s.user_account_validity_end
          into ticket_id, ticket_series_id, ticket_product_id, ticket_value, ticket_transferrable,
               ticket_claimable, ticket_state, ticket_product_delivery, ticket_product_is_gift,
               ticket_product_value, ticket_series_active, ticket_series_validity_end
          from tickets t join ticket_series s on s.id = t.series_id left join products p on p.id = t.product_id
         where t.lottery_id = p_lottery_id and t.code_hash = v_hash;
      end if;
      return next;
    end
    $$`.execute(db);

  await sql`
    create function claim_unclaimed_ticket(
      p_ticket_id bigint, p_claim_token_hash text, p_state text, p_prize_code text, p_product_value bigint,
      p_committed_at timestamptz, p_now timestamptz)
    returns setof claims
    language plpgsql as $$
    declare
      v_claim claims;
    begin
      with claimed_ticket as (
        update tickets set state = 'claimed', claimed_by_user_id = null, claimed_at = p_now
         where tickets.id = (select t.id from tickets t where t.id = p_ticket_id and t.state = 'unclaimed'
                              for update nowait)
        returning tickets.id, tickets.lottery_id
      )
      insert into claims
        (ticket_id, lottery_id, claim_token_hash, state, prize_code, product_value, committed_at, created_at)
      select c.id, c.lottery_id, p_claim_token_hash, p_state, p_prize_code, p_product_value, p_committed_at, p_now
        from claimed_ticket c
      returning * into v_claim;
      if found then
        return next v_claim;
      end if;
      return;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function claim_unclaimed_ticket(bigint, text, text, text, bigint, timestamptz, timestamptz)`.execute(
    db,
  );
  await sql`drop function claim_attempt(bigint, text, text, text, text, text, timestamptz, timestamptz, boolean)`.execute(
    db,
  );
}
