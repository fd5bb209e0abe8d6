import { sql, type Kysely } from 'kysely';

/**
 * `claim_attempt` takes the one code hash to look the ticket up by instead of three candidates it chose
 * from by the lottery's `codes_check_type`: which codes a check type reads is a rule of the contract
 * (`codeFieldsOf`) and lives there alone. The server picks the hash by the check type it last saw for the
 * lottery and asks again when the answer shows another (docs/decisions/0044-claims-throughput.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop function claim_attempt(bigint, text, text, text, text, text, timestamptz, timestamptz, boolean)`.execute(
    db,
  );
  await sql`
    create function claim_attempt(
      p_lottery_id bigint, p_hash text, p_ip text, p_user_id text,
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
      if p_hash is not null and p_lock then
        select t.id, t.series_id, t.product_id, t.value, t.transferrable, t.claimable, t.state, p.delivery,
               p.is_gift, p.value, s.active, s.user_account_validity_end
          into ticket_id, ticket_series_id, ticket_product_id, ticket_value, ticket_transferrable,
               ticket_claimable, ticket_state, ticket_product_delivery, ticket_product_is_gift,
               ticket_product_value, ticket_series_active, ticket_series_validity_end
          from tickets t join ticket_series s on s.id = t.series_id left join products p on p.id = t.product_id
         where t.lottery_id = p_lottery_id and t.code_hash = p_hash
           for update of t nowait;
      elsif p_hash is not null then
        select t.id, t.series_id, t.product_id, t.value, t.transferrable, t.claimable, t.state, p.delivery,
               p.is_gift, p.value, s.active, s.user_account_validity_end
          into ticket_id, ticket_series_id, ticket_product_id, ticket_value, ticket_transferrable,
               ticket_claimable, ticket_state, ticket_product_delivery, ticket_product_is_gift,
               ticket_product_value, ticket_series_active, ticket_series_validity_end
          from tickets t join ticket_series s on s.id = t.series_id left join products p on p.id = t.product_id
         where t.lottery_id = p_lottery_id and t.code_hash = p_hash;
      end if;
      return next;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function claim_attempt(bigint, text, text, text, timestamptz, timestamptz, boolean)`.execute(
    db,
  );
}
