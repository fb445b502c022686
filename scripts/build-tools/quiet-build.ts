import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const BUILD_LOG = 'dist/build.log';

/**
 * `npm run build` with its hundreds of lines in a log file, so `npm start` shows a newcomer one line and
 * then the URLs. A failed build prints the end of its log: that is where the error is.
 */
export async function quietBuild(): Promise<void> {
  const started = Date.now();
  mkdirSync(`${root}dist`, { recursive: true });
  const log = createWriteStream(`${root}${BUILD_LOG}`);
  process.stdout.write('Building the app and the widgets… ');
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', reject);
    child.on('close', resolve);
  });
  await new Promise((resolve) => log.end(resolve));
  if (code !== 0) {
    const tail = readFileSync(`${root}${BUILD_LOG}`, 'utf8').trimEnd().split('\n').slice(-30).join('\n');
    throw new Error(`the build failed (the whole log: ${BUILD_LOG}):\n\n${tail}`);
  }
  console.log(`done in ${Math.round((Date.now() - started) / 1000)} s (log: ${BUILD_LOG}).`);
}
