import { usePageContext } from 'vike-react/usePageContext';

/** The hosted form provider's embed script (it sizes and wires the quote form), when configured. */
export default function Head() {
  const pageContext = usePageContext();
  const url = pageContext.site.formEmbedScriptUrl;
  if (!url) return null;
  return <script src={url} nonce={pageContext.cspNonce ?? undefined} async />;
}
