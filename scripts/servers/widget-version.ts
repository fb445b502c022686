import { readFileSync } from 'node:fs';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
// A site that pins the major (or no version) picks up a fixed loader within minutes, never a stale one
// for long: the browser asks again after five minutes and gets a 304 when nothing changed.
const REVALIDATED = 'public, max-age=300, must-revalidate';

/** The package that ships the widget bundle (packages/widgets): its version is the bundle's, in one place. */
export const widgetPackageJson = new URL('../../packages/widgets/package.json', import.meta.url);

/** The widget bundle's version, from the package that ships it. */
export function widgetVersion(): string {
  return (JSON.parse(readFileSync(widgetPackageJson, 'utf8')) as { version: string }).version;
}

/** WIDGETS.md, 'Loading': the prefixes a loader URL may carry, and how long a browser may keep each. */
export function widgetPrefixes(version: string): { prefix: string; cache: string }[] {
  const major = version.split('.')[0];
  return [
    { prefix: `/widgets/${version}/`, cache: IMMUTABLE },
    { prefix: `/widgets/v${major}/`, cache: REVALIDATED },
    { prefix: '/widgets/', cache: REVALIDATED },
  ];
}

/** The loader URL the docs and the demo give: the major version's. */
export function loaderPath(version: string): string {
  return `${widgetPrefixes(version)[1]!.prefix}cuppa.js`;
}
