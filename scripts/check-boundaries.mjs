// Proves the app's boundary lint rule (eslint.config.js) catches what it is for: a feature importing another
// feature, and shared code importing a feature, are errors; a feature's own files and shared code are not.
// Part of `npm run lint` (so of `npm test`).
import { ESLint } from 'eslint';

const eslint = new ESLint();
const cases = [
  {
    file: 'app/src/features/claim/components/Probe.tsx',
    source: "import '../../shop/components/ShopPage';",
    fails: true,
  },
  { file: 'app/src/features/cart/probe.ts', source: "import '../shop/api/get-products';", fails: true },
  { file: 'app/src/lib/probe.ts', source: "import '../features/cart/cart-lines';", fails: true },
  {
    file: 'app/src/components/Probe.tsx',
    source: "import '../features/balance/components/AddBalancePage';",
    fails: true,
  },
  {
    file: 'app/src/features/claim/components/Probe.tsx',
    source: "import '../api/get-lottery';\nimport '../../../lib/session';",
    fails: false,
  },
  {
    file: 'app/src/features/cart/probe.ts',
    source: "import '../../lib/cart';\nimport './cart-lines';",
    fails: false,
  },
  {
    file: 'app/src/app/routes/Probe.tsx',
    source: "import '../../features/cart/components/CartPage';",
    fails: false,
  },
];

let wrong = 0;
for (const { file, source, fails } of cases) {
  const [result] = await eslint.lintText(source, { filePath: file });
  const boundary = result.messages.filter((message) => message.ruleId === 'no-restricted-imports');
  if (boundary.length > 0 !== fails) {
    wrong += 1;
    console.error(
      `${file}: expected ${fails ? 'a boundary error' : 'no boundary error'} for ${JSON.stringify(source)}`,
    );
  }
}
if (wrong > 0) {
  console.error(`The boundary rule is wrong in ${wrong} of ${cases.length} cases.`);
  process.exit(1);
}
console.log(
  `Boundary rule: ${cases.length} cases as expected (cross-feature and shared→feature imports refused).`,
);
