import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultImageConcurrency, jwtSecretFor, loadConfig, trustProxyFrom } from './config.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'server-config-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the session signing key', () => {
  it('is generated once into DATA_DIR (mode 600) and read back after a restart', () => {
    const dataDir = path.join(dir, 'data');
    const first = jwtSecretFor({}, dataDir);
    expect(first?.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(jwtSecretFor({}, dataDir)).toBe(first);
  });

  it('comes from JWT_SECRET when set, which must be long enough', () => {
    const given = 'x'.repeat(40);
    expect(jwtSecretFor({ JWT_SECRET: given }, dir)).toBe(given);
    expect(() => jwtSecretFor({ JWT_SECRET: 'kisa' }, dir)).toThrow(
      'JWT_SECRET must be at least 32 characters long.',
    );
  });

  it('replaces a kept key that is too short to be one', () => {
    writeFileSync(path.join(dir, 'jwt-secret'), 'kisa\n');
    expect(jwtSecretFor({}, dir)?.length).toBeGreaterThanOrEqual(32);
  });
});

describe('loadConfig', () => {
  it('has the defaults the README lists', () => {
    const config = loadConfig({}, dir);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(dir, 'data'),
      databaseUrl: null,
      adminUsername: 'admin',
      adminPassword: null,
      corsOrigins: [],
      responseValidation: true,
      loginMaxFailures: 10,
      loginWindowMs: 15 * 60_000,
      enquiryMax: 5,
      enquiryWindowMs: 60_000,
      enquiryBodyLimit: 16_384,
      staticDir: path.join(dir, 'dist'),
      trustProxy: false,
      imageConcurrency: defaultImageConcurrency(),
    });
    expect(defaultImageConcurrency()).toBe(Math.max(1, availableParallelism() - 1));
  });

  it('reads the environment: PostgreSQL, CORS allowlist, production, API only', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: 'veri',
        DATABASE_URL: 'postgres://u:p@db:5432/asil',
        ADMIN_USERNAME: 'yonetici',
        ADMIN_PASSWORD: 'gizli-parola',
        CORS_ORIGINS: 'https://www.asilyapi.com.tr/, https://panel.asilyapi.com.tr',
        NODE_ENV: 'production',
        STATIC_DIR: '',
        IMAGE_CONCURRENCY: '3',
      },
      dir,
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: path.join(dir, 'veri'),
      databaseUrl: 'postgres://u:p@db:5432/asil',
      adminUsername: 'yonetici',
      adminPassword: 'gizli-parola',
      corsOrigins: ['https://www.asilyapi.com.tr', 'https://panel.asilyapi.com.tr'],
      responseValidation: false,
      staticDir: null,
      imageConcurrency: 3,
    });
  });

  it('refuses a malformed number or flag with the variable named', () => {
    expect(() => loadConfig({ PORT: 'üç bin' }, dir)).toThrow('PORT must be an integer');
    expect(() => loadConfig({ TRUST_PROXY: 'belki' }, dir)).toThrow(
      'TRUST_PROXY must be a number of proxies or a list of addresses and CIDR ranges; "belki" is neither.',
    );
    expect(() => loadConfig({ IMAGE_CONCURRENCY: '0' }, dir)).toThrow(
      'IMAGE_CONCURRENCY must be an integer of at least 1',
    );
  });

  it('takes CSP_CONNECT_ORIGINS as https origins only, none by default (ADR 0038)', () => {
    expect(loadConfig({}, dir).connectOrigins).toEqual([]);
    expect(
      loadConfig({ CSP_CONNECT_ORIGINS: 'https://api.emailjs.com/, https://e.example.com' }, dir)
        .connectOrigins,
    ).toEqual(['https://api.emailjs.com', 'https://e.example.com']);
    expect(() => loadConfig({ CSP_CONNECT_ORIGINS: 'http://api.emailjs.com' }, dir)).toThrow(
      'CSP_CONNECT_ORIGINS must list https origins',
    );
  });

  it('takes TRUST_PROXY as a hop count or a list of addresses, never as "believe anyone"', () => {
    expect(trustProxyFrom(undefined)).toBe(false);
    expect(trustProxyFrom('')).toBe(false);
    expect(trustProxyFrom('false')).toBe(false);
    expect(trustProxyFrom('0')).toBe(false);
    expect(trustProxyFrom('1')).toBe(1);
    expect(trustProxyFrom('2')).toBe(2);
    expect(trustProxyFrom(' 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(trustProxyFrom('10.0.0.0/255.0.0.0')).toEqual(['10.0.0.0/255.0.0.0']);
    for (const anyone of ['true', 'TRUE', 'yes', 'on']) {
      expect(() => trustProxyFrom(anyone)).toThrow(/would believe any X-Forwarded-For/);
    }
    expect(() => trustProxyFrom('10.0.0.0/33')).toThrow('"10.0.0.0/33" is neither');
    expect(() => trustProxyFrom('127.0.0.1,proxy.local')).toThrow('"proxy.local" is neither');
  });

  it('has no signing key with DATABASE_URL and no JWT_SECRET (the server refuses to start)', () => {
    const dataDir = dir;
    expect(jwtSecretFor({ DATABASE_URL: 'postgres://x@localhost/y' }, dataDir)).toBeNull();
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
    const given = 'g'.repeat(40);
    expect(
      jwtSecretFor({ DATABASE_URL: 'postgres://x@localhost/y', JWT_SECRET: given }, dataDir),
    ).toBe(given);
  });
});

describe('operations settings (ADR 0022)', () => {
  it('default to info logs, 30 s timeouts, 1 KiB/s for slow bodies and 72 s keep-alive', () => {
    expect(loadConfig({}, dir)).toMatchObject({
      logLevel: 'info',
      requestTimeoutMs: 30_000,
      bodyMinBytesPerSecond: 1024,
      keepAliveTimeoutMs: 72_000,
      shutdownTimeoutMs: 30_000,
    });
  });

  it('are read from the environment, and wrong values are refused by name', () => {
    const config = loadConfig(
      {
        LOG_LEVEL: 'Warn',
        REQUEST_TIMEOUT_SECONDS: '10',
        BODY_MIN_BYTES_PER_SECOND: '4096',
        KEEP_ALIVE_TIMEOUT_SECONDS: '5',
        SHUTDOWN_TIMEOUT_SECONDS: '60',
      },
      dir,
    );
    expect(config).toMatchObject({
      logLevel: 'warn',
      requestTimeoutMs: 10_000,
      bodyMinBytesPerSecond: 4096,
      keepAliveTimeoutMs: 5000,
      shutdownTimeoutMs: 60_000,
    });
    expect(() => loadConfig({ LOG_LEVEL: 'loud' }, dir)).toThrow('LOG_LEVEL must be one of');
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' }, dir)).toThrow(
      'REQUEST_TIMEOUT_SECONDS must be an integer of at least 1',
    );
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: 'soon' }, dir)).toThrow(
      'SHUTDOWN_TIMEOUT_SECONDS',
    );
  });
});
