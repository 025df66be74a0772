import { getDatabase } from "~/platform/db/client.server";
import { checkDatabaseHealth } from "~/platform/db/check-database-health.server";

export async function loader() {
  const health = await checkDatabaseHealth(getDatabase());
  return Response.json(health, {
    status: health.ok ? 200 : 503,
    headers: { "Cache-Control": "no-store", ...(health.ok ? {} : { "Retry-After": "5" }) },
  });
}
