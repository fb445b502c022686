import type { SqlDb } from '../db/sql';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from '../jobs/job-runner';
import type { JobHandler } from '../jobs/jobs';

/**
 * Job runners for a test: made with a short lease and poll (`leaseMs`, 20 ms), their errors collected in
 * `errors`, and every one stopped by `stopAll` (in the suite's afterEach).
 */
export function testRunners(leaseMs: number) {
  const runners: JobRunner[] = [];
  const errors: unknown[] = [];
  const runner = (sql: SqlDb, handlers: Record<string, JobHandler>, options: Partial<JobRunnerOptions> = {}) => {
    const made = createJobRunner(sql, {
      handlers,
      leaseMs,
      pollMs: 20,
      logError: (error) => errors.push(error),
      ...options,
    });
    runners.push(made);
    return made;
  };
  const stopAll = () => {
    for (const made of runners.splice(0)) made.stop();
  };
  return { runner, errors, stopAll };
}
