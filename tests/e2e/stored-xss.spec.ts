import { sql } from "drizzle-orm";

import { expect, test } from "./support/fixtures";
import { submitMacbethAnswer } from "./support/marking";
import { ownSetup, useSessionCookie } from "./support/own-server";

const IMG_PAYLOAD = "<img src=x onerror=alert(1)>";
const LINK_PAYLOAD = "[x](javascript:alert(1))";
const SCRIPT_PAYLOAD = "<script>alert(1)</script>";
/** A host that is not the app's: any request to it means the page loaded something a payload named. */
const REMOTE_HOST = "203.0.113.7";
const REMOTE_IMAGE = `<img src="http://${REMOTE_HOST}/tracker.png">`;
const MARKDOWN_IMAGE = `![tracker](http://${REMOTE_HOST}/pixel.png)`;

/** An answer a student might type with the payloads in it: the model's annotations quote it. */
const ANSWER = `Shakespeare presents ambition as destructive. ${SCRIPT_PAYLOAD} The phrase 'vaulting ambition' overreaches. ${REMOTE_IMAGE}`;

const PROPOSAL = {
  objectives: ["AO1", "AO2", "AO3", "AO4"].map((code, i) => ({
    code,
    marks: [8, 8, 4, 3][i],
    rationale: `${code}: ${SCRIPT_PAYLOAD} ${REMOTE_IMAGE}`,
    evidence: ["vaulting ambition"],
  })),
  strengths: [`A clear argument ${SCRIPT_PAYLOAD}`, `Well chosen ${REMOTE_IMAGE} ${MARKDOWN_IMAGE}`],
  areasForImprovement: [`More on structure ${IMG_PAYLOAD}`, `See ${LINK_PAYLOAD}`],
  specificFeedback: `A thoughtful answer. ${SCRIPT_PAYLOAD} ${REMOTE_IMAGE} ${LINK_PAYLOAD}`,
  suggestions: [`Explore the metaphor ${MARKDOWN_IMAGE}`],
  annotations: [
    { quote: SCRIPT_PAYLOAD, comment: `Remove this ${REMOTE_IMAGE}`, objective: "AO4", kind: "improvement" },
    { quote: "'vaulting ambition'", comment: `Well chosen ${SCRIPT_PAYLOAD}`, objective: "AO2", kind: "strength" },
  ],
};

/**
 * C2: stored payloads are shown as text. A flashcard front `<img src=x onerror=alert(1)>`, a set titled
 * `[x](javascript:alert(1))`, and model feedback carrying `<script>` and remote images (HTML and markdown)
 * are rendered in the browser on the flashcards list, the open set, study mode and the results page: no
 * dialog opens, nothing is requested from the remote host, no script of the payload runs, and each payload
 * is visible as the text it is. A server of its own on PostgreSQL with the fake model on loopback.
 */
test("C2: stored script and image payloads are shown as text: no dialog, no request to another host", async ({ page, context }) => {
  const setup = await ownSetup("c2");
  test.skip(!setup, "needs a PostgreSQL server");
  const { database, model } = setup!;
  model.setDefault({ kind: "json", value: PROPOSAL });
  const server = await setup!.startServer();
  const dialogs: string[] = [];
  const foreignRequests: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol !== "data:" && url.host !== new URL(server.url).host) foreignRequests.push(request.url());
  });
  try {
    const student = await setup!.signedInStudent("Payload Student");
    await useSessionCookie(context, student.cookie, server.url);
    // A set as the editor would store it: the title and the card's text exactly as typed.
    const inserted = await database.db.execute(
      sql`insert into flashcard_sets (user_id, title) values (${student.id}, ${LINK_PAYLOAD}) returning id`,
    );
    const setId = (inserted as unknown as { rows: Array<{ id: string }> }).rows[0]!.id;
    await database.db.execute(
      sql`insert into flashcards (set_id, user_id, position, front, back) values (${setId}, ${student.id}, 0, ${IMG_PAYLOAD}, ${SCRIPT_PAYLOAD})`,
    );

    // The flashcards list, the open set and study mode show the payloads as text.
    await page.goto(`${server.url}/flashcards`);
    await expect(page.getByText(LINK_PAYLOAD).first()).toBeVisible();
    await expect(page.getByText(IMG_PAYLOAD).first()).toBeVisible();
    await page.goto(`${server.url}/flashcards?open=${setId}`);
    await expect(page.getByText(IMG_PAYLOAD).first()).toBeVisible();
    await expect(page.getByText(SCRIPT_PAYLOAD).first()).toBeVisible();
    await page.goto(`${server.url}/flashcards?study=${setId}`);
    await expect(page.getByText(IMG_PAYLOAD).first()).toBeVisible();
    await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);

    // The model's feedback, with the payloads in every field, on the results page.
    await submitMacbethAnswer(page, ANSWER, server.url);
    await expect(page.getByTestId("score")).toHaveText("23 / 34", { timeout: 30_000 });
    // Every section that opens is opened, so every field is in the page.
    for (const summary of await page.locator("details > summary").all()) await summary.click();
    for (const heading of ["Specific feedback", "Suggestions"]) {
      const section = page.getByRole("heading", { name: heading });
      if ((await section.count()) > 0) await section.first().click();
    }
    await expect(page.getByText(`A clear argument ${SCRIPT_PAYLOAD}`)).toBeVisible();
    await expect(page.getByText(`More on structure ${IMG_PAYLOAD}`)).toBeVisible();
    await expect(page.getByText(SCRIPT_PAYLOAD).first()).toBeVisible();

    // No element the payloads describe exists in the page, no dialog opened, nothing went to another host.
    const planted = await page.evaluate(
      (host) => ({
        images: [...document.images].filter((image) => image.src.includes(host) || image.getAttribute("src") === "x").length,
        scripts: [...document.scripts].filter((script) => script.textContent?.includes("alert(1)")).length,
        javascriptLinks: document.querySelectorAll('a[href^="javascript:"]').length,
        handlers: document.querySelectorAll("[onerror]").length,
      }),
      REMOTE_HOST,
    );
    expect(planted).toEqual({ images: 0, scripts: 0, javascriptLinks: 0, handlers: 0 });
    expect(dialogs).toEqual([]);
    expect(foreignRequests).toEqual([]);
  } finally {
    await page.close();
    await setup!.stop();
  }
});
