import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { expect, test } from "./support/fixtures";

const CLIENT_DIR = path.resolve(import.meta.dirname, "../../build/client");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * D5 and J2: the production client build (built by the e2e setup) carries no secret and no AI provider
 * SDK; the browser never talks to a model.
 */
test("the client build holds no secret and no AI provider SDK", () => {
  const files = filesUnder(CLIENT_DIR).filter((file) => /\.(js|css|html|json|data|map|txt)$/.test(file));
  expect(files.length).toBeGreaterThan(10);
  const forbidden: [string, RegExp][] = [
    ["Google API key", /AIza[0-9A-Za-z_-]{30,}/],
    ["OpenAI key", /\bsk-(proj-)?[A-Za-z0-9_-]{20,}/],
    ["Stripe secret or webhook secret", /\b(sk_live|sk_test|rk_live|whsec)_[A-Za-z0-9]{10,}/],
    ["private key", /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
    ["the e2e auth secret", /end-to-end-tests-secret/],
    ["the e2e Google client secret", /marker-e2e-secret/],
    ["AI SDK provider package", /@ai-sdk\/(google|openai)|generativelanguage\.googleapis\.com|api\.openai\.com\/v1/],
    ["server-only module", /better-auth\/adapters|drizzle-orm\/node-postgres|nodemailer/],
  ];
  const findings: string[] = [];
  for (const file of files) {
    const content = readFileSync(file, "utf8");
    for (const [what, pattern] of forbidden) {
      if (pattern.test(content)) findings.push(`${what} in ${path.relative(CLIENT_DIR, file)}`);
    }
  }
  expect(findings).toEqual([]);
});
