/**
 * The database type for Kysely: each feature declares its own tables beside its code (a `tables.ts` in its module,
 * or in the platform part that owns them), and they are composed here. Flags are integers 0/1 and timestamps
 * ISO-8601 UTC text on both stores (column-types.ts).
 */
import type { EventTables } from '../events/tables.ts';
import type { LimitTables } from '../limits/tables.ts';
import type { MerchantTables } from '../merchant/tables.ts';
import type { AccountTables } from '../modules/accounts/tables.ts';
import type { AgentContractTables } from '../modules/agent-contracts/tables.ts';
import type { AlertTables } from '../modules/alerts/tables.ts';
import type { AvatarTables } from '../modules/avatars/tables.ts';
import type { ChatTables } from '../modules/chat/tables.ts';
import type { CryptoTables } from '../modules/crypto/tables.ts';
import type { DepositTables } from '../modules/deposits/tables.ts';
import type { FeedbackTables } from '../modules/feedback/tables.ts';
import type { FirebaseTables } from '../modules/firebase/tables.ts';
import type { GameTables } from '../modules/games/tables.ts';
import type { IdentityTables } from '../modules/identity/tables.ts';
import type { LedgerTables } from '../modules/ledger/tables.ts';
import type { MessageTables } from '../modules/messages/tables.ts';
import type { MissionTables } from '../modules/missions/tables.ts';
import type { NoticeTables } from '../modules/notices/tables.ts';
import type { OutboxTables } from '../modules/outbox/tables.ts';
import type { PointsTables } from '../modules/points/tables.ts';
import type { PromotionTables } from '../modules/promotions/tables.ts';
import type { RaffleTables } from '../modules/raffles/tables.ts';
import type { RebateTables } from '../modules/rebates/tables.ts';
import type { ReferralTables } from '../modules/referral/tables.ts';
import type { SeamlessTables } from '../modules/seamless/tables.ts';
import type { SystemTables } from '../modules/system/tables.ts';
import type { VipTables } from '../modules/vip/tables.ts';
import type { WithdrawalTables } from '../modules/withdrawals/tables.ts';
import type { VendorTables } from '../vendor/tables.ts';

export interface Database
  extends AccountTables,
    AgentContractTables,
    AlertTables,
    AvatarTables,
    ChatTables,
    CryptoTables,
    DepositTables,
    EventTables,
    FeedbackTables,
    FirebaseTables,
    GameTables,
    IdentityTables,
    LedgerTables,
    LimitTables,
    MerchantTables,
    MessageTables,
    MissionTables,
    NoticeTables,
    OutboxTables,
    PointsTables,
    PromotionTables,
    RaffleTables,
    RebateTables,
    ReferralTables,
    SeamlessTables,
    SystemTables,
    VendorTables,
    VipTables,
    WithdrawalTables {}
