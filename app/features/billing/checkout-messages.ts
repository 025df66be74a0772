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
export const PLAN_REACTIVATE_MESSAGE = "Reactivate your subscription to continue using Marker.";

/** When the billing portal (Manage Plan) cannot be opened; the checkout's alert speaks of checkout. */
export const PORTAL_FAILED = "We could not open your billing settings. Please try again in a moment.";
