import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:3000',
      sessionTtlHours: 168,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.paystackBaseUrl).toBe('https://api.paystack.co');
  });

  it('lists every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail', APP_URL: 'not a url' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'APP_URL']) expect(message).toContain(name);
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'admin@example.com' })).toThrow(/together/);
    expect(loadConfig({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'long-enough' }).admin?.email).toBe(
      'admin@example.com',
    );
  });

  it('reads the CORS allow-list', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });
});

describe('load balancers (TRUST_PROXY)', () => {
  it('trusts no forwarded address unless told which balancers to trust', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7 ,fd00::/8,loopback' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', '*', '10.0.0.0/33', 'fd00::/129', 'balancer.internal', '10.0.0.1/8/8'])(
    'refuses %s, naming TRUST_PROXY',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be a comma-separated list/);
    },
  );
});

describe('S3 storage configuration', () => {
  it('keeps images on disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'images' }).s3).toEqual({
      bucket: 'images',
      region: 'us-east-1',
      endpoint: undefined,
      publicUrl: undefined,
    });
  });

  it('reads the endpoint, region and public URL (without its trailing slash)', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'images',
        S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
        S3_REGION: 'auto',
        S3_PUBLIC_URL: 'https://images.example.com/',
      }).s3,
    ).toEqual({
      bucket: 'images',
      region: 'auto',
      endpoint: 'https://account.r2.cloudflarestorage.com',
      publicUrl: 'https://images.example.com',
    });
  });

  it('stops start-up when S3 settings come without S3_BUCKET', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PUBLIC_URL: 'https://cdn.example' }),
    ).toThrow(
      'S3_ENDPOINT, S3_PUBLIC_URL set without S3_BUCKET: set S3_BUCKET to store images in S3, or unset them',
    );
  });

  it('refuses an S3_ENDPOINT or S3_PUBLIC_URL that is not an http(s) URL', () => {
    expect(() =>
      loadConfig({ S3_BUCKET: 'images', S3_ENDPOINT: 'minio:9000', S3_PUBLIC_URL: 'ftp://cdn.example' }),
    ).toThrow(/S3_ENDPOINT: must be a URL[\s\S]*S3_PUBLIC_URL: must be a URL/);
  });
});

describe('metrics (METRICS_TOKEN)', () => {
  it('keeps no metrics unless a token is set', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '  ' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: ' a-long-scrape-token-0123 ' }).metricsToken).toBe(
      'a-long-scrape-token-0123',
    );
  });

  it('refuses a token shorter than 16 characters, naming METRICS_TOKEN', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters/,
    );
  });
});
