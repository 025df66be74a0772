import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { formCatalogueForBoard } from "../form-catalogue.server";
import { generateSourceButtonLabel, sourceAddedNotice } from "../source-wording";
import { SUBMISSION_LIMITS, SUBMISSION_MESSAGES } from "../submission-rules";

import { AnswerForm, type AnswerReply } from "./answer-form";

/**
 * The answer form as the server draws it: after a refused submit (the page drawn with the refusal, or the
 * page's state once the refusal came back), and the words around the source field and Continue.
 */

const USAGE = { remaining: 1, cap: 15, unlimited: false, resetsOn: "27 November 2026" };
const ALLOWANCE_USED_UP = "You have used all 15 markings for today. Your allowance resets on 27 November 2026.";

const TYPED = {
  board: "aqa",
  paperId: "paper-1",
  topicId: "",
  questionTypeId: "shakespeare",
  questionText: "Starting with this extract, how does Shakespeare present ambition?",
  sourceText: "I have no spur / To prick the sides of my intent",
  answerText: "Shakespeare presents ambition as a destructive force.",
};

type Props = Parameters<typeof AnswerForm>[0];

function render(overrides: Partial<Props> = {}) {
  const props: Props = {
    subject: { id: "english-literature", name: "English Literature" },
    boards: formCatalogueForBoard("english-literature", "aqa"),
    defaultBoard: "aqa",
    usage: USAGE,
    canGenerateExtract: true,
    extractGate: { requiredPlan: "Standard", hasPlan: true },
    idempotencyKey: "0d6b1f4c-7f7e-4a0e-9a55-2a3c7d8e9f10",
    draftOwner: "student-1",
    reply: undefined,
    preset: null,
    ...overrides,
  };
  const router = createMemoryRouter([{ path: "/subjects/english-literature", element: <AnswerForm {...props} /> }], {
    initialEntries: ["/subjects/english-literature"],
  });
  return renderToString(<RouterProvider router={router} />)
    .replaceAll("<!-- -->", "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"');
}

/** The Continue button's tag. */
const continueButton = (html: string) => /<button[^>]*type="submit"[^>]*>Continue<\/button>/.exec(html)?.[0] ?? "";
const preset = (questionTypeId: string, paperId = "paper-2") => ({ board: "aqa", paperId, topicId: null, questionTypeId });

describe("the answer form after a refused submit", () => {
  it("keeps every field it was sent with: board, paper, question type, question, source and answer", () => {
    const refused: AnswerReply = { ok: false, formError: "You are sending answers very quickly. Please wait a minute and try again.", values: { ...TYPED, paperId: "paper-2", questionTypeId: "unseen-comparison" } };
    const html = render({ reply: refused });
    expect(html).toMatch(/<option value="aqa" selected="">/);
    expect(html).toMatch(/<option value="paper-2" selected="">/);
    expect(html).toMatch(/<option value="unseen-comparison" selected="">/);
    expect(html).toContain(`>${TYPED.questionText}</textarea>`);
    expect(html).toContain(`>${TYPED.sourceText}</textarea>`);
    expect(html).toContain(`>${TYPED.answerText}</textarea>`);
  });

  it("after a refusal for the allowance, shows the usage that came with it: 0 left, Continue disabled, the message once", () => {
    const refused: AnswerReply = { ok: false, formError: ALLOWANCE_USED_UP, values: TYPED, usage: { ...USAGE, remaining: 0 } };
    const html = render({ reply: refused });
    expect(html).toContain("0 of 15 markings remaining today.");
    expect(html).not.toContain("1 of 15 markings remaining today.");
    expect(continueButton(html)).toContain("disabled");
    expect(html).toContain("You have used all your markings for today. They reset on 27 November 2026.");
    // The refusal is the allowance banner's words: said once, in a box that takes focus after the refusal.
    expect(html.split(ALLOWANCE_USED_UP)).toHaveLength(2);
    expect(html).toMatch(new RegExp(`<div[^>]*id="allowance-used-up"[^>]*tabindex="-1"[^>]*>.*${ALLOWANCE_USED_UP}`));
    // The reason beside Continue is not in the live region, which would read the refusal a second time.
    expect(html).toMatch(/<div aria-live="polite"><\/div><p id="continue-blocked"[^>]*>You have used all your markings/);
    expect(continueButton(html)).toContain('aria-describedby="continue-blocked"');
  });

  it("puts any other refusal in a box that takes focus (not an alert already on the page, which is seldom read)", () => {
    const message = "You are sending answers very quickly. Please wait a minute and try again.";
    const html = render({ reply: { ok: false, formError: message, values: TYPED, usage: USAGE } });
    expect(html).toMatch(new RegExp(`<div[^>]*id="answer-form-error"[^>]*tabindex="-1"[^>]*><div data-tone="danger"[^>]*>${message}</div>`));
    expect(html).not.toContain('role="alert"');
  });

  // Without JavaScript the refused form is a new page: what says why takes focus as it loads (autofocus), once.
  const focused = (html: string) => [...html.matchAll(/<(\w+)[^>]*\sautofocus=""[^>]*>/g)].map((match) => /id="([^"]+)"/.exec(match[0])?.[1]);
  it("focuses, as the page loads, the refusal's message, else the allowance's banner, else the first field with an error", () => {
    expect(focused(render({ reply: { ok: false, formError: "You are sending answers very quickly. Please wait a minute and try again.", values: TYPED, usage: USAGE } }))).toEqual(["answer-form-error"]);
    expect(focused(render({ reply: { ok: false, formError: ALLOWANCE_USED_UP, values: TYPED, usage: { ...USAGE, remaining: 0 } } }))).toEqual(["allowance-used-up"]);
    const missing = { questionText: SUBMISSION_MESSAGES.questionRequired, answerText: SUBMISSION_MESSAGES.answerRequired };
    expect(focused(render({ reply: { ok: false, fieldErrors: missing, values: { ...TYPED, questionText: "", answerText: "" }, usage: USAGE } }))).toEqual(["field-questionText"]);
    expect(focused(render({ reply: { ok: false, fieldErrors: { answerText: SUBMISSION_MESSAGES.answerRequired }, values: { ...TYPED, answerText: "" }, usage: USAGE } }))).toEqual(["field-answerText"]);
    expect(focused(render({ reply: { ok: false, fieldErrors: { selection: "Please choose a question type." }, values: { ...TYPED, questionTypeId: "" }, usage: USAGE } }))).toEqual(["field-questionTypeId"]);
    // Nothing is focused on arriving, nor when the page is only drawn again with another board's choices.
    expect(focused(render())).toEqual([]);
    expect(focused(render({ reply: { ok: false, values: TYPED } }))).toEqual([]);
  });
});

describe("the answer form's words", () => {
  it("says in words, beside the counter, that an answer over the limit is too long, and ties it to the field", () => {
    const html = render({ reply: { ok: false, values: { ...TYPED, answerText: "a".repeat(SUBMISSION_LIMITS.answer + 1) } } });
    const counter = html.indexOf("20,001 / 20,000 characters");
    const message = html.indexOf(SUBMISSION_MESSAGES.answerTooLong);
    expect(counter).toBeGreaterThan(0);
    expect(message).toBeGreaterThan(counter);
    expect(html.slice(counter, message)).toMatch(/<\/p><p id="field-answerText-error"[^>]*>$/);
    expect(html).toMatch(/<textarea id="field-answerText"[^>]*aria-describedby="field-answerText-count field-answerText-error"/);
  });

  it("shows why Continue is disabled as text that comes before the button, where reading in order reaches it", () => {
    const html = render({ preset: preset("shakespeare", "paper-1") });
    const reason = html.indexOf("To continue, add the question, the extract and your answer.");
    const button = html.indexOf(continueButton(html));
    expect(reason).toBeGreaterThan(0);
    expect(reason).toBeLessThan(button);
    expect(html).toMatch(/<div aria-live="polite"><p id="continue-blocked" class="text-sm text-slate-700">To continue/);
    expect(continueButton(html)).toContain('aria-describedby="continue-blocked"');
  });

  it("names the source button after the field: an extract, a poem, poems, sources", () => {
    expect(render({ preset: preset("shakespeare", "paper-1") })).toContain(">Generate an extract</button>");
    expect(render({ preset: preset("anthology-poetry") })).toContain(">Generate a poem</button>");
    const poems = render({ preset: preset("unseen-comparison") });
    expect(poems).toContain(">Poems</label>");
    expect(poems).toContain(">Generate poems</button>");
    expect(poems).not.toContain("Generate an extract");
    expect(generateSourceButtonLabel("Sources")).toBe("Generate sources");
    expect(generateSourceButtonLabel("Interpretations")).toBe("Generate interpretations");
    expect(generateSourceButtonLabel("Interpretation")).toBe("Generate an interpretation");
    expect(generateSourceButtonLabel("Source")).toBe("Generate a source");
  });

  it("says 'them' after adding several sources and 'it' after one", () => {
    expect(sourceAddedNotice("Sources")).toBe("Sources added. You can edit them.");
    expect(sourceAddedNotice("Poems")).toBe("Poems added. You can edit them.");
    expect(sourceAddedNotice("Extract")).toBe("Extract added. You can edit it.");
  });

  it("shows the app's feature gate with the spec's texts when the plan has no extract generation", () => {
    const html = render({ preset: preset("shakespeare", "paper-1"), canGenerateExtract: false });
    expect(html).toContain("Standard Plan Required");
    expect(html).toContain("Upgrade to Standard plan to access this feature");
    expect(html).toMatch(/<a[^>]*href="\/pricing"[^>]*>Upgrade to Standard<\/a>/);
    expect(html).not.toContain("Extract generation:");
    expect(html).not.toContain(">Generate an extract</button>");
  });
});

describe("a question answered by letters from an answer key, on a server that marks offline", () => {
  const language = (offlineMarker: boolean) =>
    render({
      subject: { id: "english-language", name: "English Language" },
      boards: formCatalogueForBoard("english-language", "aqa"),
      preset: { board: "aqa", paperId: "paper-2", topicId: null, questionTypeId: "q1" },
      offlineMarker,
    });

  it("holds Continue back and says why, before a marking is used (AQA Language Paper 2 Question 1)", () => {
    const html = language(true);
    expect(html).toContain(SUBMISSION_MESSAGES.statementsNeedKey);
    // Before the script runs, Continue stays enabled (the server refuses with the same words); once it runs it waits.
    expect(continueButton(html)).toContain('aria-describedby="continue-blocked"');
  });

  it("is not held back where a model marks it", () => {
    expect(language(false)).not.toContain(SUBMISSION_MESSAGES.statementsNeedKey);
  });
});

describe("the question type menu's description", () => {
  // Edexcel History Paper 1, Medicine, Question 3: the board's marks with Marker's estimate of the levels (a scheme note).
  const SELECTION = { board: "edexcel", paperId: "paper-1", topicId: "medicine", questionTypeId: "q3-similarity-difference" };
  const boards = formCatalogueForBoard("history", "edexcel");
  const chosen = boards
    .find((board) => board.id === "edexcel")!
    .papers!.find((paper) => paper.id === SELECTION.paperId)!
    .topics.find((topic) => topic.id === SELECTION.topicId)!
    .questionTypes.find((type) => type.id === SELECTION.questionTypeId)!;
  const history = (overrides: Partial<Props>) => render({ subject: { id: "history", name: "History" }, boards, defaultBoard: "edexcel", ...overrides });

  /** The texts the question type menu is described by, in its aria-describedby's order. */
  function menuDescription(html: string): string[] {
    const ids = /<select id="field-questionTypeId"[^>]*aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(ids, "the question type menu has a description").toBeTruthy();
    return ids!.split(" ").map((id) => {
      const text = new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];
      expect(text, `an element with id ${id}`).toBeDefined();
      return text!;
    });
  }

  it("is the chosen type's guidance and its scheme note, read when the menu has focus", () => {
    expect(chosen.schemeNote).toBeTruthy();
    expect(menuDescription(history({ preset: SELECTION }))).toEqual([chosen.guidance, chosen.schemeNote]);
    // A type with no scheme note (AQA Literature): its guidance alone.
    const shakespeare = render({ preset: preset("shakespeare", "paper-1") });
    const guidance = formCatalogueForBoard("english-literature", "aqa")
      .find((board) => board.id === "aqa")!
      .papers!.find((paper) => paper.id === "paper-1")!
      .questionTypes.find((type) => type.id === "shakespeare")!.guidance;
    expect(menuDescription(shakespeare)).toEqual([guidance]);
  });

  it("keeps the menu's error in its description, after the guidance", () => {
    const message = "That question type is not on this paper.";
    const values = { ...TYPED, ...SELECTION };
    const html = history({ reply: { ok: false, fieldErrors: { selection: message }, values, usage: USAGE } });
    expect(menuDescription(html)).toEqual([chosen.guidance, chosen.schemeNote, message]);
  });

  it("is nothing before a question type is chosen", () => {
    expect(render()).not.toMatch(/<select id="field-questionTypeId"[^>]*aria-describedby=/);
  });
});
