import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@trybuna/db';
import { auditRetentionDays, DEFAULT_PERSONAL_DATA_RETENTION_DAYS } from '@trybuna/domain';
import { purgePersonalData } from '../repositories/personal-data';

/** How often the purge runs after the one at start: hourly. */
const RETENTION_INTERVAL_MS = 60 * 60_000;

export interface RetentionOptions {
  /** Days a submission and its file are kept (`PERSONAL_DATA_RETENTION_DAYS`, default 180). */
  retentionDays?: number;
  /** Between two scheduled purges (default `RETENTION_INTERVAL_MS`). */
  intervalMs?: number;
}

/** What one purge deleted. */
export interface PurgeOutcome {
  submissions: number;
  reads: number;
}

/**
 * Deletes fans' personal data past its retention (issue 30 item 4, docs/security.md
 * "Retention"): submissions with their files after `retentionDays`, read-audit rows after
 * twice that (`auditRetentionDays`). `start` runs a purge (the app awaits it in `onReady`, so
 * nothing past retention is served after a start) and schedules one every `intervalMs` on an
 * unref'd timer; `stop` clears the timer and waits for a running purge (before the database
 * closes). Purges never overlap: a run asked for while one is running joins it. A failed
 * purge is logged and tried again at the next tick; it never stops the API.
 */
export class PersonalDataRetention {
  readonly retentionDays: number;
  readonly auditRetentionDays: number;
  private readonly intervalMs: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<PurgeOutcome | null> | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    options: RetentionOptions = {},
  ) {
    this.retentionDays = options.retentionDays ?? DEFAULT_PERSONAL_DATA_RETENTION_DAYS;
    this.auditRetentionDays = auditRetentionDays(this.retentionDays);
    this.intervalMs = options.intervalMs ?? RETENTION_INTERVAL_MS;
  }

  /** One purge, or the one already running; null when it failed (logged). */
  run(): Promise<PurgeOutcome | null> {
    if (this.running) return this.running;
    const purge = this.purge().finally(() => {
      this.running = null;
    });
    this.running = purge;
    return purge;
  }

  /** The purge at start, then the schedule. */
  async start(): Promise<void> {
    if (!this.timer) {
      this.timer = setInterval(() => void this.run(), this.intervalMs);
      this.timer.unref();
    }
    await this.run();
  }

  /** Stops the schedule and waits for a running purge. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private async purge(): Promise<PurgeOutcome | null> {
    try {
      const outcome = await purgePersonalData(this.database, {
        retentionDays: this.retentionDays,
        auditRetentionDays: this.auditRetentionDays,
      });
      if (outcome.submissions > 0 || outcome.reads > 0) {
        this.log.info(
          { retention: 'personal_data', ...outcome },
          'personal data past retention deleted',
        );
      }
      return outcome;
    } catch (error) {
      this.log.error({ err: error }, 'personal data retention: the purge failed');
      return null;
    }
  }
}
