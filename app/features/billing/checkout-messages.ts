/** The spec's checkout messages (section 8). */
export const CHECKOUT_MESSAGES = {
  noSession: "No active session",
  failed: "Failed to create checkout session",
  noUrl: "No checkout URL received",
  alert: "Error starting checkout. Please try again.",
} as const;

/** Shown wherever a paid plan would start when the server has neither Stripe nor the test checkout. */
export const PAYMENTS_NOT_CONFIGURED = "Payments are not configured on this server";

/** The banners of /pricing?expired=true and /pricing?reactivate=true (spec section 2), also on the dashboard. */
export const PLAN_EXPIRED_MESSAGE = "Your trial has expired. Choose a plan to continue using Marker.";
/** The dashboard's note while a failed payment is tried again (the profile says the same, beside Manage Plan). */
export const PAYMENT_RETRYING_MESSAGE = "Your last payment did not go through. It is being tried again, and your plan keeps working meanwhile.";

export const PLAN_REACTIVATE_MESSAGE = "Reactivate your subscription to continue using Marker.";

/** When the billing portal (Manage Plan) cannot be opened; the checkout's alert speaks of checkout. */
export const PORTAL_FAILED = "We could not open your billing settings. Please try again in a moment.";

/** /pricing's line about the trial, for signed-out visitors only (a student on it is told PLAN_STARTS_TODAY instead). */
export const trialOffer = (trialDays: number) => `Start with a ${trialDays}-day free trial and cancel any time.`;
/** /pricing, for a student on their trial: paying does not wait for the trial to end. */
export const PLAN_STARTS_TODAY = "Choosing a plan now starts it today: your free trial ends and your first month begins straight away.";
/** Beside the pay button (Stripe's and the test checkout's) for a student on their trial. */
export const CHECKOUT_STARTS_TODAY = "Paying now starts your plan today and ends your free trial.";

/** /success for a checkout that was left or cancelled: nothing was paid, so it must not say it was. */
export const CHECKOUT_NOT_PAID = "No payment was taken for this checkout, so your plan has not changed.";

/** The test checkout's answers when it will not take a payment. */
export const LOCAL_CHECKOUT_CLOSED =
  "This checkout has closed, so it cannot be paid. A newer checkout was started (perhaps in another tab or on another device). Nothing was charged.";
export const LOCAL_CHECKOUT_ALREADY_SUBSCRIBED =
  "You already have a plan, so this checkout cannot be paid. Nothing was charged. To change your plan, use Manage Plan on the pricing page.";
