import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';

describe('STORAGE_URL', () => {
  it('selects a bucket and prefix for s3://, the SDK variables for the rest, DATA_DIR/uploads when unset', () => {
    expect(loadConfig({ STORAGE_URL: 's3://tucasa-files/site/a/' }).storage).toEqual({ bucket: 'tucasa-files', prefix: 'site/a/', endpoint: null, region: 'us-east-1' });
    expect(loadConfig({ STORAGE_URL: 's3://tucasa', AWS_ENDPOINT_URL: 'http://127.0.0.1:9000', AWS_REGION: 'eu-west-3' }).storage).toEqual({
      bucket: 'tucasa',
      prefix: '',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-3',
    });
    expect(loadConfig({}).storage).toBeNull();
    expect(loadConfig({ STORAGE_URL: ' ' }).storage).toBeNull();
  });

  it('refuses anything else at start, saying what to write, without echoing a key', () => {
    expect(() => loadConfig({ STORAGE_URL: 'https://bucket.s3.amazonaws.com' })).toThrow(/STORAGE_URL must be s3:\/\/BUCKET/);
    expect(() => loadConfig({ STORAGE_URL: 's3://KEY:secret@Bucket' })).toThrow(/STORAGE_URL must be/);
    expect(() => loadConfig({ STORAGE_URL: 's3://KEY:secret@Bucket' })).not.toThrow(/secret/);
    expect(() => loadConfig({ STORAGE_URL: 's3://tucasa', AWS_ENDPOINT_URL: 'minio:9000' })).toThrow(/AWS_ENDPOINT_URL must be an http\(s\) address/);
  });
});
