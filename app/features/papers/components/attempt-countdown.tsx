import { useEffect, useRef, useState } from "react";

import { announcementBetween, formatClock, formatDuration } from "../attempt-clock";

/**
 * The attempt's countdown. The time shown counts down each second; screen readers are told the time only at
 * sensible moments (10, 5 and 1 minute left, and time up) through a polite live region, not every second.
 * `remainingSeconds` is the server's figure when the page loaded (key the component on it); a paused clock does not move.
 */
export function AttemptCountdown({ remainingSeconds, paused, onTimeUp }: { remainingSeconds: number; paused: boolean; onTimeUp?: () => void }) {
  const [remaining, setRemaining] = useState(remainingSeconds);
  const [announcement, setAnnouncement] = useState("");
  const previous = useRef(remainingSeconds);
  const timeUpRef = useRef(onTimeUp);
  useEffect(() => {
    timeUpRef.current = onTimeUp;
  });

  // The page remounts the countdown (a new `key`) when the server's figures change.
  useEffect(() => {
    if (paused || remainingSeconds <= 0) return;
    const deadline = Date.now() + remainingSeconds * 1000;
    const timer = setInterval(() => {
      const next = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      const said = announcementBetween(previous.current, next);
      if (said) setAnnouncement(said);
      if (previous.current > 0 && next === 0) timeUpRef.current?.();
      previous.current = next;
      setRemaining(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [remainingSeconds, paused]);

  return (
    <div>
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-700">{paused ? "Time remaining (paused)" : "Time remaining"}</p>
      <p className="font-mono text-3xl font-bold text-slate-900" role="timer" aria-live="off" aria-label={`Time remaining: ${formatDuration(remaining)}`}>
        {formatClock(remaining)}
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
