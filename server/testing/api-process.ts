import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ApiProcess {
  child: ChildProcess;
  /** The API's base URL once it listens; null when the process exited before listening. */
  apiBase: string | null;
  exitCode: number | null;
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

/**
 * `npm run api` (server/main.ts) as a real child process, for what only a process can show: how it
 * refuses to start, and what survives a SIGKILL. Resolves once it listens or has exited.
 */
export function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return new Promise((resolve) => {
    const result: ApiProcess = { child, apiBase: null, exitCode: null, output: () => output, exited };
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (\S+)/.exec(output);
      if (listening && result.apiBase === null) {
        result.apiBase = listening[1] ?? null;
        resolve(result);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) => {
      result.exitCode = typeof code === 'number' ? code : null;
      resolve(result);
    });
  });
}

/** A one-off server command (`npm run create-admin`'s script), with `input` on its standard input. */
export function runServerCommand(
  script: string,
  args: string[],
  env: Record<string, string>,
  input: string,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin?.end(input);
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}
