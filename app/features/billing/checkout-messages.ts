/** The spec's checkout messages (section 8). */
export const CHECKOUT_MESSAGES = {
  noSession: "No active session",
  failed: "Failed to create checkout session",
  noUrl: "No checkout URL received",
  alert: "Error starting checkout. Please try again.",
} as const;

/** Shown wherever a paid plan would start when the server has neither Stripe nor the test checkout. */
export const PAYMENTS_NOT_CONFIGURED = "Payments are not configured on this server";
