import { spawn } from 'node:child_process';

/**
 * Runs npm scripts at the same time and fails when any of them fails: `npm test`'s type check and lint
 * each keep one core busy, so on two cores they take the time of the longer one instead of both. Each
 * one's output is printed whole when it ends, so their logs never interleave.
 */
const names = process.argv.slice(2);
console.log(`Running ${names.join(' and ')} side by side…`);

const run = (name: string) =>
  new Promise<number>((resolve) => {
    const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) process.stdout.write(`\n${name} failed (exit ${code ?? 'on a signal'})\n`);
      resolve(code === 0 ? 0 : (code ?? 1));
    });
  });

const codes = await Promise.all(names.map(run));
process.exitCode = codes.find((code) => code !== 0) ?? 0;
