import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";

import { MESSAGES } from "~/features/auth/validation";
import { Card } from "~/ui/card";
import { PageContainer } from "~/ui/page";
import { Spinner } from "~/ui/spinner";

export function meta() {
  return [{ title: "Marker - Completing Sign-In" }];
}

/** The spec's timings (section 9): 0.5 s first, up to 3 retries 1 s x attempt apart, 3 s before going back. */
export const CALLBACK_TIMINGS = {
  initialDelayMs: 500,
  maxRetries: 3,
  retryDelayMs: 1_000,
  errorRedirectMs: 3_000,
  successRedirectMs: 500,
};

type Phase = { kind: "working"; attempt: number } | { kind: "error"; message: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function hasSession(): Promise<boolean> {
  const response = await fetch("/api/session", { cache: "no-store", credentials: "same-origin" });
  if (!response.ok) return false;
  return ((await response.json()) as { authenticated?: unknown }).authenticated === true;
}

export default function AuthCallback() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ kind: "working", attempt: 0 });
  // The provider's error text is never shown, only whether there was one.
  const providerFailed = searchParams.has("error") || searchParams.has("error_description");

  useEffect(() => {
    let cancelled = false;
    async function complete() {
      await wait(CALLBACK_TIMINGS.initialDelayMs);
      if (cancelled) return;
      if (providerFailed) {
        setPhase({ kind: "error", message: MESSAGES.googleFailed });
        await wait(CALLBACK_TIMINGS.errorRedirectMs);
        if (!cancelled) navigate("/auth", { replace: true });
        return;
      }
      for (let attempt = 0; attempt <= CALLBACK_TIMINGS.maxRetries; attempt++) {
        if (attempt > 0) {
          setPhase({ kind: "working", attempt });
          await wait(CALLBACK_TIMINGS.retryDelayMs * attempt);
          if (cancelled) return;
        }
        const confirmed = await hasSession().catch(() => false);
        if (cancelled) return;
        if (confirmed) {
          await wait(CALLBACK_TIMINGS.successRedirectMs);
          if (!cancelled) navigate("/dashboard", { replace: true });
          return;
        }
      }
      setPhase({ kind: "error", message: MESSAGES.callbackFailed });
      await wait(CALLBACK_TIMINGS.errorRedirectMs);
      if (!cancelled) navigate("/auth", { replace: true });
    }
    void complete();
    return () => {
      cancelled = true;
    };
  }, [navigate, providerFailed]);

  return (
    <PageContainer className="flex justify-center py-16">
      <Card className="w-full max-w-md text-center">
        {phase.kind === "working" ? (
          <div role="status" className="flex flex-col items-center gap-4">
            <Spinner className="h-10 w-10" />
            <h1 className="text-2xl font-bold text-slate-900">Completing Sign-In</h1>
            {phase.attempt > 0 ? (
              <p className="text-sm text-slate-700">
                Retry attempt {phase.attempt}/{CALLBACK_TIMINGS.maxRetries}...
              </p>
            ) : (
              <p className="text-sm text-slate-700">Please wait a moment.</p>
            )}
          </div>
        ) : (
          <div role="alert" className="flex flex-col items-center gap-3">
            <h1 className="text-2xl font-bold text-red-800">Authentication Error</h1>
            <p className="text-slate-800">{phase.message}</p>
            <p className="text-sm text-slate-700">Redirecting to sign in page...</p>
          </div>
        )}
      </Card>
    </PageContainer>
  );
}
