import type { SqlDb } from '../db/sql';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './job-runner';
import type { JobHandler } from './jobs';

/**
 * One runner per lane, run as one (docs/jobs.md): each lane claims only its own kinds, with slots of its
 * own, so work that is slow or plentiful in one lane (a webhook endpoint that hangs for its timeout, a
 * flood of crypto tip intents watched every few seconds) never holds up another's (a withdrawal's
 * settlement, a renewal, the deposit watch).
 */
export function createJobLanes(
  sql: SqlDb,
  lanes: readonly Record<string, JobHandler>[],
  options: Omit<JobRunnerOptions, 'handlers'>,
): JobRunner {
  const runners = lanes.map((handlers) => createJobRunner(sql, { ...options, handlers }));
  return {
    start: () => runners.forEach((runner) => runner.start()),
    poke: () => runners.forEach((runner) => runner.poke()),
    stop: () => runners.forEach((runner) => runner.stop()),
    // Every lane claims at the same moment, as one runner claimed every kind before.
    runDue: async () => (await Promise.all(runners.map((runner) => runner.runDue()))).reduce((a, b) => a + b, 0),
  };
}
