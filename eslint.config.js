import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import { readdirSync } from "node:fs";

import tseslint from "typescript-eslint";

/**
 * Layers (DESIGN.md section 2; docs/decisions/010-layering.md): routes -> features -> platform and ui.
 * Platform and ui import no feature or route; a feature imports no route; a feature reaches a sibling
 * only through that sibling's entry file, and only where the decision record allows it (this table).
 */
const FEATURE_ENTRIES = {
  auth: ["~/features/auth/index.server"],
  flashcards: ["~/features/flashcards", "~/features/flashcards/index.server", "~/features/flashcards/account-data.server"],
  papers: ["~/features/papers/account-data.server"],
  progress: ["~/features/progress/account-data.server"],
  generation: ["~/features/generation/index.server"],
  marking: ["~/features/marking", "~/features/marking/account-data.server"],
  submissions: ["~/features/submissions/index.server", "~/features/submissions/account-data.server"],
  catalogue: ["~/features/catalogue", "~/features/catalogue/lookup"],
  billing: ["~/features/billing", "~/features/billing/index.server"],
  profile: ["~/features/profile/index.server"],
  usage: ["~/features/usage/index.server"],
};
const SIBLINGS_ALLOWED = {
  account: ["auth", "billing", "flashcards", "marking", "papers", "profile", "progress", "submissions", "usage"],
  auth: ["billing", "profile"],
  billing: ["catalogue"],
  generation: ["catalogue"],
  marking: ["catalogue", "usage"],
  papers: ["billing", "catalogue", "generation", "marking", "submissions"],
  profile: ["catalogue"],
  "public-pages": ["billing", "catalogue"],
  submissions: ["billing", "catalogue", "usage"],
  catalogue: [],
  usage: [],
  flashcards: ["billing", "marking", "submissions"],
  progress: ["catalogue", "flashcards", "marking"],
};
const UP_AND_OUT = (folder) => ["..", "../..", "../../.."].map((up) => `${up}/${folder}/**`);
const layerRules = [
  {
    files: ["app/platform/**/*.{ts,tsx}", "app/ui/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/features", "~/features/**", "~/routes/**", "~/root", "~/entry.server", ...UP_AND_OUT("features"), ...UP_AND_OUT("routes")],
              message: "Platform and ui sit below the features: they import no feature or route (docs/decisions/010-layering.md).",
            },
          ],
        },
      ],
    },
  },
  // Every feature folder gets the rule; one missing from the table may reach no sibling at all.
  ...readdirSync(new URL("./app/features", import.meta.url)).map((feature) => {
    const allowed = SIBLINGS_ALLOWED[feature] ?? [];
    const entries = allowed.flatMap((sibling) => FEATURE_ENTRIES[sibling] ?? []);
    return {
      files: [`app/features/${feature}/**/*.{ts,tsx}`],
      ignores: ["**/*.test.{ts,tsx}"],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: [
              {
                group: ["~/routes/**", "~/root", "~/entry.server", "../../routes/**", "../../../routes/**"],
                message: "A feature imports no route (docs/decisions/010-layering.md).",
              },
              {
                // An entry's folder is let through too (a file in an excluded folder cannot be let through).
                group: [...new Set([
                  "~/features/*",
                  "~/features/*/**",
                  `!~/features/${feature}`,
                  `!~/features/${feature}/**`,
                  ...allowed.map((sibling) => `!~/features/${sibling}`),
                  ...entries.map((entry) => `!${entry}`),
                ])],
                message: `${feature} reaches another feature only through an entry file that docs/decisions/010-layering.md allows it: ${entries.join(", ") || "none"}.`,
              },
            ],
          },
        ],
      },
    };
  }),
];

const settingsThroughConfig = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: "Read settings through getConfig() (app/platform/config.server.ts).",
};
const noModuleMocks = {
  selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|doUnmock)$/]",
  message: "No module mocks: tests share loaded modules (vitest.config.ts, isolate false). Pass the dependency in.",
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
      ".react-router/**",
      "node_modules/**",
      "bench/pages/fixture/build/**",
      "bench/pages/fixture/.react-router/**",
      "test-results/**",
      "playwright-report/**",
      ".tmp/**",
      "data/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-syntax": ["error", settingsThroughConfig],
    },
  },
  {
    // Tooling, tests and the config module itself read the environment directly.
    files: ["app/platform/config.server.ts", "tests/**", "*.config.ts", "bench/**", "scripts/**"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    // vitest runs without isolation (vitest.config.ts): a module mocked in one file may already be loaded, unmocked,
    // by another in the same worker. Pass the dependency in instead.
    files: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", noModuleMocks] },
  },
  {
    // The app's own tests keep the rule on settings as well.
    files: ["app/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", noModuleMocks, settingsThroughConfig] },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: globals.node },
  },
  ...layerRules,
);
