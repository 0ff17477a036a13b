/** Merchant settings and the content the site reads: flags, rules, vendors, notices, resources, help. */
import { sql, type Kysely } from 'kysely';
import { idColumn } from './columns.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('merchants')
    .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('currency_symbol', 'varchar(8)', (c) => c.notNull())
    .addColumn('system_status', 'integer', (c) => c.notNull().defaultTo(0).check(sql`system_status in (0, 1, 2)`))
    .addColumn('gtag_id', 'varchar(32)')
    .addColumn('image_cdns', 'text', (c) => c.notNull())
    .addColumn('launch_cdns', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('merchant_flags')
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('merchant_flags_pk', ['merchant_code', 'name'])
    .execute();

  await db.schema
    .createTable('whitelabel_nodes')
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('parent_code', 'varchar(64)')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('whitelabel_nodes_pk', ['merchant_code', 'code'])
    .execute();

  await db.schema
    .createTable('blocked_countries')
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
    .addColumn('country_code', 'varchar(2)', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocked_countries_pk', ['merchant_code', 'country_code'])
    .execute();

  await db.schema
    .createTable('register_rules')
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
    .addColumn('field_key', 'varchar(32)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull())
    .addColumn('accepted_pattern', 'varchar(300)', (c) => c.notNull())
    .addColumn('pattern_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('min_length', 'integer', (c) => c.notNull())
    .addColumn('max_length', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('register_rules_pk', ['merchant_code', 'field_key'])
    .execute();

  await db.schema
    .createTable('countries')
    .addColumn('country_code', 'varchar(2)', (c) => c.primaryKey())
    .addColumn('dialing_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('vendors')
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
    .addColumn('vassalage', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('is_hot', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('vendors_pk', ['merchant_code', 'vassalage'])
    .execute();

  await idColumn(db.schema.createTable('notices'), db)
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
    .addColumn('announcement_type', 'varchar(4)', (c) => c.notNull())
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('popup', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notices_list').on('notices').columns(['merchant_code', 'lang', 'created_at']).execute();

  await idColumn(db.schema.createTable('banners'), db)
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
    .addColumn('group_name', 'varchar(32)', (c) => c.notNull())
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('resources')
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
    .addColumn('resource_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('qr_code_url', 'varchar(500)')
    .addColumn('label_name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('label_name_bn', 'varchar(100)', (c) => c.notNull())
    .addColumn('label_name_cn', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('resources_pk', ['merchant_code', 'resource_type'])
    .execute();

  await idColumn(db.schema.createTable('help_sections'), db)
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('anchor', 'varchar(64)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('customer_service_paths')
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
    .addColumn('type', 'varchar(8)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('customer_service_paths_pk', ['merchant_code', 'type'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'customer_service_paths',
    'help_sections',
    'resources',
    'banners',
    'notices',
    'vendors',
    'countries',
    'register_rules',
    'blocked_countries',
    'whitelabel_nodes',
    'merchant_flags',
    'merchants',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
