import { describe, expect, it } from 'vitest';
import { MAINTENANCE_CRON, MAINTENANCE_TIME_ZONE, nextMaintenanceRun } from '../src/schedule';

describe('the weekly maintenance schedule', () => {
  it('is Monday 09:00 in India', () => {
    expect(MAINTENANCE_CRON).toBe('0 9 * * 1');
    expect(MAINTENANCE_TIME_ZONE).toBe('Asia/Kolkata');
  });

  it('fires next on Monday at 09:00 IST (03:30 UTC)', () => {
    // Wednesday 2026-06-17 -> Monday 2026-06-22
    expect(nextMaintenanceRun(new Date('2026-06-17T10:00:00Z')).toISOString()).toBe(
      '2026-06-22T03:30:00.000Z',
    );
    // Monday 08:59 IST -> the same morning
    expect(nextMaintenanceRun(new Date('2026-06-22T03:29:00Z')).toISOString()).toBe(
      '2026-06-22T03:30:00.000Z',
    );
    // Monday 09:00 IST exactly -> the week after
    expect(nextMaintenanceRun(new Date('2026-06-22T03:30:00Z')).toISOString()).toBe(
      '2026-06-29T03:30:00.000Z',
    );
  });
});
