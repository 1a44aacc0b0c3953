// What the report page's loader hands the report form (app/components/moderation): shared with
// the browser, so no *.server module is needed to type it.
import type { TargetView } from "~/db/views";

export type ReportFormData =
  | { state: "sign-in"; returnTo: string }
  | { state: "refused"; title: string; message: string }
  | { state: "form"; target: TargetView; reportPath: string }
  | {
      state: "invalid";
      target: TargetView;
      reportPath: string;
      errors: { reason?: string; note?: string };
      values: { reason: string; note: string };
    }
  | { state: "sent"; target: TargetView };
