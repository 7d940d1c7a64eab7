// The import boundaries rule on real paths of the house (`npm run lint` runs this file with
// `node --test`): what each package may and may not import.
import path from 'node:path';
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { packageBoundaries } from './packageBoundaries.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(import.meta.dirname, '../..');
const at = (file) => path.join(root, file);
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' },
});

tester.run('package-boundaries', packageBoundaries, {
  valid: [
    {
      filename: at('mf-marketplace/src/search/x.ts'),
      code: "import { definePage } from '@eventalp/shell-kit';",
    },
    {
      filename: at('mf-marketplace/src/search/x.ts'),
      code: "import { FormField } from '@eventalp/shell-ui';",
    },
    {
      filename: at('mf-marketplace/src/search/x.ts'),
      code: "import type { EntryCard } from '@eventalp/plugin-catalog/domain';",
    },
    {
      filename: at('mf-marketplace/src/search/x.ts'),
      code: "import { searchUrl } from '../search/searchUrl';",
    },
    {
      filename: at('plugins/search/src/x.ts'),
      code: "import { CATALOGUE } from '@eventalp/plugin-catalog';",
    },
    {
      filename: at('mf-marketplace/src/packageOffer/x.test.ts'),
      code: "import { packageOfferSample } from '@eventalp/plugin-packages/testing';",
    },
    {
      filename: at('plugins/search/test/x.int.test.ts'),
      code: "import { createTestPlatform } from '@eventalp/platform-api/testing';",
    },
    {
      filename: at('shell/src/server/x.ts'),
      code: "import { render } from '@eventalp/shell-kit/server';",
    },
    {
      filename: at('mf-marketplace/webpack.config.js'),
      code: "const { createRemoteWebpackConfigs } = require('@eventalp/shell-kit/build');",
    },
  ],
  invalid: [
    {
      filename: at('mf-marketplace/src/x.ts'),
      code: "import { MagazinePage } from '@eventalp/mf-magazine';",
      errors: [{ message: /micro-frontends meet through the event bus/ }],
    },
    {
      filename: at('mf-user-area/src/x.ts'),
      code: "import('@eventalp/shell');",
      errors: [{ message: /must not import @eventalp\/shell/ }],
    },
    {
      filename: at('mf-magazine/src/x.ts'),
      code: "import { Card } from '../../mf-marketplace/src/catalog/Card';",
      errors: [{ message: /reaches into @eventalp\/mf-marketplace by path/ }],
    },
    {
      filename: at('plugins/search/src/x.ts'),
      code: "import { loadEntryDetail } from '@eventalp/plugin-catalog/src/entry-detail';",
      errors: [{ message: /another plugin's internals/ }],
    },
    {
      filename: at('mf-marketplace/src/packageOffer/x.ts'),
      code: "import { packageOfferSample } from '@eventalp/plugin-packages/testing';",
      errors: [{ message: /another plugin's internals/ }],
    },
    {
      filename: at('plugins/search/src/x.ts'),
      code: "export * from '@eventalp/platform-api';",
      errors: [{ message: /depend on @eventalp\/platform-sdk, not on the host/ }],
    },
    {
      filename: at('plugins/search/src/x.ts'),
      code: "import { createTestPlatform } from '@eventalp/platform-api/testing';",
      errors: [{ message: /not on the host/ }],
    },
    {
      filename: at('mf-award/webpack.config.js'),
      code: "const other = require('@eventalp/mf-marketplace');",
      errors: [{ message: /micro-frontends meet through the event bus/ }],
    },
  ],
});
