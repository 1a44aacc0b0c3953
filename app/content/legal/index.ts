import type { ContentPage } from "../page-content";
import { communityRules } from "./community-rules";
import { company } from "./company";
import { cookiePolicy } from "./cookie-policy";
import { privacyPolicy } from "./privacy-policy";
import { refundPolicy } from "./refund-policy";
import { termsOfService } from "./terms-of-service";

export { communityRules, company, cookiePolicy, privacyPolicy, refundPolicy, termsOfService };

/** The six legal pages, in the order the /legal/ index lists them. */
export const LEGAL_PAGES: readonly ContentPage[] = [
  termsOfService,
  refundPolicy,
  privacyPolicy,
  cookiePolicy,
  company,
  communityRules,
];
