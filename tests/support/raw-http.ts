import http from "node:http";

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Bytes of the request body written before the answer arrived. */
  sentBeforeAnswer: number;
}

/**
 * Sends a request over a fresh connection to 127.0.0.1:port, with the path exactly as given (no
 * normalising). `body` is written chunk by chunk (chunked unless a content-length header is given) and
 * writing stops once the answer arrives, so a server that answers early is seen to do so.
 */
export function sendRaw(
  port: number | string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: Iterable<Buffer> } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request({ host: "127.0.0.1", port, method, path, headers: options.headers, agent: false });
    request.setMaxListeners(0);
    request.on("response", (response) => {
      answered = true;
      const sentBeforeAnswer = sent;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString(), sentBeforeAnswer }),
      );
      response.on("error", reject);
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    void (async () => {
      for (const chunk of options.body ?? []) {
        if (answered || request.destroyed) break;
        sent += chunk.length;
        if (!request.write(chunk)) {
          await new Promise((next) => {
            request.once("drain", next);
            request.once("response", next);
            request.once("close", next);
          });
        }
      }
      if (!answered && !request.destroyed) request.end();
    })();
  });
}
