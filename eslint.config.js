import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import regexp from 'eslint-plugin-regexp';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { layerZones } from './eslint.layers.js';

export default tseslint.config(
  { ignores: ['node_modules/', 'var/', 'dist/', 'coverage/', 'test-artifacts/', '.tools/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Regexes run on outside text (requests, fetched pages, listings): no super-linear backtracking.
  {
    files: ['src/**/*.ts', 'src/**/*.mjs'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-misleading-capturing-group': 'error',
    },
  },
  // A plain object answers for its prototype's names too: a lookup table keyed by any string finds
  // Object.prototype's 'constructor', '__proto__' or 'toString' when a caller sends that word (a
  // travel theme named 'constructor' once answered 500). Tables keyed by arbitrary strings are Maps
  // (or closed key unions); membership of an outside key is Object.hasOwn, never `in`. Build
  // scripts under scripts/ read pinned inputs, not requests.
  {
    files: ['src/**/*.ts', 'src/**/*.mjs'],
    ignores: ['src/**/scripts/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: [
            ':matches(Program > VariableDeclaration, Program > ExportNamedDeclaration > VariableDeclaration) > VariableDeclarator[init.type="ObjectExpression"]',
            ':matches(',
            '[id.typeAnnotation.typeAnnotation.typeName.name="Record"][id.typeAnnotation.typeAnnotation.typeArguments.params.0.type="TSStringKeyword"],',
            '[id.typeAnnotation.typeAnnotation.typeArguments.params.0.typeName.name="Record"][id.typeAnnotation.typeAnnotation.typeArguments.params.0.typeArguments.params.0.type="TSStringKeyword"]',
            ')',
          ].join(''),
          message: "A table keyed by any string is a Map: a plain object also answers for 'constructor', '__proto__' and 'toString'.",
        },
        {
          selector: 'BinaryExpression[operator="in"]:not([left.type="Literal"])',
          message: "Use Object.hasOwn(object, key): `key in object` is true for 'constructor' and 'toString'.",
        },
      ],
    },
  },
  // Layers (docs/architecture.md): imports point down only, and no module imports itself back.
  {
    files: ['src/**/*.ts', 'src/**/*.mjs'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
);
