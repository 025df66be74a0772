/**
 * The weekly study plan (Premium). Pure: today, the settings, the due cards and each subject's weakest
 * objective come in; seven days of items come out. The rules, in order, for each day:
 *
 * 1. Flashcards first when any are due that day: half a minute a card, at least 5 minutes, at most 40% of
 *    the day's minutes (the rest waits for the next day's review).
 * 2. Whole paper: within six weeks of a subject's exam, one day a week (Saturday) is a whole practice paper
 *    for the subject whose exam is nearest, at the paper's full time (a longer or shorter day than usual,
 *    said so).
 * 3. The rest of the day is practice on a subject's weakest objective, opening the subject page on a
 *    question type that trains it. Subjects take turns, the nearest exam most often: each day goes to the
 *    subject with the highest urgency, 1 / weeks to its exam, divided by 1 + the days it already has this week.
 *
 * Subjects whose exam has passed drop out (the service keeps a passed date the student saved, so the subject
 * stays out rather than coming back with next year's default). The plan is computed on every visit, so it follows new results
 * (the weakest objective) and reviews (the due cards).
 */

export interface PlanSubject {
  subjectId: string;
  name: string;
  /** YYYY-MM-DD. */
  examDate: string;
  /** The weakest objective and the link that trains it, when the student has marked answers. */
  weakest: { code: string; share: number; href: string; questionTypeName: string; /** "AQA": the step names its board. */ boardName?: string; only?: boolean } | null;
  /** Whether the student has a marked answer in the subject (without a weakest objective to train, the step says so). */
  marked?: boolean;
  /** Minutes a whole paper of this subject takes (the longest paper's time allowed). */
  paperMinutes: number;
}

export interface PlanItem {
  kind: "flashcards" | "practice" | "paper";
  title: string;
  detail: string;
  minutes: number;
  href: string;
  subjectId: string | null;
}

export interface PlanDay {
  day: string;
  items: PlanItem[];
  minutes: number;
}

export interface StudyPlanInput {
  today: string;
  minutesPerDay: number;
  subjects: readonly PlanSubject[];
  /** Cards due on each day (overdue ones counted today). */
  dueByDay: Readonly<Record<string, number>>;
  days?: number;
}

/** maxExamDays: how far ahead an exam date may be (about two years: a Year 9 student planning their GCSEs). */
export const STUDY_PLAN_LIMITS = { minMinutes: 10, maxMinutes: 240, paperWindowDays: 42, maxExamDays: 800 } as const;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayString = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);
/** 0 Monday ... 6 Sunday (1970-01-01 was a Thursday). */
const weekday = (number: number) => (number + 3) % 7;

export function daysUntil(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The dates an exam date can take today: from today to the furthest allowed (the date inputs' min and max). */
export function examDateRange(today: string): { min: string; max: string } {
  return { min: today, max: dayString(dayNumber(today) + STUDY_PLAN_LIMITS.maxExamDays) };
}

/** The usual exam season: English Literature mid-May, English Language late May, History early June; next year's once this year's has passed. */
export function defaultExamDate(subjectId: string, today: string): string {
  const monthDay = subjectId === "english-language" ? "05-21" : subjectId === "history" ? "06-03" : "05-13";
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-${monthDay}`;
  return daysUntil(today, thisYear) >= 0 ? thisYear : `${year + 1}-${monthDay}`;
}

export function buildStudyPlan(input: StudyPlanInput): PlanDay[] {
  const days = input.days ?? 7;
  const budget = Math.max(STUDY_PLAN_LIMITS.minMinutes, Math.min(STUDY_PLAN_LIMITS.maxMinutes, Math.round(input.minutesPerDay)));
  const start = dayNumber(input.today);
  const chosen = new Map<string, number>();
  let carriedCards = 0;
  const plan: PlanDay[] = [];
  for (let offset = 0; offset < days; offset++) {
    const number = start + offset;
    const day = dayString(number);
    const items: PlanItem[] = [];
    const upcoming = input.subjects.filter((subject) => daysUntil(day, subject.examDate) >= 0);

    const due = (input.dueByDay[day] ?? 0) + carriedCards;
    let left = budget;
    if (due > 0) {
      const cap = Math.floor(budget * 0.4);
      const wanted = Math.max(5, Math.ceil(due * 0.5));
      const minutes = Math.max(Math.min(5, budget), Math.min(wanted, cap));
      const cards = Math.min(due, minutes * 2);
      carriedCards = due - cards;
      items.push({
        kind: "flashcards",
        title: `Review ${cards} due ${cards === 1 ? "flashcard" : "flashcards"}`,
        detail: carriedCards > 0 ? `${carriedCards} more wait for tomorrow.` : "Everything due today.",
        minutes,
        href: "/flashcards/review",
        subjectId: null,
      });
      left -= minutes;
    } else {
      carriedCards = 0;
    }

    const nearest = [...upcoming].sort((a, b) => daysUntil(day, a.examDate) - daysUntil(day, b.examDate))[0];
    if (nearest && weekday(number) === 5 && daysUntil(day, nearest.examDate) <= STUDY_PLAN_LIMITS.paperWindowDays) {
      // The day's time is the flashcards (if any) plus the whole paper, which can be more or less than usual.
      const dayMinutes = budget - left + nearest.paperMinutes;
      const length =
        dayMinutes > budget
          ? ` (a longer session today than your usual ${budget} minutes)`
          : dayMinutes < budget
            ? ` (a shorter session today than your usual ${budget} minutes)`
            : "";
      items.push({
        kind: "paper",
        title: `Sit a whole ${nearest.name} practice paper`,
        detail: `Your exam is in ${daysUntil(day, nearest.examDate)} days: build the real paper and sit it timed${length}.`,
        minutes: nearest.paperMinutes,
        href: "/aipractisepaper",
        subjectId: nearest.subjectId,
      });
      chosen.set(nearest.subjectId, (chosen.get(nearest.subjectId) ?? 0) + 1);
    } else if (upcoming.length > 0 && left >= 5) {
      const urgency = (subject: PlanSubject) => 1 / Math.max(1, daysUntil(day, subject.examDate) / 7) / (1 + (chosen.get(subject.subjectId) ?? 0));
      const subject = [...upcoming].sort((a, b) => urgency(b) - urgency(a) || a.name.localeCompare(b.name))[0]!;
      chosen.set(subject.subjectId, (chosen.get(subject.subjectId) ?? 0) + 1);
      items.push(
        subject.weakest
          ? {
              kind: "practice",
              title: `${subject.name}: practise ${subject.weakest.code}`,
              detail: `${subject.weakest.only ? "The one objective your answers are marked on" : "Your weakest objective"} (${subject.weakest.share}% of its marks). Answer ${subject.weakest.boardName ? `${/^[AEIO]/.test(subject.weakest.boardName) ? "an" : "a"} ${subject.weakest.boardName}` : "a"} "${subject.weakest.questionTypeName}" question and get it marked.`,
              minutes: left,
              href: subject.weakest.href,
              subjectId: subject.subjectId,
            }
          : subject.marked
            ? {
                kind: "practice",
                title: `${subject.name}: answer a question`,
                detail: "Answer a question of your choice and get it marked.",
                minutes: left,
                href: `/subjects/${subject.subjectId}`,
                subjectId: subject.subjectId,
              }
            : {
              kind: "practice",
              title: `${subject.name}: mark your first answer`,
              detail: "Marker finds your weakest objective from your marked answers.",
              minutes: left,
              href: `/subjects/${subject.subjectId}`,
              subjectId: subject.subjectId,
            },
      );
    }
    plan.push({ day, items, minutes: items.reduce((sum, item) => sum + item.minutes, 0) });
  }
  return plan;
}

// ---------------------------------------------------------------------------------------------
// Calendar export (RFC 5545)
// ---------------------------------------------------------------------------------------------

const escapeText = (text: string) => text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Folds a content line at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const character of line) {
    const bytes = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += character;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The slot an item fills on its day: the review slot (flashcards) or the day's study session (practice or a whole paper). */
const slotOf = (item: PlanItem) => (item.kind === "flashcards" ? "flashcards" : "session");

/** Seconds from this point to `now` give SEQUENCE: it grows with every download and stays a 32-bit INTEGER (RFC 5545 3.3.8) until 2093. */
const SEQUENCE_EPOCH_MS = Date.UTC(2025, 0, 1);

/**
 * The plan as an iCalendar file: one all-day event per item, with its link.
 *
 * Each UID names a slot, never what fills it: the owner, the date and the slot on that date (flashcards or
 * the study session; a second item in the same slot gets "-2"). A day whose subject changes (new exam dates,
 * a new weakest objective, a whole paper instead of practice) keeps its UIDs, so importing the file again
 * replaces the events instead of adding new ones beside the old (RFC 5545 3.8.4.7: globally unique and
 * persistent). The date is part of the UID, so DTSTART and DTEND never change for one UID.
 *
 * Calendar apps take a re-imported event as an update only when it is newer: DTSTAMP and LAST-MODIFIED are
 * the time the file is made, and SEQUENCE (3.8.7.4) is the seconds since 2025 at that time, so every later
 * download has a higher SEQUENCE than any earlier one without storing anything.
 *
 * `ownerKey` is an opaque per-student key (calendarOwnerKey), never the user id; the domain after the @ is the
 * app's host.
 */
export function studyPlanCalendar(plan: readonly PlanDay[], options: { appUrl: string; ownerKey: string; now: Date }): string {
  const host = new URL(options.appUrl).hostname;
  const stamp = options.now.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const sequence = Math.max(0, Math.floor((options.now.getTime() - SEQUENCE_EPOCH_MS) / 1000));
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Marker//Study plan//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:Marker study plan"];
  for (const day of plan) {
    const date = day.day.replace(/-/g, "");
    const next = dayString(dayNumber(day.day) + 1).replace(/-/g, "");
    const used = new Map<string, number>();
    for (const item of day.items) {
      const url = `${options.appUrl}${item.href}`;
      const slot = slotOf(item);
      const count = (used.get(slot) ?? 0) + 1;
      used.set(slot, count);
      lines.push(
        "BEGIN:VEVENT",
        `UID:${date}-${slot}${count > 1 ? `-${count}` : ""}-${options.ownerKey}@${host}`,
        `DTSTAMP:${stamp}`,
        `LAST-MODIFIED:${stamp}`,
        `SEQUENCE:${sequence}`,
        `DTSTART;VALUE=DATE:${date}`,
        `DTEND;VALUE=DATE:${next}`,
        `SUMMARY:${escapeText(`${item.title} (${item.minutes} min)`)}`,
        `DESCRIPTION:${escapeText(`${item.detail}\n${url}`)}`,
        `URL:${url}`,
        "TRANSP:TRANSPARENT",
        "END:VEVENT",
      );
    }
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
