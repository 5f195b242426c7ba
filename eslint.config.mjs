import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const UI = ['./app', './components', './stores'];

const config = [
  {
    ignores: ['.next/**', '.next-*/**', '.prof.mts', '.seedtime.mts', 'node_modules/**', '.data*/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'next-env.d.ts', 'server/db/migrations/**', 'api/contract/openapi.generated.ts'],
  },
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // The two halves meet only at the contract (api/contract) and at the mounting route.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './server', from: UI, message: 'server/ never imports UI code.' },
            { target: './server', from: './api', except: ['./contract'], message: 'server/ uses only api/contract.' },
            { target: './api', from: ['./server', ...UI], message: 'api/ is shared by both halves: no server or UI code.' },
            { target: './lib', from: ['./server', ...UI], message: 'lib/ holds framework-free helpers.' },
            {
              target: ['./app', './components', './stores'],
              from: './server',
              except: [],
              message: 'UI never imports server/ (only app/api/v1/[...route]/route.ts mounts it).',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['app/api/v1/[[]...route[]]/route.ts', 'instrumentation.ts', 'instrumentation-node.ts'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
];

export default config;
