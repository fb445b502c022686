// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const guides = ['README.md', 'CHANGELOG.md', ...readdirSync(new URL('docs/', root)).map((name) => `docs/${name}`)];

/**
 * The guides are read on a code host as much as here: a relative link must reach a file of this
 * repository (a link into the team's shared folder beside it is dead for everyone else).
 */
describe('the guides’ links', () => {
  it.each(guides.filter((guide) => guide.endsWith('.md')))('%s links only to files of the repository', (guide) => {
    const markdown = readFileSync(new URL(guide, root), 'utf8').replace(/```[\s\S]*?```/g, '');
    const targets = [...markdown.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
      .map((match) => match[1]!)
      .filter((target) => !/^[a-z]+:/i.test(target));
    for (const target of targets) {
      const file = new URL(target, new URL(guide, root));
      expect(file.href.startsWith(root.href), `${guide} → ${target} leaves the repository`).toBe(true);
      expect(existsSync(file), `${guide} → ${target} is missing`).toBe(true);
    }
  });
});
