/**
 * Reading typed settings from an environment map. Every area's config reader uses these, so a bad
 * value is reported the same way everywhere, naming the variable and what it must be.
 */
export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {}

export function envInt(env: Env, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `>= ${min}` : `from ${min} to ${max}`;
    throw new ConfigError(`${name} must be an integer ${range}, got "${raw}"`);
  }
  return value;
}

export function envFlag(env: Env, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/** An absolute URL without trailing slashes, or the fallback (which may be null: not configured). */
export function envUrl<F extends string | null>(env: Env, name: string, fallback: F): string | F {
  const raw = env[name] || fallback;
  if (raw === null) return fallback;
  try {
    new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}
