import { isRouteErrorResponse } from "@remix-run/react";
import type { ReactNode } from "react";
import { MessagePage } from "./message-page";

function describe(error: unknown): { heading: string; detail: string } {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === "string" && error.data ? error.data : error.statusText;
    return { heading: `${error.status} ${error.statusText}`.trim(), detail };
  }
  if (error instanceof Error) return { heading: "Something went wrong", detail: error.message };
  return { heading: "Something went wrong", detail: "An unknown error occured." };
}

type ErrorScreenProps = {
  error: unknown;
  /** Ways forward that fit where the error happened (the app's: reload, export, settings). */
  actions?: ReactNode;
  /** Above the message, e.g. who is signed in. */
  intro?: ReactNode;
};

/** Spec §2: a route error shows a generic error screen with the error. */
export function ErrorScreen({ error, actions, intro }: ErrorScreenProps) {
  const { heading, detail } = describe(error);
  return (
    <MessagePage
      icon="💥"
      heading={heading}
      text="The page could not be shown. Your data on this device is safe."
      intro={intro}
      detail={detail}
      links={
        actions
          ? []
          : [
              { href: "/", label: "Go to the home page" },
              { href: "/help/", label: "Get help" },
            ]
      }
      actions={actions}
    />
  );
}

/** `<title>` and description for a page that shows an error boundary. */
export function errorMeta(error: unknown) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: notFound ? "Page not found | Momentum" : "Something went wrong | Momentum" },
    { name: "description", content: notFound ? "There is nothing at this address." : "This page could not be shown." },
  ];
}
