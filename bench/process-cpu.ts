import { readFileSync } from 'node:fs';
import pg from 'pg';

/** CPU time (user and system, ms) a process has used so far, read from /proc (Linux); null where unreadable. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command's closing parenthesis: state is field 3, utime 14 and stime 15, in 1/100 s.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * The CPU spent by the PostgreSQL backends serving one database (a local server: their processes are
 * read from /proc), counted apart from everything else on the machine and on the server, so a busy
 * machine does not inflate it the way it slows throughput. Null when the server's processes cannot be read.
 */
export async function databaseCpu(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const backends = async () =>
    (
      await client.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      )
    ).rows.map((row) => row.pid);
  return {
    /** Starts counting; the function it returns gives the CPU used since, in ms. */
    async start(): Promise<() => Promise<number | null>> {
      const before = new Map((await backends()).map((pid) => [pid, processCpuMs(pid)]));
      return async () => {
        let total = 0;
        for (const pid of await backends()) {
          const now = processCpuMs(pid);
          if (now === null) return null;
          total += now - (before.get(pid) ?? 0);
        }
        return total;
      };
    },
    close: () => client.end(),
  };
}
