/** The submissions feature's entry for other features: one of the user's own submissions, by id; a practice paper's answer sent for marking. */
export { getSubmissionForUser, type Submission } from "./read-submissions.server";
export { submitPaperAnswer, type PaperAnswer } from "./submit-paper-answer.server";
export { SUBMISSION_LIMITS } from "./submission-schema";
