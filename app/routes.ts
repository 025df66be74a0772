import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** The route table. Every path's access policy is declared in app/route-access.ts (a test checks it). */
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("pricing", "routes/pricing.tsx"),
  route("tos", "routes/tos.tsx"),
  route("policy", "routes/policy.tsx"),
  route("help", "routes/help.tsx"),
  route("contact", "routes/contact.tsx"),
  route("security", "routes/security.tsx"),
  route("status", "routes/status.tsx"),
  route("terms", "routes/terms.ts"),
  route("privacy", "routes/privacy.ts"),
  route("auth", "routes/auth.tsx"),
  route("auth/sign-out", "routes/auth.sign-out.ts"),
  route("auth-callback", "routes/auth-callback.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("setup", "routes/setup.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("api/session", "routes/api.session.ts"),
  route("healthz", "routes/healthz.ts"),
  route(".well-known/security.txt", "routes/security-txt.ts"),
  route("*", "routes/catch-all.ts"),
] satisfies RouteConfig;
