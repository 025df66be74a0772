import { getConfig } from "../config.server";
import { getDatabase } from "../db/client.server";
import { getRootLogger } from "../logger.server";
import { createHttpApp, type HttpAppOptions } from "./create-http-app.server";

export type BootstrapOptions = Omit<HttpAppOptions, "config">;

/**
 * Everything the server does before it accepts requests: validate the configuration (a bad value
 * throws a ConfigError naming it), open the database and apply pending migrations, build the app.
 */
export async function bootstrap(options: BootstrapOptions) {
  const config = getConfig();
  const logger = getRootLogger();
  const database = getDatabase();
  await database.migrate();
  logger.info({ database: database.kind }, "database ready");
  if (config.billing.provider === "none") {
    logger.warn(
      "Payments are not configured on this server: paid plans cannot be bought. Set STRIPE_SECRET_KEY (and its settings), " +
        "or BILLING_MODE=local for the test checkout that takes no money.",
    );
  } else if (config.billing.provider === "local") {
    logger.info("payments: the test checkout (no money is taken); set STRIPE_SECRET_KEY for real payments");
  }
  const app = createHttpApp({ config, ...options });
  return {
    app,
    config,
    close: () => database.close(),
  };
}
