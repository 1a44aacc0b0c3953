/** `<title>` and description of a page: "{title} | Momentum". */
export function pageMeta(title: string, description: string) {
  return [{ title: `${title} | Momentum` }, { name: "description", content: description }];
}

/** `pageMeta` of a page search engines should leave out (forms, the admin queue, errors). */
export function unlistedPageMeta(title: string, description: string) {
  return [...pageMeta(title, description), { name: "robots", content: "noindex" }];
}
