import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";

export interface CapturedEmail {
  envelopeFrom: string | false;
  envelopeTo: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback that keeps every message it receives, for tests to read. `refuse` makes it
 * answer the first `count` senders with an SMTP error reply (e.g. 451 "try again later", 550 refused).
 */
export async function startSmtpCapture(options: { refuse?: { count: number; code: number } } = {}) {
  const messages: CapturedEmail[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (options.refuse && refused < options.refuse.count) {
        refused++;
        return callback(Object.assign(new Error(options.refuse.code < 500 ? "Try again later" : "Refused"), { responseCode: options.refuse.code }));
      }
      callback();
    },
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
    /** How many senders were refused so far. */
    refusals: () => refused,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
