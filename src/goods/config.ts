import { dataFilePath } from '../data-paths.js';
import { resolve } from 'node:path';
import { ConfigError, envInt, envUrl, type Env } from '../config-env.js';
import type { MarketplaceAConfig } from './providers/marketplace-a.js';

/** Used-goods configuration, read from an environment map the caller passes in. */
export interface GoodsConfig {
  marketplaceA: MarketplaceAConfig;
  marketplaceB: { snapshotDir: string };
}

export const DEFAULT_SNAPSHOT_DIR = dataFilePath('goods/snapshots/');

export function goodsConfigFromEnv(env: Env): GoodsConfig {
  const baseUrl = envUrl(env, 'MARKETPLACE_A_BASE_URL', 'https://api.ebay.com');
  const clientId = env.MARKETPLACE_A_CLIENT_ID || null;
  const clientSecret = env.MARKETPLACE_A_CLIENT_SECRET || null;
  if ((clientId === null) !== (clientSecret === null)) {
    throw new ConfigError('Set both MARKETPLACE_A_CLIENT_ID and MARKETPLACE_A_CLIENT_SECRET, or neither.');
  }
  return {
    marketplaceA: {
      clientId,
      clientSecret,
      baseUrl,
      marketplaceId: env.MARKETPLACE_A_MARKETPLACE_ID || 'EBAY_US',
      timeoutMs: envInt(env, 'MARKETPLACE_A_TIMEOUT_MS', 4000, 100),
      budgetMs: envInt(env, 'MARKETPLACE_A_BUDGET_MS', 10_000, 100),
      maxRetries: envInt(env, 'MARKETPLACE_A_MAX_RETRIES', 2, 0),
    },
    marketplaceB: { snapshotDir: env.MARKETPLACE_B_SNAPSHOT_DIR ? resolve(env.MARKETPLACE_B_SNAPSHOT_DIR) : DEFAULT_SNAPSHOT_DIR },
  };
}
