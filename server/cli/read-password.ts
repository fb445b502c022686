import type { Readable } from 'node:stream';
import type { ReadStream } from 'node:tty';

/**
 * How long a piped password may take to arrive. A script or a secret store gives it at once; a script
 * that pipes nothing and leaves standard input open would otherwise have the command wait forever.
 */
const PIPED_PASSWORD_WAIT_MS = 10_000;

const howToGiveIt =
  `pipe it in (printf '%s\\n' "$ADMIN_PASSWORD" | npm run create-admin -- …) or run the command at a terminal.` +
  ' No account was made.';

/**
 * The first line of what was piped in (`printf '%s\n' "$PASSWORD" | npm run create-admin …`), or all of
 * it when it ends before a line break. Reading stops there: what a script writes after it, or its pipe
 * left open, keeps nothing waiting.
 */
function firstLine(input: Readable, waitMs: number): Promise<string> {
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let text = '';
    const finish = (error?: Error) => {
      clearTimeout(timer);
      input.off('data', onData).off('end', onEnd).off('error', finish);
      input.destroy();
      if (error) return reject(error);
      const line = text.split('\n')[0]?.replace(/\r$/, '') ?? '';
      if (line) resolve(line);
      else reject(new Error(`Standard input ended with no password: ${howToGiveIt}`));
    };
    const onData = (chunk: string) => {
      text += chunk;
      if (text.includes('\n')) finish();
    };
    const onEnd = () => finish();
    const timer = setTimeout(
      () => finish(new Error(`No password arrived on standard input within ${waitMs / 1000} s: ${howToGiveIt}`)),
      waitMs,
    );
    input.on('data', onData).on('end', onEnd).on('error', finish);
  });
}

/** One line typed at a terminal with nothing echoed; Ctrl-C or Ctrl-D gives up. */
function typedSecretly(input: ReadStream, output: NodeJS.WritableStream, prompt: string): Promise<string> {
  output.write(prompt);
  input.setRawMode(true);
  input.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || char === '\u0004') return finish(new Error('Cancelled: no account was made.'));
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else if (char >= ' ') typed += char;
      }
    };
    input.on('data', onData);
  });
}

/**
 * A password from standard input, never from an argument (which the shell's history and the process
 * list would keep). At a terminal it is asked twice, unechoed; piped in, its first line is it, within
 * `waitMs`: none by then, or none at all, is an error that says how to give it.
 */
export async function readPassword(
  prompt: string,
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
  waitMs: number = PIPED_PASSWORD_WAIT_MS,
): Promise<string> {
  if (!input.isTTY) return firstLine(input, waitMs);
  const tty = input as ReadStream;
  const first = await typedSecretly(tty, output, prompt);
  const again = await typedSecretly(tty, output, 'The same password again: ');
  if (first !== again) throw new Error('The two passwords differ: no account was made.');
  return first;
}
