import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A file `depth` folders below its feature's folder may not climb out of the feature into a sibling. */
function appFeatureBoundaries() {
  return [0, 1, 2, 3].map((depth) => ({
    files: [`app/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^${'\\.\\./'.repeat(depth + 1)}(?!\\.\\.)`,
              message:
                'A feature imports no other feature: move what both need to lib/ or components/, or compose them in app/.',
            },
          ],
        },
      ],
    },
  }));
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      '**/.data/**',
      // Files a build writes for a moment beside its configuration (npm test lints while it builds).
      '**/*.timestamp-*.mjs',
      '**/*.bundled_*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // App boundaries (bulletproof-react): shared code (lib/, components/) → features → app. A feature imports
  // shared code and its own files, never another feature; shared code imports no feature. Composition of
  // features happens in app/ (routes). scripts/check-boundaries.mjs proves the rule catches a violation.
  ...appFeatureBoundaries(),
  {
    files: ['app/src/lib/**/*.{ts,tsx}', 'app/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)features/',
              message: 'Shared code (lib/, components/) imports no feature; compose features in app/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Link components come from context (LinkComponentProvider) and are stable across renders.
      'react-hooks/static-components': 'off',
    },
  },
);
