import type { Migration } from 'kysely';
import * as core from './0001_core.ts';
import * as users from './0002_users.ts';
import * as catalogue from './0003_catalogue.ts';
import * as shop from './0004_shop.ts';
import * as strongAuthLimits from './0005_strong_auth_limits.ts';
import * as moneyLifecycle from './0006_money_lifecycle.ts';
import * as claimOwnership from './0007_claim_ownership.ts';
import * as attemptsAndExpiry from './0008_attempts_and_expiry.ts';
import * as sessionsThrottle from './0009_sessions_throttle.ts';
import * as cacheVersions from './0010_cache_versions.ts';
import * as passwordReset from './0011_password_reset.ts';
import * as playable from './0012_playable.ts';
import * as bonus from './0013_bonus.ts';
import * as extraDraw from './0013_extra_draw.ts';
import * as playerProtection from './0014_player_protection.ts';
import * as realityCheck from './0015_reality_check.ts';
import * as summaryReminder from './0016_summary_reminder.ts';
import * as claimFunctions from './0017_claim_functions.ts';
import * as claimAttemptOneHash from './0018_claim_attempt_one_hash.ts';
import * as paymentReturned from './0019_payment_returned.ts';
import * as claimHandovers from './0020_claim_handovers.ts';
import * as paymentRefunds from './0021_payment_refunds.ts';
import * as gameTokenSession from './0022_game_token_session.ts';
import * as gameTokenDiscount from './0023_game_token_discount.ts';
import * as claimWriteCosts from './0024_claim_write_costs.ts';

/**
 * Every migration, in the order they run. Kysely records each name once it has run; never rename or
 * remove an entry, only append (`'0002_users': users,`).
 */
export const migrations: Record<string, Migration> = {
  '0001_core': core,
  '0002_users': users,
  '0003_catalogue': catalogue,
  '0004_shop': shop,
  '0005_strong_auth_limits': strongAuthLimits,
  '0006_money_lifecycle': moneyLifecycle,
  '0007_claim_ownership': claimOwnership,
  '0008_attempts_and_expiry': attemptsAndExpiry,
  '0009_sessions_throttle': sessionsThrottle,
  '0010_cache_versions': cacheVersions,
  '0011_password_reset': passwordReset,
  '0012_playable': playable,
  '0013_bonus': bonus,
  '0013_extra_draw': extraDraw,
  '0014_player_protection': playerProtection,
  '0015_reality_check': realityCheck,
  '0016_summary_reminder': summaryReminder,
  '0017_claim_functions': claimFunctions,
  '0018_claim_attempt_one_hash': claimAttemptOneHash,
  '0019_payment_returned': paymentReturned,
  '0020_claim_handovers': claimHandovers,
  '0021_payment_refunds': paymentRefunds,
  '0022_game_token_session': gameTokenSession,
  '0023_game_token_discount': gameTokenDiscount,
  '0024_claim_write_costs': claimWriteCosts,
};
