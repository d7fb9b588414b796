import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';

describe('DATABASE_URL', () => {
  it('selects PostgreSQL for postgres:// and postgresql://, SQLite in DATA_DIR when unset or sqlite:', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/tucasa' }).databaseUrl).toBe('postgres://u:p@db:5432/tucasa');
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/tucasa' }).databaseUrl).toBe('postgresql://db/tucasa');
    expect(loadConfig({}).databaseUrl).toBeNull();
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeNull();
    expect(loadConfig({ DATABASE_URL: 'sqlite:' }).databaseUrl).toBeNull();
  });

  it('refuses anything else at start, saying what to write, without echoing a password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:secret@db/tucasa' })).toThrow(/DATABASE_URL must be postgres:\/\//);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:secret@db/tucasa' })).not.toThrow(/secret/);
  });
});
