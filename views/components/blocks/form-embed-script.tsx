import type { PublicSite } from '#src/config/site';

/**
 * The hosted form provider's embed script (it sizes and wires the quote form), when configured.
 * The security policy allows scripts from the widget hosts of the settings, so it needs no nonce.
 */
export function formEmbedScript(site: PublicSite) {
  return site.formEmbedScriptUrl ? <script src={site.formEmbedScriptUrl} async /> : null;
}
