/**
 * Daily allowances follow the Europe/London calendar day (DESIGN.md D3), whatever the server's
 * time zone, including on the days the clocks change.
 */
const LONDON = "Europe/London";

const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: LONDON, year: "numeric", month: "2-digit", day: "2-digit" });
const hourFormat = new Intl.DateTimeFormat("en-GB", { timeZone: LONDON, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
// Made once: creating a formatter costs far more than using one.
const longDateFormat = new Intl.DateTimeFormat("en-GB", { timeZone: LONDON, dateStyle: "long" });

/** The London calendar date of an instant, as YYYY-MM-DD. */
export function londonDay(instant: Date): string {
  return dayFormat.format(instant);
}

function addDays(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The instant the next London day starts: when today's allowance resets. */
export function nextLondonMidnight(instant: Date): Date {
  const tomorrow = addDays(londonDay(instant), 1);
  const [year, month, date] = tomorrow.split("-").map(Number) as [number, number, number];
  // London is UTC+0 or UTC+1: midnight there is 00:00 or 23:00 UTC of the day before.
  for (const offsetHours of [0, 1]) {
    const candidate = new Date(Date.UTC(year, month - 1, date, -offsetHours));
    if (londonDay(candidate) === tomorrow && hourFormat.format(candidate) === "00:00") return candidate;
  }
  throw new Error(`could not place London midnight for ${tomorrow}`);
}

/** "22 November 2026": the spec's en-GB long date, in London. */
export function formatLondonDate(instant: Date): string {
  return longDateFormat.format(instant);
}
