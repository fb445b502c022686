import type { ReadStream } from 'node:tty';

/** The first line of what was piped in (`printf '%s\n' "$PASSWORD" | npm run create-admin …`). */
async function firstLine(input: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += chunk.toString();
    if (text.includes('\n')) break;
  }
  return text.split('\n')[0]?.replace(/\r$/, '') ?? '';
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
 * list would keep). At a terminal it is asked twice, unechoed; piped in, its first line is it.
 */
export async function readPassword(
  prompt: string,
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
): Promise<string> {
  if (!input.isTTY) return firstLine(input);
  const tty = input as ReadStream;
  const first = await typedSecretly(tty, output, prompt);
  const again = await typedSecretly(tty, output, 'The same password again: ');
  if (first !== again) throw new Error('The two passwords differ: no account was made.');
  return first;
}
