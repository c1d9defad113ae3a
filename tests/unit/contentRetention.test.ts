import { CONTACT_RETENTION_YEARS, retentionCutoff } from '../../server/src/content/rules';

test('the cutoff is the same instant, three years earlier', () => {
  expect(CONTACT_RETENTION_YEARS).toBe(3);
  expect(retentionCutoff(new Date('2026-11-22T10:15:00.000Z'))).toBe('2023-11-22T10:15:00.000Z');
});

test('from a 29 February, the cutoff falls on the 1 March (no such day three years before)', () => {
  expect(retentionCutoff(new Date('2028-02-29T00:00:00.000Z'))).toBe('2025-03-01T00:00:00.000Z');
});

test('another number of years can be asked for', () => {
  expect(retentionCutoff(new Date('2026-01-31T00:00:00.000Z'), 1)).toBe('2025-01-31T00:00:00.000Z');
});
