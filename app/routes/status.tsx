import { useEffect, useState } from "react";

import { getDatabase } from "~/platform/db/client.server";
import { checkDatabaseHealth } from "~/platform/db/check-database-health.server";
import { BackToHome, ProseContainer } from "~/ui/page";
import type { Route } from "./+types/status";

export function meta() {
  return [{ title: "Marker - Status" }];
}

export async function loader() {
  const health = await checkDatabaseHealth(getDatabase());
  return { ok: health.ok, checkedAt: new Date().toISOString() };
}

const POLL_INTERVAL_MS = 30_000;

function formatTime(iso: string) {
  return new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    timeZone: "Europe/London",
  }).format(new Date(iso));
}

/** Live service status: rendered from a real health check, then refreshed from /healthz. */
export default function Status({ loaderData }: Route.ComponentProps) {
  const [status, setStatus] = useState(loaderData);

  useEffect(() => {
    let cancelled = false;
    async function isHealthy() {
      try {
        const response = await fetch("/healthz", { cache: "no-store" });
        return response.ok && ((await response.json()) as { ok?: unknown }).ok === true;
      } catch {
        return false;
      }
    }
    async function refresh() {
      const ok = await isHealthy();
      if (!cancelled) setStatus({ ok, checkedAt: new Date().toISOString() });
    }
    const timer = setInterval(refresh, POLL_INTERVAL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, []);

  return (
    <ProseContainer>
      <BackToHome />
      <h1 className="mt-6 text-3xl font-bold text-slate-900">Service status</h1>
      <div
        role="status"
        data-status={status.ok ? "operational" : "degraded"}
        className={
          status.ok
            ? "mt-6 rounded-lg border border-green-300 bg-green-50 p-5 text-green-900"
            : "mt-6 rounded-lg border border-red-300 bg-red-50 p-5 text-red-900"
        }
      >
        <p className="text-lg font-semibold">
          {status.ok ? "All systems operational" : "Marker is having problems right now"}
        </p>
        <p className="mt-1 text-sm">
          {status.ok
            ? "The website and database are answering normally."
            : "We can't reach our database. Your work is safe; please try again in a few minutes."}
        </p>
        <p className="mt-3 text-sm">Last checked at {formatTime(status.checkedAt)} (UK time). This page checks again every 30 seconds.</p>
      </div>
    </ProseContainer>
  );
}
