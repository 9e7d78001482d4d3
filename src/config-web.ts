import { ConfigError, envInt, type Env } from './config-env.js';

/** Settings of the browser site: outgoing mail for password resets, and the travel demo's budget. */
export interface WebConfig {
  /** SMTP for password-reset mail; null when unset (resets are then issued with `svc-admin password-reset`). */
  mail: { smtpUrl: string; from: string } | null;
  /** Where people ask about Enterprise plans (a mailto: or https: URL); null when unset. */
  salesContact: string | null;
  demo: {
    /** Demo searches for the whole site per clock hour. */
    sitePerHour: number;
    /** Demo searches per visitor (client network) per clock hour; at most a tenth of the site budget. */
    visitorPerHour: number;
  };
}

export function webConfigFromEnv(env: Env): WebConfig {
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl !== null) {
    let url: URL;
    try {
      url = new URL(smtpUrl);
    } catch {
      throw new ConfigError(`SMTP_URL must be a URL such as smtp://user:pass@mail.example.com:587, got "${smtpUrl.replace(/\/\/[^@]*@/, '//***@')}"`);
    }
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  }
  const from = env.SMTP_FROM || '';
  if (smtpUrl !== null && !/^[^\s@<>]+@[^\s@<>]+$|<[^\s@<>]+@[^\s@<>]+>$/.test(from)) {
    throw new ConfigError('SMTP_FROM must be set to the sender address (e.g. "svc <no-reply@example.com>") when SMTP_URL is set');
  }
  const sitePerHour = envInt(env, 'TRAVEL_DEMO_PER_HOUR', 1000, 10);
  const visitorPerHour = envInt(env, 'TRAVEL_DEMO_VISITOR_PER_HOUR', 20, 1);
  if (visitorPerHour * 10 > sitePerHour) {
    throw new ConfigError(
      `TRAVEL_DEMO_VISITOR_PER_HOUR (${visitorPerHour}) may be at most a tenth of TRAVEL_DEMO_PER_HOUR (${sitePerHour}), so a few visitors cannot spend the whole demo budget`,
    );
  }
  const salesContact = env.SALES_CONTACT_URL || null;
  if (salesContact !== null && !/^(mailto:|https:\/\/)\S+$/.test(salesContact)) throw new ConfigError('SALES_CONTACT_URL must be a mailto: or https:// URL');
  return { mail: smtpUrl ? { smtpUrl, from } : null, salesContact, demo: { sitePerHour, visitorPerHour } };
}
