/** The submissions feature's entry for other features: one of the user's own submissions, by id. */
export { getSubmissionForUser, type Submission } from "./read-submissions.server";
