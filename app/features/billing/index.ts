/** Billing's entry for other features: plans and prices, the plan a student has, and the gates. */
export * from "./access";
export * from "./plan-state";
export * from "./plans";
