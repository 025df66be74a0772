/** Navigation as data: the header, the mobile menu and the footer render from these lists. */
export interface NavItem {
  to: string;
  label: string;
  /** Shown only to a signed-out visitor (a signed-in one would be sent straight to the dashboard). */
  signedOutOnly?: boolean;
}

/** Where "Start Marking", "Sign Up" and the other calls to join send a visitor: /auth, opened on its sign-up form. */
export const SIGN_UP_PATH = "/auth?mode=signup";

/**
 * "Sign Up" under a plan on /pricing: the sign-up form, which brings the student back to /pricing with that plan
 * named once they have confirmed their email and signed in (a review: the choice of Premium was forgotten at sign-up).
 */
export const signUpForPlan = (planId: string) => `${SIGN_UP_PATH}&redirectTo=${encodeURIComponent(`/pricing?plan=${planId}`)}`;

export const SIGNED_OUT_NAV: NavItem[] = [{ to: "/pricing", label: "Pricing" }];

export const SIGNED_IN_NAV: NavItem[] = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/subjects", label: "Subjects" },
  { to: "/flashcards", label: "Flashcards" },
  { to: "/profile", label: "Profile" },
  { to: "/pricing", label: "Pricing" },
];

export const FOOTER_COLUMNS: { title: string; links: NavItem[] }[] = [
  {
    title: "Product",
    links: [
      { to: "/pricing", label: "Pricing" },
      { to: "/about", label: "How it works" },
      { to: "/auth", label: "Sign In", signedOutOnly: true },
    ],
  },
  {
    title: "Support",
    links: [
      { to: "/help", label: "Help Center" },
      { to: "/contact", label: "Contact" },
      { to: "/security", label: "Security" },
      { to: "/status", label: "Status" },
    ],
  },
  {
    title: "Company",
    links: [
      { to: "/about", label: "About" },
      { to: "/tos", label: "Terms of Service" },
      { to: "/policy", label: "Privacy Policy" },
    ],
  },
];
