// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { redactDatabase } from './redact-database';

describe('redactDatabase', () => {
  it.each([
    ['data/cuppa.db', 'data/cuppa.db'],
    [':memory:', ':memory:'],
    ['postgres://cuppa:hush-42@db.internal:5432/cuppa', 'postgres://cuppa:***@db.internal:5432/cuppa'],
    ['postgresql://cuppa:hush%4042@db/cuppa?sslmode=require', 'postgresql://cuppa:***@db/cuppa?sslmode=require'],
    ['postgres://db/cuppa?user=cuppa&password=hush-42', 'postgres://db/cuppa?user=cuppa&password=***'],
    ['postgres://db/cuppa?sslkey=/k&sslpassword=hush-42', 'postgres://db/cuppa?sslkey=***&sslpassword=***'],
    ['postgres://cuppa@db/cuppa', 'postgres://cuppa@db/cuppa'],
    ['postgres://cuppa:hush-42@[db/cuppa', 'postgres://(a URL that could not be read)'],
  ])('%s is logged as %s', (database, logged) => {
    expect(redactDatabase(database)).toBe(logged);
    expect(redactDatabase(database)).not.toContain('hush');
  });
});
