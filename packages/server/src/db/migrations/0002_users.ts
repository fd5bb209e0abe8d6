import { sql, type Kysely } from 'kysely';

/** Users of the identity provider, oidc-provider's stored models and the issuer's keys. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('sub', 'text', (column) => column.notNull().unique())
    .addColumn('email', 'text', (column) => column.unique().check(sql`email = lower(email)`))
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('phone', 'text')
    .addColumn('street_address', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('city', 'text')
    .addColumn('marketing_permission', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('marketing_allowed', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('advertisement_allowed', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('strongly_authenticated_at', 'timestamptz')
    .addColumn('strong_first_names', 'text')
    .addColumn('strong_family_name', 'text')
    .addColumn('is_admin', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('oidc_payloads')
    .addColumn('model', 'text', (column) => column.notNull())
    .addColumn('id', 'text', (column) => column.notNull())
    .addColumn('payload', 'jsonb', (column) => column.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('oidc_payloads_pkey', ['model', 'id'])
    .execute();
  await db.schema
    .createIndex('oidc_payloads_grant_id')
    .on('oidc_payloads')
    .columns(['model', 'grant_id'])
    .execute();
  await db.schema.createIndex('oidc_payloads_uid').on('oidc_payloads').columns(['model', 'uid']).execute();
  await db.schema
    .createIndex('oidc_payloads_user_code')
    .on('oidc_payloads')
    .columns(['model', 'user_code'])
    .execute();
  await db.schema.createIndex('oidc_payloads_expires_at').on('oidc_payloads').column('expires_at').execute();

  await db.schema
    .createTable('idp_keys')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'jsonb', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idp_keys').execute();
  await db.schema.dropTable('oidc_payloads').execute();
  await db.schema.dropTable('users').execute();
}
