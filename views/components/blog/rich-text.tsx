/** Stored HTML (posts and pages), styled by the `rich-text` class of styles.css. */
export function RichText({ html }: { html: string }) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
