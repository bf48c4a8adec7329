// Lint of the TypeScript of both apps, the typed client and the browser suite.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'openapi/schema.d.ts', 'e2e/test-results/**', 'e2e/playwright-report/**', 'var/**', 'target/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['portal-ui/src/**/*.{ts,tsx}', 'admin-ui/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Portal components call their area's named queries and calls (`<area>/queries.ts`), never the API client.
    files: ['portal-ui/src/**/*.{ts,tsx}'],
    ignores: ['portal-ui/src/**/queries.ts', 'portal-ui/src/api.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@canopy/api',
              importNames: ['api', 'unwrap', 'uploadFile', 'requestPath', 'createApiClient', 'API_BASE'],
              message: "Call the API from the area's queries.ts.",
            },
          ],
          patterns: [{ regex: '^(\\.\\.?/)+api$', importNames: ['api', 'unwrap'], message: "Call the API from the area's queries.ts." }],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['fetch', 'EventSource', 'XMLHttpRequest'].map((name) => ({ name, message: "Call the API from the area's queries.ts." })),
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // TypeScript checks names itself (and knows the browser's and Node's globals).
      'no-undef': 'off',
    },
  },
);
