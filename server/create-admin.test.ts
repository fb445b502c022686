// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run create-admin` as a script runs it: standard input a pipe, which the script may leave open with
 * nothing in it. The command must end by itself, saying why, rather than wait for a password forever.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'cuppa-create-admin-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/**
 * Longer than the command waits for a piped password (10 s), with room for its start: a few seconds each
 * on a loaded machine (tsx compiles the server's imports).
 */
const BOUND_MS = 40_000;

/** The command on a fresh SQLite file; `send` writes to its standard input, which stays open unless it ends it. */
function createAdmin(send: (stdin: NodeJS.WritableStream) => void) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/create-admin.ts', '--email', 'ops@example.com'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', DATABASE: join(folder, `${Math.random()}.db`) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // The command stops reading after the first line: what the script writes after it may find the pipe shut.
  child.stdin.on('error', () => {});
  send(child.stdin);
  return new Promise<{ code: number | string | null; output: string }>((resolve) => {
    const bound = setTimeout(() => {
      child.kill('SIGKILL');
      resolve({ code: `still running after ${BOUND_MS / 1000} s`, output });
    }, BOUND_MS);
    child.once('exit', (code) => {
      clearTimeout(bound);
      resolve({ code, output });
    });
  });
}

describe('create-admin reading its password from a pipe', () => {
  it('gives up with a clear message when nothing arrives on a standard input left open', async () => {
    const ended = await createAdmin(() => {});
    expect(ended.code, ended.output).toBe(1);
    expect(ended.output).toContain('No password arrived on standard input');
    expect(ended.output).toContain('No account was made');
  }, 60_000);

  it('says so when standard input ends with no password', async () => {
    const ended = await createAdmin((stdin) => stdin.end());
    expect(ended.code, ended.output).toBe(1);
    expect(ended.output).toContain('Standard input ended with no password');
  }, 60_000);

  it('takes the first line, whether or not standard input is closed after it', async () => {
    const open = await createAdmin((stdin) => stdin.write('plum orchard kettle 42\nanything after\n'));
    expect(open.code, open.output).toBe(0);
    expect(open.output).toContain('Admin ops@example.com');
    const unterminated = await createAdmin((stdin) => stdin.end('plum orchard kettle 42'));
    expect(unterminated.code, unterminated.output).toBe(0);
  }, 60_000);
});
