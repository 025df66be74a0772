import { describe, expect, it } from "vitest";

import { buildStudyPlan, daysUntil, defaultExamDate, examDateRange, studyPlanCalendar, type PlanDay, type PlanSubject } from "./study-plan";

/** The events of an iCalendar file, unfolded, each as its properties by name (parameters dropped). */
function events(ics: string): Array<Record<string, string>> {
  return ics
    .replace(/\r\n /g, "")
    .split("BEGIN:VEVENT\r\n")
    .slice(1)
    .map((block) =>
      Object.fromEntries(
        block
          .split("END:VEVENT")[0]!
          .split("\r\n")
          .filter(Boolean)
          .map((line) => {
            const colon = line.indexOf(":");
            return [line.slice(0, colon).split(";")[0]!, line.slice(colon + 1)];
          }),
      ),
    );
}

const literature: PlanSubject = {
  subjectId: "english-literature",
  name: "English Literature",
  examDate: "2027-05-13",
  weakest: { code: "AO2", share: 40, href: "/subjects/english-literature?board=aqa&paper=p&questionType=q", questionTypeName: "Unseen poem" },
  paperMinutes: 135,
};
const history: PlanSubject = { subjectId: "history", name: "History", examDate: "2027-06-03", weakest: null, paperMinutes: 120 };

describe("study plan (fixed clock)", () => {
  it("defaults exam dates to the usual season, next year's once this year's has passed", () => {
    expect(defaultExamDate("english-literature", "2026-11-23")).toBe("2027-05-13");
    expect(defaultExamDate("english-language", "2027-03-01")).toBe("2027-05-21");
    expect(defaultExamDate("history", "2027-06-04")).toBe("2028-06-03");
    expect(daysUntil("2026-11-23", "2026-11-30")).toBe(7);
  });

  it("does not call an objective 'weakest' when the answers were marked on that one objective alone", () => {
    const details = (subject: PlanSubject) =>
      buildStudyPlan({ today: "2026-11-23", minutesPerDay: 30, subjects: [subject], dueByDay: {} }).flatMap((day) => day.items.map((item) => item.detail));
    const only = { ...literature, weakest: { ...literature.weakest!, only: true } };
    expect(details(only).some((detail) => detail.startsWith("The one objective your answers are marked on (40% of its marks)."))).toBe(true);
    expect(details(only).join("\n")).not.toMatch(/weakest/);
    expect(details(literature).some((detail) => detail.startsWith("Your weakest objective (40% of its marks)."))).toBe(true);
  });

  it("puts due flashcards first (half a minute a card, at most 40% of the day) and carries the rest over", () => {
    const plan = buildStudyPlan({ today: "2026-11-23", minutesPerDay: 30, subjects: [literature], dueByDay: { "2026-11-23": 40, "2026-11-24": 2 } });
    expect(plan).toHaveLength(7);
    const [monday, tuesday] = plan;
    expect(monday!.items[0]).toMatchObject({ kind: "flashcards", title: "Review 24 due flashcards", minutes: 12, href: "/flashcards/review" });
    expect(monday!.items[0]!.detail).toBe("16 more wait for tomorrow.");
    expect(monday!.items[1]).toMatchObject({ kind: "practice", minutes: 18, href: literature.weakest!.href });
    expect(monday!.minutes).toBe(30);
    // 16 carried + 2 due = 18 cards = 9 minutes.
    expect(tuesday!.items[0]).toMatchObject({ title: "Review 18 due flashcards", minutes: 9 });
  });

  it("shares days between subjects, the nearest exam most often, and sends a subject with no marks to its first answer", () => {
    const plan = buildStudyPlan({ today: "2026-11-23", minutesPerDay: 45, subjects: [literature, history], dueByDay: {} });
    const subjects = plan.map((day) => day.items[0]!.subjectId);
    expect(subjects.filter((id) => id === "english-literature").length).toBeGreaterThan(subjects.filter((id) => id === "history").length);
    expect(subjects).toContain("history");
    const historyDay = plan.find((day) => day.items[0]!.subjectId === "history")!;
    expect(historyDay.items[0]).toMatchObject({ title: "History: mark your first answer", href: "/subjects/history", minutes: 45 });
  });

  it("never asks for a first answer in a subject that has marked answers (with no objective to train, any question)", () => {
    const plan = buildStudyPlan({ today: "2026-11-23", minutesPerDay: 45, subjects: [literature, { ...history, marked: true }], dueByDay: {} });
    const items = plan.flatMap((day) => day.items).filter((item) => item.subjectId === "history");
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item).toMatchObject({ title: "History: answer a question", detail: "Answer a question of your choice and get it marked.", href: "/subjects/history" });
  });

  it("sets a whole paper on Saturday within six weeks of the exam, and drops a subject whose exam has passed", () => {
    const soon = { ...literature, examDate: "2027-05-13" };
    const plan = buildStudyPlan({ today: "2027-04-19", minutesPerDay: 30, subjects: [soon, { ...history, examDate: "2027-04-01" }], dueByDay: {} });
    const saturday = plan.find((day) => day.day === "2027-04-24")!;
    expect(saturday.items).toEqual([
      expect.objectContaining({ kind: "paper", title: "Sit a whole English Literature practice paper", minutes: 135, href: "/aipractisepaper" }),
    ]);
    expect(plan.flatMap((day) => day.items).some((item) => item.subjectId === "history")).toBe(false);
    const farAway = buildStudyPlan({ today: "2026-11-23", minutesPerDay: 30, subjects: [literature], dueByDay: {} });
    expect(farAway.flatMap((day) => day.items).some((item) => item.kind === "paper")).toBe(false);
  });

  it("says the whole paper is a longer day only when it is, and a shorter one when it is shorter", () => {
    const paperDay = (minutesPerDay: number, dueByDay: Record<string, number> = {}) =>
      buildStudyPlan({ today: "2027-04-19", minutesPerDay, subjects: [literature], dueByDay })
        .find((day) => day.day === "2027-04-24")!
        .items.find((item) => item.kind === "paper")!;
    expect(paperDay(30).detail).toBe(
      "Your exam is in 19 days: build the real paper and sit it timed (a longer session today than your usual 30 minutes).",
    );
    expect(paperDay(240).detail).toBe(
      "Your exam is in 19 days: build the real paper and sit it timed (a shorter session today than your usual 240 minutes).",
    );
    expect(paperDay(240).detail).not.toContain("longer");
    // 5 minutes of flashcards + the 135-minute paper is exactly the usual 140: no "longer" or "shorter".
    expect(paperDay(140, { "2027-04-24": 4 }).detail).toBe("Your exam is in 19 days: build the real paper and sit it timed.");
  });

  it("accepts exam dates from today to 800 days ahead", () => {
    expect(examDateRange("2026-11-23")).toEqual({ min: "2026-11-23", max: "2029-01-31" });
    expect(daysUntil("2026-11-23", examDateRange("2026-11-23").max)).toBe(800);
  });

  it("has nothing on a day with no cards due and every exam passed", () => {
    const plan = buildStudyPlan({ today: "2027-07-01", minutesPerDay: 30, subjects: [literature], dueByDay: {} });
    expect(plan.every((day) => day.items.length === 0 && day.minutes === 0)).toBe(true);
  });
});

describe("calendar export", () => {
  it("writes one all-day event per item with its link, CRLF lines folded at 75 octets and text escaped", () => {
    const plan = buildStudyPlan({ today: "2026-11-23", minutesPerDay: 30, subjects: [literature], dueByDay: { "2026-11-23": 3 } });
    const ics = studyPlanCalendar(plan, { appUrl: "https://marker.example", ownerKey: "k3yK3yK3y", now: new Date("2026-11-23T10:00:00Z") });
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const events = ics.split("BEGIN:VEVENT").length - 1;
    expect(events).toBe(plan.reduce((sum, day) => sum + day.items.length, 0));
    expect(ics).toContain("DTSTART;VALUE=DATE:20261123\r\nDTEND;VALUE=DATE:20261124");
    expect(ics).toContain("DTSTAMP:20261123T100000Z");
    expect(ics).toContain("SUMMARY:Review 3 due flashcards (5 min)");
    expect(ics).toContain("URL:https://marker.example/flashcards/review");
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    // Unfolded, the practice link is whole and the comma in the detail is escaped.
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain(`URL:https://marker.example${literature.weakest!.href}`);
    expect(unfolded).toContain("Your weakest objective (40% of its marks). Answer a \"Unseen poem\" question and get it marked.\\n");
  });

  it("names the board of the question to answer, with its article (a review: an OCR question in an AQA student's plan)", () => {
    const detail = (boardName: string) =>
      buildStudyPlan({ today: "2026-11-23", minutesPerDay: 30, subjects: [{ ...literature, weakest: { ...literature.weakest!, boardName } }], dueByDay: {} })
        .flatMap((day) => day.items)
        .map((item) => item.detail)
        .find((text) => text?.includes("Unseen poem"));
    expect(detail("AQA")).toContain('Answer an AQA "Unseen poem" question and get it marked.');
    expect(detail("OCR")).toContain('Answer an OCR "Unseen poem" question');
    expect(detail("WJEC")).toContain('Answer a WJEC "Unseen poem" question');
  });

  it("gives each slot a UID from its day and slot (flashcards or the study session), the owner's key and the app's host, whatever else the day holds", () => {
    const now = new Date("2026-11-23T10:00:00Z");
    const uids = (dueByDay: Record<string, number>) =>
      studyPlanCalendar(buildStudyPlan({ today: "2026-11-23", minutesPerDay: 30, subjects: [literature, history], dueByDay }), {
        appUrl: "https://marker.example",
        ownerKey: "k3yK3yK3y",
        now,
      })
        .replace(/\r\n /g, "")
        .split("\r\n")
        .filter((line) => line.startsWith("UID:"))
        .map((line) => line.slice(4));
    const without = uids({});
    // Cards due on Monday put a flashcards item before Monday's practice: the practice keeps its UID.
    const withCards = uids({ "2026-11-23": 6 });
    expect(withCards).toHaveLength(without.length + 1);
    expect(withCards).toEqual(expect.arrayContaining(without));
    expect(withCards).toContain("20261123-flashcards-k3yK3yK3y@marker.example");
    expect(without[0]).toBe("20261123-session-k3yK3yK3y@marker.example");
    expect(new Set(withCards).size).toBe(withCards.length);
    for (const uid of withCards) expect(uid).toMatch(/-k3yK3yK3y@marker\.example$/);
  });

  it("keeps a day's UID when its subject changes, so a re-import replaces the event: only SUMMARY changes", () => {
    const now = new Date("2026-11-23T10:00:00Z");
    const monday = (subjects: PlanSubject[]) => {
      const ics = studyPlanCalendar(buildStudyPlan({ today: "2026-11-23", minutesPerDay: 30, subjects, dueByDay: {} }), {
        appUrl: "https://marker.example",
        ownerKey: "k3yK3yK3y",
        now,
      });
      return events(ics).find((event) => event.DTSTART === "20261123")!;
    };
    const before = monday([literature, history]);
    // The student moves their History exam to next month: History is now the nearest exam and takes Monday.
    const after = monday([literature, { ...history, examDate: "2026-12-10" }]);
    expect(before.SUMMARY).toBe("English Literature: practise AO2 (30 min)");
    expect(after.SUMMARY).toBe("History: mark your first answer (30 min)");
    expect(after.UID).toBe(before.UID);
    // A whole paper in the same slot (Saturday within six weeks) keeps the slot's UID too.
    const saturday = (examDate: string) =>
      events(
        studyPlanCalendar(buildStudyPlan({ today: "2027-04-19", minutesPerDay: 30, subjects: [{ ...literature, examDate }], dueByDay: {} }), {
          appUrl: "https://marker.example",
          ownerKey: "k3yK3yK3y",
          now,
        }),
      ).find((event) => event.DTSTART === "20270424")!;
    expect(saturday("2027-05-13").SUMMARY).toContain("Sit a whole English Literature practice paper");
    expect(saturday("2027-07-13").SUMMARY).toContain("English Literature: practise AO2");
    expect(saturday("2027-07-13").UID).toBe(saturday("2027-05-13").UID);
  });

  it("gives two slots on one day different UIDs, and a second item in one slot its own", () => {
    const now = new Date("2026-11-23T10:00:00Z");
    const options = { appUrl: "https://marker.example", ownerKey: "k3yK3yK3y", now };
    const plan = buildStudyPlan({ today: "2026-11-23", minutesPerDay: 30, subjects: [literature], dueByDay: { "2026-11-23": 6 } });
    const monday = events(studyPlanCalendar(plan, options)).filter((event) => event.DTSTART === "20261123");
    expect(monday.map((event) => event.UID)).toEqual(["20261123-flashcards-k3yK3yK3y@marker.example", "20261123-session-k3yK3yK3y@marker.example"]);
    const crowded: PlanDay[] = [{ ...plan[0]!, items: [...plan[0]!.items, { ...plan[0]!.items[1]!, title: "History: mark your first answer" }] }];
    const uids = events(studyPlanCalendar(crowded, options)).map((event) => event.UID);
    expect(uids).toHaveLength(3);
    expect(new Set(uids).size).toBe(3);
  });

  it("stamps each event with DTSTAMP, LAST-MODIFIED and a SEQUENCE that is higher on every later download", () => {
    const plan = buildStudyPlan({ today: "2026-11-23", minutesPerDay: 30, subjects: [literature], dueByDay: {} });
    const at = (iso: string) => events(studyPlanCalendar(plan, { appUrl: "https://marker.example", ownerKey: "k", now: new Date(iso) }));
    const first = at("2026-11-23T10:00:00Z");
    const later = at("2026-11-23T10:00:01Z");
    for (const event of first) {
      expect(event.DTSTAMP).toBe("20261123T100000Z");
      expect(event["LAST-MODIFIED"]).toBe("20261123T100000Z");
      expect(event.SEQUENCE).toMatch(/^\d+$/);
    }
    expect(Number(later[0]!.SEQUENCE)).toBeGreaterThan(Number(first[0]!.SEQUENCE));
    expect(later.map((event) => event.UID)).toEqual(first.map((event) => event.UID));
    // SEQUENCE is an RFC 5545 INTEGER (at most 2147483647) for decades to come.
    expect(Number(at("2090-01-01T00:00:00Z")[0]!.SEQUENCE)).toBeLessThanOrEqual(2_147_483_647);
  });

  it("marks the file as a published calendar with a name", () => {
    const ics = studyPlanCalendar([], { appUrl: "http://localhost:3000", ownerKey: "k", now: new Date("2026-11-23T10:00:00Z") });
    expect(ics).toContain("\r\nMETHOD:PUBLISH\r\n");
    expect(ics).toContain("\r\nX-WR-CALNAME:Marker study plan\r\n");
  });
});
