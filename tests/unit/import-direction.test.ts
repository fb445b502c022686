// @vitest-environment node
import { readdirSync } from 'node:fs';
import { posix } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the lint rule for import direction (DESIGN.md)', { timeout: 30_000 }, () => {
  it.each([
    ['src/core/x.ts', "import { App } from '../app/app';\nexport const x = App;\n"],
    [
      'src/core/x.ts',
      "import { readPageDefaults } from '../widgets/loader/page-defaults';\nexport const x = readPageDefaults;\n",
    ],
    ['src/widgets/x.ts', "import { App } from '../app/app';\nexport const x = App;\n"],
    ['src/app/x.ts', "import { createApp } from '../../server/app';\nexport const x = createApp;\n"],
    [
      'server/x.ts',
      "import { createHttpClient } from '../src/core/http/http-client';\nexport const x = createHttpClient;\n",
    ],
    ['src/core/contract/x.ts', "import { formatMoney } from '../money/format-money';\nexport const x = formatMoney;\n"],
    ['server/services/x.ts', "import { moneyRoutes } from '../routes/money-routes';\nexport const x = moneyRoutes;\n"],
    ['server/rows/x.ts', "import { creatorGoal } from '../services/creator-goal';\nexport const x = creatorGoal;\n"],
    ['server/ledger/x.ts', "import { moneyRoutes } from '../routes/money-routes';\nexport const x = moneyRoutes;\n"],
  ])('refuses %s importing against the direction', async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toContain('import/no-restricted-paths');
  });

  it.each([
    ['src/app/x.ts', "import { formatMoney } from '../core/money/format-money';\nexport const x = formatMoney;\n"],
    ['server/x.ts', "import { moneySchema } from '../src/core/contract/common';\nexport const x = moneySchema;\n"],
    ['src/widgets/x.ts', "import { formatMoney } from '../core/money/format-money';\nexport const x = formatMoney;\n"],
    ['server/services/x.ts', "import { readGoal } from '../rows/goals';\nexport const x = readGoal;\n"],
    ['server/routes/x.ts', "import { creatorGoal } from '../services/creator-goal';\nexport const x = creatorGoal;\n"],
  ])('allows %s importing with the direction', async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toEqual([]);
  });

  // Inside the server, layers: routes -> services -> ledger and rows -> db, and no test fixture in production.
  it.each([
    ['server/routes/x.ts', "import { nowIso } from '../db/database';\nexport const x = nowIso;\n"],
    ['server/ledger/x.ts', "import type { ServerEnv } from '../route-env';\nexport type X = ServerEnv;\n"],
    ['server/http/x.ts', "import { createApp } from '../app';\nexport const x = createApp;\n"],
    ['server/services/x.ts', "import { startApi } from '../start-api';\nexport const x = startApi;\n"],
    ['server/rows/x.ts', "import { HttpError } from '../http/http-error';\nexport const x = HttpError;\n"],
    ['server/ledger/x.ts', "import { hashToken } from '../auth/tokens';\nexport const x = hashToken;\n"],
    ['server/ledger/x.ts', "import { seedDemoData } from '../demo/seed';\nexport const x = seedDemoData;\n"],
    ['server/db/x.ts', "import { USER_COLUMNS } from '../rows/users';\nexport const x = USER_COLUMNS;\n"],
    ['server/db/x.ts', "import { environmentOf } from '../environment';\nexport const x = environmentOf;\n"],
    ['server/chain/x.ts', "import { openTestSql } from '../testing/test-sql';\nexport const x = openTestSql;\n"],
    ['server/x.ts', "import { startTestApi } from './testing/test-api';\nexport const x = startTestApi;\n"],
  ])("refuses %s importing up the server's layers", async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toContain('import/no-restricted-paths');
  });

  it.each([
    ['server/routes/x.ts', "import { transactionPage } from '../rows/wallet';\nexport const x = transactionPage;\n"],
    ['server/ledger/x.ts', "import { callerOf } from '../rows/callers';\nexport const x = callerOf;\n"],
    ['server/http/x.ts', "import { runMoneyCall } from '../ledger/idempotency';\nexport const x = runMoneyCall;\n"],
    [
      'server/demo/x.ts',
      "import { creditRecharge } from '../ledger/chain-credits';\nexport const x = creditRecharge;\n",
    ],
    [
      'server/db/x.test.ts',
      "import { testPostgresUrl } from '../testing/postgres-database';\nexport const x = testPostgresUrl;\n",
    ],
    ['server/testing/x.ts', "import { startApi } from '../start-api';\nexport const x = startApi;\n"],
  ])("allows %s importing down the server's layers", async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toEqual([]);
  });

  // Every floor of the server (eslint.config.js, serverFloors), its folders and its files at the root alike.
  it.each([
    ['server/db/migrations/x.ts', "import { rolesOf } from '../../rows/users';\nexport const x = rolesOf;\n"],
    ['server/jobs/x.ts', "import { rolesOf } from '../rows/users';\nexport const x = rolesOf;\n"],
    ['server/chain/x.ts', "import { walletCents } from '../ledger/ledger';\nexport const x = walletCents;\n"],
    ['server/environment.ts', "import { rolesOf } from './rows/users';\nexport const x = rolesOf;\n"],
    ['server/random-id.ts', "import { walletCents } from './ledger/ledger';\nexport const x = walletCents;\n"],
    ['server/rows/x.ts', "import { walletCents } from '../ledger/ledger';\nexport const x = walletCents;\n"],
    ['server/http/x.ts', "import { creatorGoal } from '../services/creator-goal';\nexport const x = creatorGoal;\n"],
    ['server/auth/x.ts', "import { updateProfile } from '../services/profile';\nexport const x = updateProfile;\n"],
    ['server/services/x.ts', "import { seedDemoData } from '../demo/seed';\nexport const x = seedDemoData;\n"],
    ['server/http/x.ts', "import { avatarSvg } from '../demo/art/avatar';\nexport const x = avatarSvg;\n"],
    ['server/demo/x.ts', "import { moneyRoutes } from '../routes/money-routes';\nexport const x = moneyRoutes;\n"],
    ['server/route-env.ts', "import { moneyRoutes } from './routes/money-routes';\nexport const x = moneyRoutes;\n"],
    ['server/routes/x.ts', "import { createApp } from '../app';\nexport const x = createApp;\n"],
    ['server/app.ts', "import { startApi } from './start-api';\nexport const x = startApi;\n"],
    [
      'server/create-server-context.ts',
      "import { apiSettingsFromEnv } from './settings';\nexport const x = apiSettingsFromEnv;\n",
    ],
    ['server/settings.ts', "import './main';\n"],
    ['server/cli/x.ts', "import '../create-admin';\n"],
  ])('refuses %s importing a floor above it', async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toContain('import/no-restricted-paths');
  });

  it.each([
    ['server/db/migrations/x.ts', "import type { Engine } from '../engine';\nexport type X = Engine;\n"],
    ['server/chain/x.ts', "import { environmentOf } from '../environment';\nexport const x = environmentOf;\n"],
    ['server/rows/x.ts', "import { randomId } from '../random-id';\nexport const x = randomId;\n"],
    ['server/rows/x.ts', "import { enqueueJob } from '../jobs/jobs';\nexport const x = enqueueJob;\n"],
    ['server/auth/x.ts', "import { spentTodayCents } from '../ledger/payments';\nexport const x = spentTodayCents;\n"],
    // The demo's pictures are served in production: the routes reach demo/, and demo/ may seed through a use case.
    ['server/routes/x.ts', "import { avatarSvg } from '../demo/art/avatar';\nexport const x = avatarSvg;\n"],
    ['server/demo/x.ts', "import { creatorGoal } from '../services/creator-goal';\nexport const x = creatorGoal;\n"],
    ['server/settings.ts', "import type { StartApiOptions } from './start-api';\nexport type X = StartApiOptions;\n"],
    ['server/create-admin.ts', "import { readPassword } from './cli/read-password';\nexport const x = readPassword;\n"],
  ])('allows %s importing a floor below it', async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toEqual([]);
  });

  // A file on no floor would import what it likes: so each one, new ones too, must refuse a command npm runs.
  const commands = ['main.ts', 'create-admin.ts', 'receipt-key.ts'];
  const placed = readdirSync('server', { withFileTypes: true })
    .filter((entry) =>
      entry.isDirectory() ? !['testing', 'tests'].includes(entry.name) : /(?<!\.test)\.ts$/.test(entry.name),
    )
    .filter((entry) => !commands.includes(entry.name))
    .map((entry) => (entry.isDirectory() ? `server/${entry.name}/x.ts` : `server/${entry.name}`));
  it.each(placed)('places %s on a floor of the server (eslint.config.js)', async (filePath) => {
    const main = posix.relative(posix.dirname(filePath), 'server/main');
    expect(await ruleIds(filePath, `import '${main.startsWith('.') ? main : `./${main}`}';\n`)).toContain(
      'import/no-restricted-paths',
    );
  });

  // Inside the app (bulletproof-react's zones): features stand side by side, composed by the router.
  it.each([
    [
      'src/app/features/posts/x.ts',
      "import { OrdersPage } from '../wallet/orders-page';\nexport const x = OrdersPage;\n",
    ],
    ['src/app/features/wallet/x.ts', "import { PostList } from '../posts/post-list';\nexport const x = PostList;\n"],
    [
      'src/app/features/posts/x.ts',
      "import { RequireAuth } from '../../router/require-auth';\nexport const x = RequireAuth;\n",
    ],
    [
      'src/app/features/posts/x.ts',
      "import { MainLayout } from '../../layouts/main-layout';\nexport const x = MainLayout;\n",
    ],
    [
      'src/app/features/social/feed/x.ts',
      "import { Sidebar } from '../../../shell/sidebar';\nexport const x = Sidebar;\n",
    ],
    [
      'src/app/components/x.ts',
      "import { PostList } from '../features/posts/post-list';\nexport const x = PostList;\n",
    ],
    [
      'src/app/hooks/x.ts',
      "import { SignInPage } from '../features/auth/sign-in-page';\nexport const x = SignInPage;\n",
    ],
    [
      'src/app/boot/x.ts',
      "import { useSendToWidget } from '../features/embed/use-widget-messages';\nexport const x = useSendToWidget;\n",
    ],
    ['src/app/config/x.ts', "import { Root } from '../router/root';\nexport const x = Root;\n"],
    ['src/app/utils/x.ts', "import { MainLayout } from '../layouts/main-layout';\nexport const x = MainLayout;\n"],
  ])("refuses %s importing across the app's zones", async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toContain('import/no-restricted-paths');
  });

  it.each([
    ['src/app/features/posts/x.ts', "import { Avatar } from '../../components/avatar';\nexport const x = Avatar;\n"],
    ['src/app/features/posts/x.ts', "import { PostList } from './post-list';\nexport const x = PostList;\n"],
    [
      'src/app/features/social/feed/x.ts',
      "import { setSampleDelay } from '../../sample/sample-api';\nexport const x = setSampleDelay;\n",
    ],
    ['src/app/features/posts/x.ts', "import { paths } from '../../config/paths';\nexport const x = paths;\n"],
    ['src/app/router/x.ts', "import { PostList } from '../features/posts/post-list';\nexport const x = PostList;\n"],
    [
      'src/app/layouts/x.ts',
      "import { ProfileView } from '../features/profile/profile-view';\nexport const x = ProfileView;\n",
    ],
  ])("allows %s importing within the app's zones", async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toEqual([]);
  });

  // Inside the widgets, floors: a folder imports only the floors below it.
  it.each([
    [
      'src/widgets/table/x.ts',
      "import { WidgetButton } from '../components/widget-button';\nexport const x = WidgetButton;\n",
    ],
    ['src/widgets/table/x.ts', "import { tw } from '../styles/tw';\nexport const x = tw;\n"],
    ['src/widgets/styles/x.ts', "import { widgetTags } from '../table/widget-tags';\nexport const x = widgetTags;\n"],
    [
      'src/widgets/services/x.ts',
      "import { useWidget } from '../components/widget-host';\nexport const x = useWidget;\n",
    ],
    ['src/widgets/services/x.ts', "import { runtime } from '../runtime/widget-runtime';\nexport const x = runtime;\n"],
    [
      'src/widgets/components/x.ts',
      "import { defineWidgetView } from '../runtime/widget-views';\nexport const x = defineWidgetView;\n",
    ],
    [
      'src/widgets/components/x.tsx',
      "import { readPageDefaults } from '../loader/page-defaults';\nexport const x = readPageDefaults;\n",
    ],
    [
      'src/widgets/runtime/x.ts',
      "import { createLazyElement } from '../loader/lazy-element';\nexport const x = createLazyElement;\n",
    ],
  ])("refuses %s importing up the widgets' floors", async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toContain('import/no-restricted-paths');
  });

  it.each([
    [
      'src/widgets/components/x.ts',
      "import { lookupCreator } from '../services/widget-services';\nexport const x = lookupCreator;\n",
    ],
    [
      'src/widgets/components/x.ts',
      "import { OPENED_BY_API } from '../table/widget-tags';\nexport const x = OPENED_BY_API;\n",
    ],
    [
      'src/widgets/runtime/x.ts',
      "import { CreatorCard } from '../components/creator-card';\nexport const x = CreatorCard;\n",
    ],
    ['src/widgets/loader/x.ts', "import { widgetTags } from '../table/widget-tags';\nexport const x = widgetTags;\n"],
    // Storybook's stories stand where a host page does: above the runtime, whose views they define.
    [
      'src/widgets/components/x.stories.tsx',
      "import { defineWidgetView } from '../runtime/widget-views';\nexport const x = defineWidgetView;\n",
    ],
  ])("allows %s importing down the widgets' floors", async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toEqual([]);
  });

  it.each([
    [
      'src/widgets/loader/x.ts',
      "import { checkAttributes } from '../services/attributes';\nexport const x = checkAttributes;\n",
    ],
    ['src/widgets/loader/x.ts', "import { runtime } from '../runtime/widget-runtime';\nexport const x = runtime;\n"],
    ['src/widgets/table/x.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
  ])('keeps %s framework-free, reaching the runtime only by dynamic import', async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toContain('no-restricted-imports');
  });

  it.each([
    ['scripts/build-tools/x.ts', "import { startStack } from '../servers/stack';\nexport const x = startStack;\n"],
    [
      'scripts/servers/x.ts',
      "import { quietBuild } from '../build-tools/quiet-build';\nexport const x = quietBuild;\n",
    ],
  ])('keeps the servers and the build tools apart: refuses %s', async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toContain('import/no-restricted-paths');
  });

  it('keeps React out of core', async () => {
    expect(await ruleIds('src/core/x.ts', "import { useState } from 'react';\nexport const x = useState;\n")).toContain(
      'no-restricted-imports',
    );
  });

  it('refuses barrel re-exports', async () => {
    expect(await ruleIds('src/core/x.ts', "export * from './money/format-money';\n")).toContain('no-restricted-syntax');
  });

  it.each([
    ['src/core/x.ts', "export { formatMoney } from './money/format-money';\n"],
    ['src/core/x.ts', "import { formatMoney } from './money/format-money';\nexport { formatMoney };\n"],
    ['src/app/x.ts', "export type { Me } from '../core/contract/users';\n"],
    ['server/chain/x.ts', "export { chooseGateway } from './choose-gateway';\n"],
  ])('refuses %s re-exporting by name', async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toContain('local/no-re-exports');
  });

  it.each([
    ['src/core/x.ts', 'const x = 1;\nexport { x as y };\n'],
    // A stage of the widgets' runtime is a chunk that passes names on (reExportsAllowed in eslint.config.js).
    ['src/widgets/runtime/stages/x.ts', "export { createElement } from 'react';\n"],
  ])('allows %s, which re-exports nothing or is on the list', async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toEqual([]);
  });

  it('refuses a server read typed by a type argument, and keeps barrels refused there', async () => {
    const read =
      "import type { Sql } from '../db/sql';\nexport const x = (q: Sql) => q.get<{ id: number }>('SELECT id FROM users');\n";
    expect(await ruleIds('server/rows/x.ts', read)).toContain('no-restricted-syntax');
    expect(await ruleIds('server/rows/x.ts', "export * from './users';\n")).toContain('no-restricted-syntax');
    expect(await ruleIds('server/rows/x.test.ts', read)).toEqual([]);
  });
});
