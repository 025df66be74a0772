import { data } from "react-router";

import { AppError, errorResponseInit } from "../errors";
import type { Failure } from "../result";
import type { FormReply } from "./form-reply";

/** Sends a form reply with the status (and Retry-After) that goes with it. */
export function reply<R extends FormReply>(body: R, init: { status?: number; retryAfterSeconds?: number } = {}) {
  const status = init.status ?? (body.ok ? 200 : 400);
  return data(body, errorResponseInit(status, init.retryAfterSeconds));
}

/**
 * A form reply for a service's failure: its message under its field (or its fields' messages under
 * theirs), else as the form's message.
 */
export function replyWithFailure<R extends FormReply>(failure: Failure, rest: Omit<R, "ok" | "formError" | "fieldErrors">) {
  const placement =
    failure.field || failure.fields
      ? { fieldErrors: { ...failure.fields, ...(failure.field ? { [failure.field]: failure.message } : {}) } }
      : { formError: failure.message };
  return data({ ...rest, ok: false, ...placement } as unknown as R, errorResponseInit(new AppError(failure.code), failure.retryAfterSeconds));
}

/** A form reply for an AppError thrown by a service (a rate limit, a gate). */
export function replyWithAppError<R extends FormReply>(error: AppError, rest: Omit<R, "ok" | "formError" | "fieldErrors">) {
  return data({ ...rest, ok: false, formError: error.userMessage } as unknown as R, errorResponseInit(error));
}
