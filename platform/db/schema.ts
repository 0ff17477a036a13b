/** Table types for Kysely. Flags are integers 0/1 and timestamps ISO-8601 UTC text on both stores. */
import type { ColumnType, Generated } from 'kysely';
import type { PromotionTables } from '../modules/promotions/tables.ts';
import type { RebateTables } from '../modules/rebates/tables.ts';
import type { VipTables } from '../modules/vip/tables.ts';
import type { AgentContractTables } from '../modules/agent-contracts/tables.ts';
import type { PointsTables } from '../modules/points/tables.ts';
import type { RaffleTables } from '../modules/raffles/tables.ts';
import type { LotteryImportTables } from '../vendor/lottery/import-tables.ts';
import type { MissionTables } from '../modules/missions/tables.ts';
import type { ReferralTables } from '../modules/referral/tables.ts';

export type Flag = 0 | 1;

export interface MerchantsTable {
  code: string;
  name: string;
  currency: string;
  currency_symbol: string;
  /** 0 normal, 1 maintenance, 2 region restricted (spec 4, App start). */
  system_status: number;
  gtag_id: string | null;
  /** JSON arrays of base URLs; one is picked at random per page view (spec 9). */
  image_cdns: string;
  launch_cdns: string;
  updated_at: string;
}

export interface MerchantFlagsTable {
  merchant_code: string;
  name: string;
  enabled: Flag;
}

export interface WhitelabelNodesTable {
  merchant_code: string;
  code: string;
  parent_code: string | null;
  name: string;
  enabled: Flag;
  sort: number;
}

export interface BlockedCountriesTable {
  merchant_code: string;
  country_code: string;
}

export interface RegisterRulesTable {
  merchant_code: string;
  field_key: string;
  enabled: Flag;
  required: Flag;
  accepted_pattern: string;
  pattern_id: string;
  min_length: number;
  max_length: number;
  sort: number;
}

export interface CountriesTable {
  country_code: string;
  dialing_code: string;
  sort: number;
}

/** seamless: the vendor's games play the main wallet (no wallet of its own); transfer: they play the vendor's wallet. */
export type VendorWalletMode = 'seamless' | 'transfer';

export interface VendorsTable {
  merchant_code: string;
  vassalage: string;
  name: string;
  category: string;
  is_hot: Flag;
  enabled: Flag;
  sort: number;
  wallet_mode: Generated<VendorWalletMode>;
}

export interface NoticesTable {
  id: Generated<number>;
  merchant_code: string;
  /** Spec announcement types: B, PL, PU, PR, H. */
  announcement_type: string;
  lang: string;
  title: string;
  /** Server HTML; the site sanitizes it before it reaches the DOM. */
  content: string;
  popup: Flag;
  created_at: string;
}

export interface BannersTable {
  id: Generated<number>;
  merchant_code: string;
  group_name: string;
  lang: string;
  url: string;
  sort: number;
}

export interface ResourcesTable {
  merchant_code: string;
  resource_type: string;
  url: string;
  qr_code_url: string | null;
  label_name_en: string;
  label_name_bn: string;
  label_name_cn: string;
  sort: number;
}

export interface HelpSectionsTable {
  id: Generated<number>;
  merchant_code: string;
  lang: string;
  anchor: string;
  title: string;
  body: string;
  sort: number;
}

export interface CustomerServicePathsTable {
  merchant_code: string;
  type: string;
  url: string;
  sort: number;
}

/** A player, agent or trial account (spec 3). Usernames are unique per merchant whatever their case. */
export interface MembersTable {
  id: Generated<number>;
  merchant_code: string;
  username: string;
  /** The username in lower case: what uniqueness and login compare. */
  username_key: string;
  /** argon2id PHC string. */
  password_hash: string;
  /** Spec isAgent: 0 member, 1/2/41/42 agent types, 4 trial. */
  account_type: number;
  nickname: string;
  country_dialing_code: string | null;
  mobile_num: string | null;
  /** The mobile number in E.164 form: unique per merchant when present. */
  mobile_e164: string | null;
  email: string | null;
  payee_name: string | null;
  payment_password_hash: string | null;
  qq_num: string | null;
  line: string | null;
  whatsapp: string | null;
  facebook: string | null;
  wechat: string | null;
  id_number: string | null;
  id_type: string | null;
  recommender_id: string | null;
  referral_code: string | null;
  /** An agent's invitation code, upper case, unique per merchant. */
  affiliate_code: string | null;
  /** The inviting agent's member id. */
  to_upline: number | null;
  club_label: string;
  rank_level: number;
  /** Trial marker: the wallet gives such members a play balance, never real money. */
  trial: Flag;
  /** 'active' or 'disabled'. */
  status: string;
  register_url: string | null;
  register_domain: string | null;
  register_method: string | null;
  register_ip: string | null;
  /** Set by a temporary password (forgot by email): the next login must change it. */
  must_change_password: Flag;
  password_changed_at: string;
  last_login_at: string | null;
  created_at: string;
  /** The language the member last chose (bn, en); null until they choose: messages then use the site default. */
  language: string | null;
}

/** A region dropdown entry (spec 3 "Region list entry") in one menu group. */
export interface MerchantRegionsTable {
  merchant_code: string;
  menu_group: string;
  id: number;
  value: string;
  label_bn: string;
  label_en: string;
  sort: number;
}

/** Where a visitor arriving on one of the merchant's domains lands (spec 7 "Domain route"). */
export interface MerchantDomainsTable {
  merchant_code: string;
  domain: string;
  route: string;
}

export interface MemberLabelsTable {
  member_id: number;
  label_name: string;
}

/** A login. Only the SHA-256 of the token is kept, so a copy of the table opens no session. */
export interface SessionsTable {
  token_hash: string;
  member_id: number;
  /** How it began: username, sms, register, freeplay, password. */
  login_kind: string;
  /** Begun with the password 123456 or an expired one: the password change may omit the old password. */
  forced_change: Flag;
  ip: string;
  created_at: string;
  last_seen_at: string;
  /** Set for a remembered session ("remember me", one day): it ends then whatever its use; null: idle expiry. */
  expires_at: string | null;
}

/** A sign-in identity from Firebase (Google, Facebook, phone) linked to a member; one member per identity. */
export interface MemberIdentitiesTable {
  id: Generated<number>;
  provider: string;
  /** The Firebase user id (the ID token's sub). */
  subject: string;
  member_id: number;
  created_at: string;
}

/** SMS codes, hashed; single use, with an attempt count and an expiry. */
export interface VerificationCodesTable {
  id: Generated<number>;
  merchant_code: string;
  mobile_e164: string;
  /** login, register or password. */
  purpose: string;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface CaptchasTable {
  id: string;
  answer: string;
  created_at: string;
  expires_at: string;
}

/** Failure counts and locks by key (platform/limits/attempt-counters.ts); times in epoch milliseconds. */
export interface RateLimitWindowsTable {
  key: string;
  count: number;
  /** Epoch milliseconds; bigint on PostgreSQL: convert with Number(). */
  ends_at: number | bigint;
}

export interface AttemptCountersTable {
  key: string;
  attempts: number;
  /** Read as number on SQLite and bigint on PostgreSQL: convert with Number(). */
  window_ends_at: number | bigint;
  locked_until: number | bigint;
  lock_ms: number | bigint;
}

/** Codes mailed by "forgot password by email"; only a hash is kept. */
export interface PasswordResetCodesTable {
  id: Generated<number>;
  member_id: number;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Messages the development SMS and mail senders delivered (a real gateway replaces them in production). */
export interface OutboxTable {
  id: Generated<number>;
  merchant_code: string;
  /** sms or email. */
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
}

/** RSA key pairs that unwrap encrypted call bodies (docs/encrypted-calls.md). */
export interface BodyKeysTable {
  key_id: string;
  /** SPKI DER, base64. */
  public_key: string;
  /** PKCS#8 DER, base64. */
  private_key: string;
  created_at: string;
}

/** A ledger account. Only tracked (member) accounts keep a balance row; a system account's balance is the sum of its postings. */
export interface LedgerAccountsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number | null;
  /** main, vendor (a game vendor's wallet), or a system kind: house, gateway, bonus, adjustment, payout. */
  kind: string;
  vendor: string;
  currency: string;
  tracked: Flag;
  /** Minor units; read as number on SQLite and bigint on PostgreSQL: convert with toMinor(). */
  balance_minor: bigint;
  /** Minor units held by pending transfers (a withdrawal in process, a bet in play). */
  held_minor: bigint;
  created_at: string;
}

/** A movement of money, identified by its idempotency id. Never updated; a correction is a new transfer. */
export interface LedgerTransfersTable {
  id: string;
  merchant_code: string;
  /** Why the money moved (platform/modules/ledger/codes.ts). */
  code: string;
  debit_account_id: number;
  credit_account_id: number;
  amount_minor: bigint;
  /** posted (money moved), pending (a hold), post or void (the resolution of a pending transfer). */
  kind: string;
  pending_id: string | null;
  /** SHA-256 of the request: the same id with other data is refused. */
  request_hash: string;
  /** The answer given the first time, JSON: a replay gets it again. */
  result: string;
  metadata: string;
  created_at: string;
}

export interface LedgerPostingsTable {
  id: Generated<number>;
  transfer_id: string;
  account_id: number;
  /** Signed minor units: the credit positive, the debit negative. */
  amount_minor: bigint;
  created_at: string;
}

/** A notification to a member; `kind` names its text (platform/modules/messages/texts.ts), `params` fills it. */
export interface MemberMessagesTable {
  id: Generated<number>;
  member_id: number;
  kind: string;
  params: string;
  read_at: string | null;
  created_at: string;
}

/** A way to pay in: a payment method (PAYMENT_* resource) through one gateway, with its limits and presets. */
export interface DepositChannelsTable {
  id: Generated<number>;
  merchant_code: string;
  method: string;
  code: string;
  name_en: string;
  name_bn: string;
  gateway: string;
  /** Minor units; read as number on SQLite and bigint on PostgreSQL: convert with toMinor(). */
  min_minor: bigint;
  max_minor: bigint;
  /** JSON array of minor-unit amounts as decimal strings. */
  presets: string;
  enabled: Flag;
  sort: number;
}

/** A member's deposit with a gateway: pending until the gateway's signed notification says paid or failed. */
export interface DepositOrdersTable {
  id: string;
  merchant_code: string;
  member_id: number;
  channel_id: number;
  gateway: string;
  amount_minor: bigint;
  currency: string;
  status: 'pending' | 'paid' | 'failed' | 'expired';
  request_id: string;
  gateway_ref: string | null;
  created_at: string;
  expires_at: string;
  updated_at: string;
  /** The bonus the player chose with this deposit (migration 0023); null: none. */
  promotion_slug: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A merchant's withdrawal rules (amounts in minor units). */
export interface WithdrawalSettingsTable {
  merchant_code: string;
  min_minor: bigint;
  max_minor: bigint;
  daily_count: number;
  /** Bets since the last deposit must reach this percent of it (100 = 1x). */
  turnover_percent: number;
  /** Minutes after payout before an unconfirmed withdrawal counts as received. */
  confirm_minutes: number;
}

/** Where a member's withdrawals are paid: a mobile wallet (bkash, nagad, rocket) or a bank account. */
export interface PayeeAccountsTable {
  id: Generated<number>;
  member_id: number;
  kind: string;
  holder_name: string;
  account_number: string;
  bank_name: string | null;
  created_at: string;
}

/** A withdrawal order; its money is the ledger hold `hold_id` (posted when paid, voided when rejected). */
export interface WithdrawalsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  payee_account_id: number;
  amount_minor: bigint;
  request_id: string;
  hold_id: string;
  /** in_process, approved, paid, rejected. */
  status: string;
  reason: string | null;
  /** received, not_received, full_payment (spec 4), or null while unanswered. */
  confirmation: string | null;
  /** player, timeout or forced. */
  confirmed_by: string | null;
  confirmed_at: string | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface WithdrawalProofsTable {
  id: Generated<number>;
  withdrawal_id: number;
  stored_name: string;
  media_type: string;
  size_bytes: number;
  created_at: string;
}

/** A player's feedback or complaint and the operator's answer. */
export interface FeedbackTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  /** suggestion, complaint, payment (a payment issue) or game (a game issue). */
  type: string;
  content: string;
  /** open, answered (the operator replied) or closed. */
  status: string;
  reply: string | null;
  replied_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface FeedbackImagesTable {
  id: Generated<number>;
  feedback_id: number;
  stored_name: string;
  media_type: string;
  size_bytes: number;
  created_at: string;
}

/** The avatar a member chose (a name from the committed set); no row means the default one. */
export interface MemberAvatarsTable {
  member_id: number;
  avatar: string;
  updated_at: string;
}

/** A game of a vendor (spec 3 "Game object"); is_game 'VASSALAGE' marks an item that opens a popup list. */
export interface GamesTable {
  id: Generated<number>;
  merchant_code: string;
  vassalage: string;
  code: string;
  name_en: string;
  name_bn: string;
  category: string;
  image: string;
  is_hot: Flag;
  sort: number;
  is_game: 'GAME' | 'VASSALAGE';
  game_type: string | null;
  account_type_name: string | null;
  default_play_type: string | null;
  enabled: Flag;
}

export interface GameFavouritesTable {
  member_id: number;
  game_id: number;
  created_at: string;
}

export interface GameRecentsTable {
  member_id: number;
  game_id: number;
  last_played_at: string;
}

/** A game opened by a launch: the vendor's calls name it by its token (stored as SHA-256 only). */
export interface GameSessionsTable {
  token_hash: string;
  merchant_code: string;
  member_id: number;
  vassalage: string;
  game_code: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  /** 1: a trial's session, playing the practice book only (issue 13). */
  practice: ColumnType<Flag, Flag | undefined, never>;
  /** The login session that launched it: the game session lives only as long as that one (migration 0014). */
  login_token_hash: string;
}

/** Something an operator must look at (a refused over-cap win), listed by `npm run ops -- alerts`. */
export interface OperatorAlertsTable {
  id: Generated<number>;
  merchant_code: string;
  kind: string;
  member_id: number | null;
  subject: string;
  detail: string;
  created_at: string;
}

/** One seamless-wallet call that was answered for good (a bet, win, refund, or the void marker of an unknown bet). */
export interface SeamlessTransactionsTable {
  id: Generated<number>;
  merchant_code: string;
  vendor: string;
  transaction_id: string;
  kind: 'bet' | 'win' | 'refund' | 'void';
  round_id: string;
  member_id: number;
  game_code: string | null;
  /** Minor units; read as number on SQLite and bigint on PostgreSQL: convert with toMinor(). */
  amount_minor: bigint;
  original_transaction_id: string | null;
  transfer_id: string | null;
  request_hash: string;
  answer_status: number;
  answer: string;
  created_at: string;
}

/** One round of the built-in game vendor (platform/vendor): its seeds, bet, outcome and how far it got. */
export interface VendorRoundsTable {
  id: string;
  vassalage: string;
  game_code: string;
  session_hash: string;
  player_ref: string | null;
  server_seed: string;
  seed_hash: string;
  client_seed: string;
  nonce: number;
  /** Minor units; read as number on SQLite and bigint on PostgreSQL: convert with toMinor(). */
  bet_minor: bigint | null;
  bet_detail: string | null;
  debited: number;
  outcome: string | null;
  win_minor: bigint | null;
  state: 'committed' | 'open' | 'settled' | 'refunded';
  created_at: string;
  opened_at: string | null;
  closed_at: string | null;
}

/** PVP bingo rooms' draw cycles (platform/vendor/rooms). */
export interface RoomCyclesTable {
  id: string;
  vassalage: string;
  game_code: string;
  /** Read as number on SQLite and bigint or string on PostgreSQL: convert with Number(). */
  cycle_no: number | bigint | string;
  server_seed: string;
  seed_hash: string;
  draw_at: string;
  state: 'open' | 'drawing' | 'settled';
  claimed_until: string | null;
  balls: string | null;
  settled_at: string | null;
}

/** The cards sold in a room's cycle, one per seat. */
export interface RoomCardsTable {
  id: string;
  cycle_id: string;
  seat: number;
  session_hash: string;
  player_ref: string;
  /** Minor units; convert with toMinor(). */
  price_minor: bigint;
  card: string;
  debited: number;
  win_minor: bigint | null;
  pattern: string | null;
  state: 'open' | 'settled' | 'refunded';
  created_at: string;
  closed_at: string | null;
}

/** The lottery vendor's seed chains (platform/vendor/lottery): one per game and starting draw. */
export interface LotteryChainsTable {
  game_code: string;
  first_draw_no: number | bigint | string;
  length: number;
  terminal_seed: string;
  anchor_hash: string;
  created_at: string;
}

/** The lottery vendor's draws; draw_no and chain_first_draw_no: convert with Number(). */
export interface LotteryDrawsTable {
  id: string;
  vassalage: string;
  game_code: string;
  draw_no: number | bigint | string;
  chain_first_draw_no: number | bigint | string;
  chain_index: number;
  server_seed: string;
  seed_hash: string;
  draw_at: string;
  close_at: string;
  state: 'open' | 'drawing' | 'settled' | 'cancelled';
  claimed_until: string | null;
  result: string | null;
  drawn_at: string | null;
  settled_at: string | null;
}

/** The lottery vendor's tickets; money in minor units, convert with toMinor(). */
export interface LotteryTicketsTable {
  id: string;
  draw_id: string;
  session_hash: string;
  player_ref: string;
  bet_type: string;
  numbers: string;
  stake_minor: bigint;
  odds: string;
  debited: number;
  win_minor: bigint | null;
  state: 'open' | 'settled' | 'refunded';
  created_at: string;
  closed_at: string | null;
}

/** The merchant's lottery odds per bet type, in hundredths of the stake. */
export interface LotteryOddsTable {
  game_code: string;
  bet_key: string;
  pays_x100: number;
}

export interface Database
  extends PromotionTables,
    RebateTables,
    AgentContractTables,
    PointsTables,
    RaffleTables,
    MissionTables,
    VipTables,
    ReferralTables,
    LotteryImportTables {
  merchants: MerchantsTable;
  merchant_flags: MerchantFlagsTable;
  whitelabel_nodes: WhitelabelNodesTable;
  blocked_countries: BlockedCountriesTable;
  register_rules: RegisterRulesTable;
  countries: CountriesTable;
  vendors: VendorsTable;
  notices: NoticesTable;
  banners: BannersTable;
  resources: ResourcesTable;
  help_sections: HelpSectionsTable;
  customer_service_paths: CustomerServicePathsTable;
  members: MembersTable;
  member_labels: MemberLabelsTable;
  merchant_regions: MerchantRegionsTable;
  merchant_domains: MerchantDomainsTable;
  sessions: SessionsTable;
  member_identities: MemberIdentitiesTable;
  verification_codes: VerificationCodesTable;
  captchas: CaptchasTable;
  attempt_counters: AttemptCountersTable;
  rate_limit_windows: RateLimitWindowsTable;
  password_reset_codes: PasswordResetCodesTable;
  outbox: OutboxTable;
  body_keys: BodyKeysTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_postings: LedgerPostingsTable;
  member_messages: MemberMessagesTable;
  deposit_channels: DepositChannelsTable;
  deposit_orders: DepositOrdersTable;
  withdrawal_settings: WithdrawalSettingsTable;
  payee_accounts: PayeeAccountsTable;
  withdrawals: WithdrawalsTable;
  withdrawal_proofs: WithdrawalProofsTable;
  feedback: FeedbackTable;
  feedback_images: FeedbackImagesTable;
  member_avatars: MemberAvatarsTable;
  games: GamesTable;
  game_favourites: GameFavouritesTable;
  game_recents: GameRecentsTable;
  game_sessions: GameSessionsTable;
  seamless_transactions: SeamlessTransactionsTable;
  operator_alerts: OperatorAlertsTable;
  vendor_rounds: VendorRoundsTable;
  chat_settings: ChatSettingsTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_attachments: ChatAttachmentsTable;
  chat_operator_sessions: ChatOperatorSessionsTable;
  room_cycles: RoomCyclesTable;
  room_cards: RoomCardsTable;
  lottery_chains: LotteryChainsTable;
  lottery_draws: LotteryDrawsTable;
  lottery_tickets: LotteryTicketsTable;
  lottery_odds: LotteryOddsTable;
}

/** Live chat (issue 19): business hours ('HH:MM' local to utc_offset_minutes) and the away message per language. */
export interface ChatSettingsTable {
  merchant_code: string;
  opens_at: string;
  closes_at: string;
  utc_offset_minutes: number;
  away_bn: string;
  away_en: string;
}

export type ChatChannel = 'standard' | 'vip';
export type ChatSender = 'player' | 'operator';

export interface ChatConversationsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  channel: ChatChannel;
  player_read_id: Generated<number>;
  operator_read_id: Generated<number>;
  last_message_at: string | null;
  created_at: string;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender: ChatSender;
  body: string;
  created_at: string;
}

export interface ChatAttachmentsTable {
  id: Generated<number>;
  message_id: number;
  stored_name: string;
  media_type: string;
  size_bytes: number;
}

export interface ChatOperatorSessionsTable {
  /** SHA-256 of the cookie's token; the token itself is never stored. */
  token_hash: string;
  merchant_code: string;
  expires_at: string;
}
