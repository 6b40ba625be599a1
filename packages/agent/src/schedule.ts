/**
 * The weekly maintenance schedule: every Monday at 9 AM India time (Asia/Kolkata), where the
 * site's readers and its admin are.
 * With Redis it is a BullMQ job scheduler that the workers upsert under one id (so it exists
 * once however many workers start); in-process the API fires the same cron expression with
 * croner. Either way `nextScheduledRun` is the schedule's real next fire time.
 */
import {
  AGENT_SCHEDULE_CRON,
  AGENT_SCHEDULE_DESCRIPTION,
  AGENT_SCHEDULE_TIME_ZONE,
} from '@taxguide/contracts/agent';
import { Cron } from 'croner';

export const MAINTENANCE_CRON = AGENT_SCHEDULE_CRON;
export const MAINTENANCE_TIME_ZONE = AGENT_SCHEDULE_TIME_ZONE;
export const MAINTENANCE_DESCRIPTION = AGENT_SCHEDULE_DESCRIPTION;
/** BullMQ job scheduler id: one id, so every upsert updates the same scheduler. */
export const MAINTENANCE_SCHEDULER_ID = 'weekly-maintenance';
export const MAINTENANCE_JOB = 'weekly-maintenance';

/** The next fire time of the maintenance cron strictly after `from`. */
export function nextMaintenanceRun(from: Date): Date {
  const next = new Cron(MAINTENANCE_CRON, {
    timezone: MAINTENANCE_TIME_ZONE,
    paused: true,
  }).nextRun(from);
  if (!next) throw new Error(`cron "${MAINTENANCE_CRON}" has no next run`);
  return next;
}

export interface InProcessSchedule {
  /** When the cron fires next; null once stopped. */
  nextRun(): Date | null;
  stop(): void;
}

/**
 * Fires `onTick` at every maintenance time in this process (the embedded mode). `protect`
 * skips a tick while the previous one is still running.
 */
export function startInProcessSchedule(
  onTick: (firedAt: Date) => Promise<void>,
): InProcessSchedule {
  const job = new Cron(
    MAINTENANCE_CRON,
    // unref: the schedule alone never keeps the process alive (it stops with the job runner).
    { timezone: MAINTENANCE_TIME_ZONE, protect: true, unref: true },
    async () => {
      await onTick(new Date());
    },
  );
  return {
    nextRun: () => job.nextRun(),
    stop: () => job.stop(),
  };
}
