import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";

export interface CapturedEmail {
  envelopeFrom: string | false;
  envelopeTo: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps every message it receives, for tests to read. */
export async function startSmtpCapture() {
  const messages: CapturedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : false,
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
