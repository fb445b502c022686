import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Paths, not URLs: the unit test runs under happy-dom, whose URL is not Node's.
export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const packageDir = join(root, 'packages/widgets');
/** A fresh TypeScript + React project, as a site owner's would be; react and typescript resolve from the root. */
export const consumerDir = join(root, 'tests/package-consumer');
export const installedDir = join(consumerDir, 'node_modules/@cuppa/widgets');

/**
 * `npm pack` in packages/widgets (its prepack builds the bundle and the generated files), then the
 * tarball unpacked into the consumer's node_modules as npm installs it: offline, nothing but the tarball.
 */
export function packAndInstall(): { tarball: string; files: string[]; packed: string[] } {
  const destination = mkdtempSync(join(tmpdir(), 'cuppa-pack-'));
  const output = execFileSync('npm', ['pack', '--json', '--pack-destination', destination], {
    cwd: packageDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The prepack's own lines come first; npm's JSON report is the rest, from the line that opens it.
  const [report] = JSON.parse(output.slice(output.search(/^\[/m))) as { filename: string; files: { path: string }[] }[];
  const tarball = join(destination, report!.filename);
  rmSync(installedDir, { recursive: true, force: true });
  mkdirSync(installedDir, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', installedDir, '--strip-components=1']);
  // files: what dist/ holds once installed; packed: every path in the tarball, as npm reports it.
  return {
    tarball,
    files: readdirSync(join(installedDir, 'dist')),
    packed: report!.files.map((file) => file.path),
  };
}
