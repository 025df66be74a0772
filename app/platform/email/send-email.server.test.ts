import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { startSmtpCapture } from "../../../tests/fakes/smtp-capture";
import { createMailer } from "./send-email.server";

const message = {
  to: "student@example.com",
  subject: "Confirm your email",
  text: "Open https://marker.test/verify?token=abc to confirm.",
  html: '<p><a href="https://marker.test/verify?token=abc">Confirm</a></p>',
  actionUrl: "https://marker.test/verify?token=abc",
};

describe("mailer", () => {
  const outboxDir = mkdtempSync(path.join(tmpdir(), "marker-outbox-"));
  afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));

  it("writes a complete .eml to the outbox when no SMTP server is configured", async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: "Marker <no-reply@marker.example>", outboxDir });
    expect(mailer.kind).toBe("outbox");
    await mailer.send(message);
    const files = readdirSync(outboxDir).filter((file) => file.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(outboxDir, files[0]!), "utf8");
    expect(eml).toMatch(/^From: Marker <no-reply@marker\.example>$/m);
    expect(eml).toMatch(/^To: student@example\.com$/m);
    expect(eml).toMatch(/^Subject: Confirm your email$/m);
    expect(eml).toContain("https://marker.test/verify?token=abc");
  });

  it("delivers over SMTP to a real server on loopback", async () => {
    const smtp = await startSmtpCapture();
    try {
      const mailer = createMailer({ smtpUrl: smtp.url, from: "Marker <no-reply@marker.example>", outboxDir });
      expect(mailer.kind).toBe("smtp");
      await mailer.send(message);
      expect(smtp.messages).toHaveLength(1);
      const received = smtp.messages[0]!;
      expect(received.envelopeTo).toEqual(["student@example.com"]);
      expect(received.raw).toMatch(/^Subject: Confirm your email$/m);
      expect(received.raw).toContain("https://marker.test/verify?token=abc");
    } finally {
      await smtp.stop();
    }
  });

  it("tries again after a 'try again later' reply, a bounded number of times, and never after a permanent refusal", async () => {
    const busy = await startSmtpCapture({ refuse: { count: 2, code: 451 } });
    try {
      const mailer = createMailer({ smtpUrl: busy.url, from: "Marker <no-reply@marker.example>", outboxDir }, { retryDelaysMs: [10, 10] });
      await mailer.send(message);
      expect(busy.refusals()).toBe(2);
      expect(busy.messages).toHaveLength(1);
    } finally {
      await busy.stop();
    }

    const down = await startSmtpCapture({ refuse: { count: 5, code: 421 } });
    try {
      const mailer = createMailer({ smtpUrl: down.url, from: "Marker <no-reply@marker.example>", outboxDir }, { retryDelaysMs: [10, 10] });
      await expect(mailer.send(message)).rejects.toMatchObject({ responseCode: 421 });
      expect(down.refusals()).toBe(3);
      expect(down.messages).toHaveLength(0);
    } finally {
      await down.stop();
    }

    const refusing = await startSmtpCapture({ refuse: { count: 5, code: 550 } });
    try {
      const mailer = createMailer({ smtpUrl: refusing.url, from: "Marker <no-reply@marker.example>", outboxDir }, { retryDelaysMs: [10, 10] });
      await expect(mailer.send(message)).rejects.toMatchObject({ responseCode: 550 });
      expect(refusing.refusals()).toBe(1);
    } finally {
      await refusing.stop();
    }
  });
});
