/** `<title>` and description of a page: "{title} | Momentum". */
export function pageMeta(title: string, description: string) {
  return [{ title: `${title} | Momentum` }, { name: "description", content: description }];
}
