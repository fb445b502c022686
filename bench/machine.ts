import { cpus, totalmem, type as osType, release } from 'node:os';

/** Figures mean little without the machine they came from. */
export function describeMachine(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memory = Math.round(totalmem() / 2 ** 30);
  return `${osType()} ${release()}, ${cpus().length} × ${cpu}, ${memory} GiB, Node ${process.versions.node}`;
}
