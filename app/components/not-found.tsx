import { MessagePage } from "./message-page";

export function NotFound() {
  return (
    <MessagePage
      icon="🧭"
      heading="Page not found"
      text="Error 404: there is nothing at this address. It may have moved, or the link may be mistyped."
      links={[
        { href: "/", label: "Go to the home page" },
        { href: "/help/", label: "Browse the help pages" },
      ]}
    />
  );
}
