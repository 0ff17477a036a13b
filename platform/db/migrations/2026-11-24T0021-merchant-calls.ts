/**
 * The remaining merchant calls of spec 7 (issue 19):
 * - merchant_regions: the region dropdown's entries (spec 3 "Region list entry": id, value, label) per menu group
 *   (gamingvenue today), labelled in both languages.
 * - merchant_domains: where a visitor arriving on one of the merchant's domains lands (the domain route).
 * - members.language: the language a member last chose; their messages, SMS and mail are written in it.
 * - the whitelabel switch LOGINIPVERIF3 (extra verification for a login from a registered address), off, for the
 *   merchants that exist already; a new merchant gets it from the seed.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('merchant_regions')
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
    .addColumn('menu_group', 'varchar(32)', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('value', 'varchar(64)', (c) => c.notNull())
    .addColumn('label_bn', 'varchar(100)', (c) => c.notNull())
    .addColumn('label_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('merchant_regions_pk', ['merchant_code', 'menu_group', 'id'])
    .execute();
  await db.schema
    .createTable('merchant_domains')
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
    // Lower case, without port: what the site sends as its host name.
    .addColumn('domain', 'varchar(253)', (c) => c.notNull())
    // A site path (starting with /) the visitor lands on.
    .addColumn('route', 'varchar(100)', (c) => c.notNull())
    .addPrimaryKeyConstraint('merchant_domains_pk', ['merchant_code', 'domain'])
    .execute();
  await db.schema.alterTable('members').addColumn('language', 'varchar(8)').execute();
  const merchants = await db.selectFrom('merchants').select('code').execute();
  for (const { code } of merchants) {
    const login = await db
      .selectFrom('whitelabel_nodes')
      .select('code')
      .where('merchant_code', '=', code)
      .where('code', '=', 'LOGIN')
      .executeTakeFirst();
    await db
      .insertInto('whitelabel_nodes')
      .values({
        merchant_code: code,
        code: 'LOGINIPVERIF3',
        parent_code: login ? 'LOGIN' : null,
        name: 'Extra verification (SMS or e-mail code) for a login from an address where an account was registered',
        enabled: 0,
        sort: 100,
      })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('whitelabel_nodes').where('code', '=', 'LOGINIPVERIF3').execute();
  await db.schema.alterTable('members').dropColumn('language').execute();
  await db.schema.dropTable('merchant_domains').execute();
  await db.schema.dropTable('merchant_regions').execute();
}
